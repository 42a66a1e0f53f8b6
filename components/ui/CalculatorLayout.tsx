// Every points calculator's page shape: the questions on the left under a running total that follows a
// phone's scroll, and beside them the result panel (the total in an <output>, the calculator's own
// breakdown, the handoff to an enquiry and WhatsApp, when the grid dates from and where it comes from),
// its worked-out part waiting while a link's answers are applied.
import type { ReactNode, Ref } from 'react'
import type { Source } from '../../content/facts/types'
import type { PointsEnquiryCopy, PointsReadingCopy } from '../../content/points'
import { costQuery } from '../../lib/cost/query'
import { formatMessage, type MessageText } from '../../lib/island-messages'
import { formatDate, formatNumber } from '../../lib/locale'
import { resultMessage } from '../../lib/whatsapp'
import { ResultHandoff } from './ResultHandoff'
import { SourceLinks } from './SourceLinks'
import { WorkedOut } from './WorkedOut'

/** What every calculator page hands its island beside its grid and copy (lib/calculators/island-props.ts). */
interface CalculatorPageProps {
  reading: PointsReadingCopy
  provenance: { asOf: string; sources: readonly Source[] }
  contactPath: string
  /** The firm's WhatsApp number, digits only. */
  whatsapp: string
  /** The page's own absolute address: the shared link before the page has read its address. */
  pageUrl: string
}

export interface CalculatorIslandProps<Grid, Copy> extends CalculatorPageProps {
  grid: Grid
  copy: Copy
}

/** The words every calculator's copy module gives the shell. */
interface CalculatorShellCopy {
  runningTotal: string
  result: { heading: string; estimate: string }
  enquiry: PointsEnquiryCopy
  /** The lead's arguments are the calculator's own (`whatsApp.values`). */
  whatsApp: { label: string; lead: MessageText }
}

interface CalculatorLayoutProps extends CalculatorPageProps {
  /** The result panel's id, which its heading's id and the page's links build on. */
  id: string
  copy: CalculatorShellCopy
  formRef: Ref<HTMLFormElement>
  total: number
  /** What follows the number: "for subclass 190", "out of 1,200". */
  qualifier: string
  /** The page's own link with the answers, once it has read its address; empty before. */
  link: string
  /** The enquiry's message for that link. */
  summary: (link: string) => string
  /** The WhatsApp lead's arguments beside `total`, the answers in a line, and their query (the
   * link before `link`). */
  whatsApp: { values: Record<string, string | number>; details: string; query: URLSearchParams }
  /** Who goes, where the answers say (a partner coming along): the route's costs on /cost are for them. */
  adults?: 1 | 2
  /** The questions, in the calculator's order. */
  children: ReactNode
  /** The result in words, under the total: a verdict, the points line by line. */
  result: ReactNode
  /** Across both columns under them: what the result opens next (the CRS's recent rounds). */
  after?: ReactNode
}

export function CalculatorLayout({
  id,
  copy,
  formRef,
  total,
  qualifier,
  link,
  summary,
  whatsApp,
  adults,
  children,
  result,
  after,
  reading,
  provenance,
  contactPath,
  whatsapp,
  pageUrl,
}: CalculatorLayoutProps) {
  const { enquiry } = copy
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <form
        ref={formRef}
        // A field or link reached by Tab scrolls clear of the running total as well as the header.
        className="space-y-5 [&_:is(input,select,a)]:scroll-mt-16"
        onSubmit={(event) => event.preventDefault()}
      >
        {/* The total at the top of the screen while a phone scrolls through the questions (the result
            itself comes after them there). Screen readers hear the result's <output>, so it is hidden. */}
        <div
          aria-hidden="true"
          data-running-total=""
          className="sticky top-header z-30 flex items-baseline gap-2 rounded-b-lg border-b border-slate-200 bg-white/95 px-3 py-2 text-slate-900 shadow-sm lg:hidden worked-out"
        >
          <span className="text-sm font-semibold">{copy.runningTotal}</span>
          <span className="text-2xl font-extrabold tabular-nums text-brand-700">
            {formatNumber(total, reading.language)}
          </span>
          <span className="text-sm text-slate-700">{qualifier}</span>
        </div>
        {children}
      </form>
      <div className="lg:sticky lg:top-4">
        <section
          id={id}
          aria-labelledby={`${id}-heading`}
          className="scroll-mt-4 rounded-2xl bg-brand-950 p-5 text-white shadow-xl sm:p-6"
        >
          <h3 id={`${id}-heading`} className="text-lg font-bold">
            {copy.result.heading}
          </h3>
          <WorkedOut pending={reading.pending} className="mt-1">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <output
                aria-labelledby={`${id}-heading`}
                className="text-5xl font-extrabold tabular-nums text-accent-300"
              >
                {formatNumber(total, reading.language)}
              </output>
              <span className="text-slate-100">{qualifier}</span>
            </p>
            <div className="mt-4 rounded-xl bg-white p-4 text-slate-900">{result}</div>
          </WorkedOut>
          <p className="mt-4 text-sm text-slate-100">{copy.result.estimate}</p>
          <ResultHandoff
            contactPath={contactPath}
            enquiry={enquiry}
            message={link ? summary(link) : ''}
            whatsApp={{
              number: whatsapp,
              label: copy.whatsApp.label,
              text: resultMessage({
                lead: formatMessage(copy.whatsApp.lead, reading.language, { total, ...whatsApp.values }),
                details: whatsApp.details,
                link: link || `${pageUrl}?${whatsApp.query}`,
              }),
            }}
            newTab={reading.newTab}
            ground="dark"
            button="hero"
            space="mt-5"
          />
          <p className="mt-3 text-sm">
            <a href={enquiry.fees.href} className="text-accent-100 underline underline-offset-2">
              {enquiry.fees.label}
            </a>
          </p>
          <p className="mt-2 text-sm">
            <a
              href={`${enquiry.cost.path}?${costQuery({ route: enquiry.cost.route, adults })}`}
              className="text-accent-100 underline underline-offset-2"
            >
              {enquiry.cost.label}
            </a>
          </p>
          <p className="mt-5 text-sm text-slate-100">
            {reading.gridAsOf}{' '}
            <time dateTime={provenance.asOf}>{formatDate(provenance.asOf, reading.language)}</time>
          </p>
          <p className="mt-1 text-sm font-semibold">{reading.sourcesHeading}</p>
          <SourceLinks
            sources={provenance.sources}
            newTab={reading.newTab}
            className="mt-1 space-y-1 text-sm"
            linkClassName="text-accent-100 underline underline-offset-2"
          />
        </section>
      </div>
      {after}
    </div>
  )
}
