// The result beside a calculator: the total in an <output>, the breakdown line by line with every cap
// named, when the grid dates from and where it comes from, and the way to an enquiry.
import type { ReactNode } from 'react'
import type { Source } from '../../content/facts/types'
import type { PointsEnquiryCopy, PointsReadingCopy } from '../../content/points'
import { costQuery } from '../../lib/cost/query'
import { enquiryHref } from '../../lib/enquiry/prefill'
import type { Locale } from '../../lib/i18n'
import { formatMessage } from '../../lib/island-messages'
import { formatDate, formatNumber } from '../../lib/locale'
import type { PointsLine } from '../../lib/points/breakdown'
import { buttonClasses } from './button-styles'
import { SourceLinks } from './SourceLinks'
import { WorkedOut } from './WorkedOut'

/** "Age: 30", or "Skilled employment: 35, capped at 20". */
export function lineText(label: string, line: PointsLine, copy: PointsReadingCopy): string {
  return line.uncapped === undefined
    ? formatMessage(copy.line, copy.language, { label, points: line.points })
    : formatMessage(copy.capped, copy.language, {
        label,
        uncapped: line.uncapped,
        cap: line.cap ?? line.points,
      })
}

export interface BreakdownLine {
  key: string
  text: string
  /** Parts shown under the line (what a capped line was made of). */
  parts?: readonly string[]
}

export function Breakdown({ lines }: { lines: readonly BreakdownLine[] }) {
  return (
    <ul className="divide-y divide-slate-200 text-sm text-slate-800">
      {lines.map((line) => (
        <li key={line.key} className="py-1.5">
          {line.text}
          {line.parts && (
            <ul className="mt-1 ml-4 list-disc pl-4 text-slate-600">
              {line.parts.map((part) => (
                <li key={part}>{part}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

/** A verdict calculator's result: the verdict, what is missing, any notes, then the points line by line. */
export function VerdictDetails<Id extends string>({
  kind,
  verdict,
  missing,
  notes = [],
  lines,
  labels,
  reading,
}: {
  /** The verdict's kind, for the page's tests and styles ("eligible", "not-eligible"…). */
  kind: string
  verdict: string
  missing: readonly string[]
  notes?: readonly string[]
  lines: readonly PointsLine<Id>[]
  labels: Record<Id, string>
  reading: PointsReadingCopy
}) {
  return (
    <>
      <p className="font-semibold" data-verdict={kind}>
        {verdict}
      </p>
      {missing.length > 0 && (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm font-medium text-red-800">
          {missing.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {notes.map((note) => (
        <p key={note} className="mt-2 text-sm text-slate-800">
          {note}
        </p>
      ))}
      <div className="mt-3">
        <Breakdown
          lines={lines.map((line) => ({ key: line.id, text: lineText(labels[line.id], line, reading) }))}
        />
      </div>
    </>
  )
}

/**
 * The total at the top of the screen while a phone scrolls through the questions (the result itself
 * comes after them there). Screen readers hear the result's <output>, so this copy is hidden from them.
 */
export function RunningTotal({
  label,
  total,
  qualifier,
  language,
}: {
  label: string
  total: number
  qualifier: string
  language: Locale
}) {
  return (
    <div
      aria-hidden="true"
      data-running-total=""
      className={`sticky top-header z-30 flex items-baseline gap-2 rounded-b-lg border-b border-slate-200 bg-white/95 px-3 py-2 text-slate-900 shadow-sm lg:hidden worked-out`}
    >
      <span className="text-sm font-semibold">{label}</span>
      <span className="text-2xl font-extrabold tabular-nums text-brand-700">
        {formatNumber(total, language)}
      </span>
      <span className="text-sm text-slate-700">{qualifier}</span>
    </div>
  )
}

/** What every calculator island receives from its page, beside its own grid and copy. */
export interface CalculatorIslandProps<Grid, Copy> {
  grid: Grid
  copy: Copy
  reading: PointsReadingCopy
  provenance: { asOf: string; sources: readonly Source[] }
  contactPath: string
  /** The firm's WhatsApp number, digits only. */
  whatsapp: string
  /** The page's own absolute address: the shared link before the page has read its address. */
  pageUrl: string
}

interface PointsResultProps {
  id: string
  heading: string
  total: number
  /** What follows the number: "for subclass 190", "out of 1,200". */
  qualifier: string
  children: ReactNode
  grid: { asOf: string; sources: readonly Source[] }
  copy: PointsReadingCopy
  estimate: string
  /** The way to an enquiry; `message` is empty until the page knows its own address. */
  enquiry: PointsEnquiryCopy & { message: string }
  contactPath: string
  /** The same result sent to a consultant on WhatsApp. */
  whatsApp: { label: string; href: string }
  /** Who goes, where the answers say (a partner coming along): the route's costs on /cost are for them. */
  adults?: 1 | 2
}

export function PointsResult({
  id,
  heading,
  total,
  qualifier,
  children,
  grid,
  copy,
  estimate,
  enquiry,
  contactPath,
  whatsApp,
  adults,
}: PointsResultProps) {
  const href = enquiry.message
    ? enquiryHref(contactPath, enquiry.immigrationType, enquiry.message)
    : contactPath
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-4 rounded-2xl bg-brand-950 p-5 text-white shadow-xl sm:p-6"
    >
      <h3 id={`${id}-heading`} className="text-lg font-bold">
        {heading}
      </h3>
      <WorkedOut pending={copy.pending} className="mt-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <output
            aria-labelledby={`${id}-heading`}
            className="text-5xl font-extrabold tabular-nums text-accent-300"
          >
            {formatNumber(total, copy.language)}
          </output>
          <span className="text-slate-100">{qualifier}</span>
        </p>
        <div className="mt-4 rounded-xl bg-white p-4 text-slate-900">{children}</div>
      </WorkedOut>
      <p className="mt-4 text-sm text-slate-100">{estimate}</p>
      <a href={href} className={buttonClasses('hero', 'lg', 'mt-5 w-full whitespace-normal text-center')}>
        {enquiry.label}
      </a>
      {/* Its text carries the result: shown only with the result it states. */}
      <WorkedOut>
        <a
          href={whatsApp.href}
          target="_blank"
          rel="noopener"
          className={buttonClasses('outline', 'lg', 'mt-3 w-full whitespace-normal text-center')}
        >
          {whatsApp.label}
          <span className="sr-only"> {copy.newTab}</span>
        </a>
      </WorkedOut>
      <p className="mt-2 text-sm text-slate-200">{enquiry.lead}</p>
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
        {copy.gridAsOf} <time dateTime={grid.asOf}>{formatDate(grid.asOf, copy.language)}</time>
      </p>
      <p className="mt-1 text-sm font-semibold">{copy.sourcesHeading}</p>
      <SourceLinks
        sources={grid.sources}
        newTab={copy.newTab}
        className="mt-1 space-y-1 text-sm"
        linkClassName="text-accent-100 underline underline-offset-2"
      />
    </section>
  )
}
