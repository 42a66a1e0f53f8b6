import type { FeeRoute, FeesContent } from '../../content/fees'
import { formatFact } from '../../lib/facts/format-fact'
import { replacedBefore } from '../../lib/facts/in-force'
import { reviewOfFacts } from '../../lib/facts/review'
import { currencyName, formatDate } from '../../lib/locale'
import { usePageCopy, usePageLocale } from '../layout/PageLanguage'
import { Card } from '../ui/Card'
import { Flag } from '../ui/Flag'
import { SourceLinks } from '../ui/SourceLinks'
import { SectionHeading } from './SectionHeading'

const linkClassName = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'

interface GovernmentFeesProps {
  copy: FeesContent['government']
  routes: readonly FeeRoute[]
  /** Said to screen readers after each source's name. */
  newTab: string
}

/**
 * The government fees of the main routes, a card a route: each fee with its amount and currency, the
 * day it took effect, the official fee page and any reports the figure rests on, all from the registry.
 * A fee replaced before the build day by an amount no source we read confirms is never shown as the
 * price: the row says the amount is not confirmed, gives the last known one with its period, and
 * links the official page that has today's.
 */
export function GovernmentFees({ copy, routes, newTab }: GovernmentFeesProps) {
  return (
    <section aria-labelledby={copy.id} className="container-page py-16">
      <SectionHeading id={copy.id} heading={copy.heading} lead={copy.lead} />
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        {routes.map((route) => (
          <RouteFees key={route.id} route={route} copy={copy} newTab={newTab} />
        ))}
      </div>
      <p className="mx-auto mt-10 max-w-3xl text-slate-700">{copy.closing}</p>
    </section>
  )
}

function RouteFees({ route, copy, newTab }: { route: FeeRoute } & Omit<GovernmentFeesProps, 'routes'>) {
  const locale = usePageLocale()
  const { copyOf } = usePageCopy().layoutCopy.factReview
  const review = reviewOfFacts(
    route.fees.map((fee) => fee.fact),
    route.id,
  )
  const headingId = `${route.id}-heading`
  return (
    <Card id={route.id} aria-labelledby={headingId} className="min-w-0">
      <div className="flex items-center gap-3">
        <Flag code={route.flag} className="h-7 w-9" />
        <h3 id={headingId} className="text-xl font-semibold text-slate-900">
          {route.country}: {route.route}
        </h3>
      </div>
      <table className="mt-5 w-full text-left text-sm">
        <caption className="sr-only">
          {copy.caption} {route.country}: {route.route}
        </caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-900">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {copy.columns.fee}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {copy.columns.amount}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {copy.columns.from}
            </th>
          </tr>
        </thead>
        <tbody>
          {route.fees.map((fee) => {
            const until = replacedBefore(fee.fact) ? fee.fact.until : undefined
            return (
              <tr key={fee.item} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-3 pr-3 font-normal text-slate-800">
                  {fee.item}
                  {fee.note && <span className="mt-1 block text-xs text-slate-600">{fee.note}</span>}
                </th>
                <td className="py-3 pr-3">
                  {until ? (
                    <>
                      <span className="font-semibold text-slate-900">{copy.unconfirmed}</span>
                      <span className="mt-1 block text-xs text-slate-600">
                        {copy.lastKnown(formatFact(fee.fact, locale))}
                      </span>
                    </>
                  ) : (
                    <data value={fee.fact.value} className="font-semibold whitespace-nowrap text-slate-900">
                      {formatFact(fee.fact, locale)}
                    </data>
                  )}
                  <span className="block text-xs text-slate-600">{currencyName(fee.fact.unit, locale)}</span>
                </td>
                <td className="py-3">
                  <time dateTime={fee.fact.asOf}>{formatDate(fee.fact.asOf, locale)}</time>
                  {until && (
                    <span className="mt-1 block text-xs text-slate-600">
                      {copy.replaced(until)}{' '}
                      <a href={fee.fact.source.url} target="_blank" rel="noopener" className={linkClassName}>
                        {fee.fact.source.title}
                        <span className="sr-only"> {newTab}</span>
                      </a>
                    </span>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {route.extra && <p className="mt-4 text-sm text-slate-700">{route.extra}</p>}
      <div className="mt-4 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">{copy.official}</p>
        <SourceLinks
          sources={review.sources}
          newTab={newTab}
          copyOf={copyOf}
          className="mt-1 space-y-1"
          linkClassName={linkClassName}
        />
        {review.reports.length > 0 && (
          <>
            <p className="mt-3 font-semibold text-slate-900">{copy.reports}</p>
            <SourceLinks
              sources={review.reports}
              newTab={newTab}
              copyOf={copyOf}
              className="mt-1 space-y-1"
              linkClassName={linkClassName}
            />
          </>
        )}
        <p className="mt-3">
          {copy.lastReviewed}{' '}
          <time dateTime={review.lastReviewed}>{formatDate(review.lastReviewed, locale)}</time>
        </p>
      </div>
    </Card>
  )
}
