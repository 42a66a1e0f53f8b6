import RoundAlertsSubscribe from '../../components/islands/RoundAlertsSubscribe'
import { Island } from '../../components/layout/Island'
import { usePageCopy } from '../../components/layout/PageLanguage'
import { CtaBand } from '../../components/sections/CtaBand'
import { PageHero } from '../../components/sections/PageHero'
import { RoundsChart } from '../../components/sections/RoundsChart'
import { RoundsTable } from '../../components/sections/RoundsTable'
import { SectionHeading } from '../../components/sections/SectionHeading'
import { Breadcrumb } from '../../components/ui/Breadcrumb'
import { SourceLinks } from '../../components/ui/SourceLinks'
import { expressEntryDraws, roundTypeNames } from '../../content/express-entry-draws'
import { roundAlerts } from '../../content/round-alerts'
import { roundsChart } from '../../lib/draws/chart'
import { inThisCopyOnly } from '../../lib/draws/copies'
import { expressEntryRounds as data } from '../../lib/draws/snapshot'
import { daysBetween, typesByFrequency, yearSummary } from '../../lib/draws/summary'
import { messagesFor } from '../../lib/messages'

const linkClasses = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'

export default function Page() {
  const { layoutCopy } = usePageCopy()
  const m = messagesFor('en')
  const copy = expressEntryDraws(m)
  const typeNames = roundTypeNames(m)
  const alerts = roundAlerts(m)
  const { rounds } = data
  const latest = rounds[0]
  const year = yearSummary(rounds, data.asOf.slice(0, 4))
  // The day the page is prerendered: what "before this page was built" counts to.
  const age = daysBetween(data.asOf, new Date().toISOString().slice(0, 10))
  return (
    <>
      {/* One first block, drawn with the page (components/layout/styles.css). */}
      <div>
        <Breadcrumb label={layoutCopy.breadcrumb} trail={copy.breadcrumb} />
        <PageHero {...copy.hero} />
      </div>
      <section aria-labelledby="summary-heading" className="container-page py-14">
        <SectionHeading id="summary-heading" heading={copy.summary.heading} align="left" />
        <p className="mt-4 max-w-3xl font-medium text-slate-900">{copy.summary.age(data.asOf, age)}</p>
        <p className="mt-4 max-w-3xl text-lg text-slate-800">
          {copy.summary.year({
            year: year.year,
            date: data.asOf,
            rounds: year.rounds,
            invitations: year.invitations,
          })}
        </p>
        <ul className="mt-3 max-w-3xl list-disc space-y-1 pl-6 text-slate-800">
          {year.byType.map((tally) => (
            <li key={tally.type}>
              {copy.summary.byType({
                type: typeNames[tally.type],
                rounds: tally.rounds,
                invitations: tally.invitations,
              })}
            </li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl text-slate-700">{copy.summary.history}</p>
        <div className="mt-6 max-w-3xl rounded-xl bg-slate-50 p-4 text-sm text-slate-800 ring-1 ring-slate-200">
          <p>
            {copy.summary.data({ number: latest?.number ?? 0, date: data.asOf, retrieved: data.retrieved })}
          </p>
          <p className="mt-2 font-semibold">{copy.copiedFrom}</p>
          <SourceLinks
            sources={[data.copiedFrom]}
            newTab={copy.newTab}
            className="mt-1"
            linkClassName={linkClasses}
          />
          {data.crossCheckedWith && (
            <>
              <p className="mt-2 font-semibold">{copy.crossChecked}</p>
              <ul className="mt-1 space-y-1">
                {data.crossCheckedWith.map((check) => (
                  <li key={check.url} data-cross-check>
                    <a href={check.url} target="_blank" rel="noopener" className={linkClasses}>
                      {check.title}
                      <span className="sr-only"> {copy.newTab}</span>
                    </a>
                    : {copy.crossCheck(check)}
                  </li>
                ))}
              </ul>
              <p className="mt-2" data-copies>
                {copy.onlyHere(
                  inThisCopyOnly(
                    rounds.map((round) => round.number),
                    data.crossCheckedWith,
                  ),
                )}
              </p>
            </>
          )}
          <p className="mt-2 font-semibold">{copy.sources}</p>
          <SourceLinks
            sources={data.sources}
            newTab={copy.newTab}
            className="mt-1 space-y-1"
            linkClassName={linkClasses}
          />
        </div>
      </section>
      <section aria-labelledby="chart-heading" className="bg-slate-50 py-14">
        <div className="container-page">
          <SectionHeading
            id="chart-heading"
            heading={copy.chart.heading}
            lead={copy.chart.lead}
            align="left"
          />
          <div className="mt-8">
            <RoundsChart
              id="rounds-chart"
              chart={roundsChart(rounds)}
              copy={copy.chart}
              typeNames={typeNames}
            />
          </div>
        </div>
      </section>
      {/* Drawn with the page: the table lies far past a 40rem stand-in, where a checker measuring an
          undrawn row would find it over the blocks that follow. */}
      <section aria-labelledby="rounds-heading" className="container-page py-14" data-drawn-with-page>
        <SectionHeading id="rounds-heading" heading={copy.table.heading} align="left" />
        <div className="mt-8">
          <RoundsTable
            rounds={rounds}
            types={typesByFrequency(rounds)}
            typeNames={typeNames}
            copy={copy.table}
          />
        </div>
      </section>
      <section aria-label={alerts.form.heading} className="container-page max-w-2xl pb-14">
        <Island
          of={RoundAlertsSubscribe}
          hydrate="interaction"
          props={{ copy: alerts, typeNames, language: 'en' }}
        />
      </section>
      <CtaBand
        heading={copy.calculator.heading}
        body={copy.calculator.lead}
        label={copy.calculator.label}
        href={copy.calculator.href}
      />
    </>
  )
}
