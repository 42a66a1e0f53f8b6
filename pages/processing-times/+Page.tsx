import type { PageContextServer } from 'vike/types'
import { PageHero } from '../../components/sections/PageHero'
import { RouteTimesTable } from '../../components/sections/RouteTimesTable'
import { SectionHeading } from '../../components/sections/SectionHeading'
import { TimesHistoryChart } from '../../components/sections/TimesHistoryChart'
import { SourceLinks } from '../../components/ui/SourceLinks'
import { copyIn } from '../../content/copy'
import { historyChart } from '../../lib/processing-times/chart'

const linkClasses = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { processingTimes: copy, layoutCopy } = copyIn(pageContext.locale)
  const { history } = copy
  const newTab = layoutCopy.factReview.newTab
  const chart = historyChart(history.series.map(({ route, points }) => ({ key: route, points })))
  return (
    <>
      <PageHero {...copy.hero}>
        <p className="mt-6 max-w-2xl rounded-xl bg-amber-50 p-4 text-slate-900 ring-1 ring-amber-200">
          {copy.notPromise}
        </p>
      </PageHero>
      {copy.destinations.map((destination) => (
        <section
          key={destination.id}
          id={destination.id}
          aria-labelledby={`${destination.id}-heading`}
          className="container-page py-10"
        >
          <SectionHeading id={`${destination.id}-heading`} heading={destination.heading} align="left" />
          <div className="mt-6">
            <RouteTimesTable destination={destination} copy={copy} newTab={newTab} />
          </div>
        </section>
      ))}
      <section aria-labelledby="history-heading" className="bg-slate-50 py-14" data-drawn-with-page>
        <div className="container-page">
          <SectionHeading id="history-heading" heading={history.heading} lead={history.lead} align="left" />
          <div className="mt-8">
            <TimesHistoryChart
              id="history-chart"
              chart={chart}
              copy={history}
              names={history.series.map((line) => line.name)}
            />
          </div>
          <details className="mt-6 max-w-3xl rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <summary className="cursor-pointer font-semibold text-slate-900">{history.tableSummary}</summary>
            <div className="mt-4 max-h-[32rem] overflow-auto">
              <table className="w-full text-left text-sm text-slate-800">
                <caption className="sr-only">{history.caption}</caption>
                <thead className="sticky top-0 bg-white text-slate-900">
                  <tr>
                    <th scope="col" className="px-2 py-2 font-semibold">
                      {history.date}
                    </th>
                    {history.series.map((line) => (
                      <th key={line.route} scope="col" className="px-2 py-2 font-semibold">
                        {line.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {[...history.updates].reverse().map((update) => (
                    <tr key={update.updated}>
                      <th scope="row" className="px-2 py-1.5 font-medium whitespace-nowrap">
                        {update.date}
                      </th>
                      {update.times.map((time, index) => (
                        <td key={history.series[index]?.route} className="px-2 py-1.5">
                          {time}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
          <div className="mt-6 max-w-3xl text-sm text-slate-800">
            <p className="font-semibold">{history.sources}</p>
            <SourceLinks
              sources={history.historyFrom}
              newTab={newTab}
              copyOf={layoutCopy.factReview.copyOf}
              className="mt-1 space-y-1"
              linkClassName={linkClasses}
            />
          </div>
        </div>
      </section>
    </>
  )
}
