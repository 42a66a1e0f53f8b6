import type { PageContextServer } from 'vike/types'
import LanguageScoresCalculator from '../../components/islands/LanguageScoresCalculator'
import { Island } from '../../components/layout/Island'
import { usePageRoute } from '../../components/layout/PageLanguage'
import { FactReview } from '../../components/sections/FactReview'
import { PageHero } from '../../components/sections/PageHero'
import { SectionHeading } from '../../components/sections/SectionHeading'
import { NoScriptLine } from '../../components/ui/NoScriptLine'
import { copyIn } from '../../content/copy'
import type { ScoreTable } from '../../content/language-scores'
import { site } from '../../content/site'
import { australiaCalculatorGrid, crsCalculatorGrid } from '../../lib/calculators/grids'
import { reviewOfStated } from '../../lib/facts/site'
import { languageTableFacts, languageTables } from '../../lib/language-scores/tables'
import { absoluteUrl } from '../../lib/seo/url'

/** One official table as text: a row per level, the lowest score of each ability in a report's order. */
function Table({
  region,
  table,
  level,
  abilities,
}: {
  /** The scrolling region's name, its group's heading with the caption: a test's table may be in two groups. */
  region: string
  table: ScoreTable
  level: string
  abilities: readonly string[]
}) {
  return (
    // Scrolls sideways on a phone: a named region that takes focus, so a keyboard can scroll it.
    <section
      aria-label={region}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200"
    >
      <table className="w-full text-left text-sm text-slate-800">
        <caption className="px-3 pt-3 text-left font-semibold text-slate-900">{table.caption}</caption>
        <thead>
          <tr>
            {[level, ...abilities].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {table.rows.map((row) => (
            <tr key={row.level}>
              <th scope="row" className="px-3 py-1.5 font-medium whitespace-nowrap">
                {row.level}
              </th>
              {row.cells.map((cell, index) => (
                <td key={abilities[index]} className="px-3 py-1.5 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { languageScores, languageTests, layoutCopy, routes } = copyIn(pageContext.locale)
  const { hero, noScript, calculator, tables } = languageScores
  const review = reviewOfStated([], languageTableFacts.all)
  return (
    <>
      <PageHero {...hero} />
      <section aria-labelledby="scores-heading" className="container-page py-14">
        <h2 id="scores-heading" className="text-3xl font-bold text-slate-900">
          {calculator.heading}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{calculator.lead}</p>
        <NoScriptLine text={noScript} />
        <div className="mt-8">
          <Island
            of={LanguageScoresCalculator}
            hydrate="interaction-or-query"
            props={{
              tables: languageTables,
              grids: {
                crs: { firstLanguage: crsCalculatorGrid.firstLanguage },
                australia: australiaCalculatorGrid.english,
              },
              copy: calculator,
              testsCopy: languageTests,
              language: pageContext.locale,
              contactPath: routes.contact.path,
              whatsapp: site.whatsapp,
              pageUrl: absoluteUrl(site.url, usePageRoute().path),
              newTab: layoutCopy.factReview.newTab,
            }}
          />
        </div>
      </section>
      <section id="tables" aria-labelledby="tables-heading" className="bg-slate-50 py-14">
        <div className="container-page">
          <SectionHeading id="tables-heading" heading={tables.heading} lead={tables.lead} align="left" />
          {[tables.canada, tables.australia].map((group) => (
            <div key={group.heading} className="mt-10">
              <h3 className="text-xl font-bold text-slate-900">{group.heading}</h3>
              <div className="mt-4 grid gap-6 lg:grid-cols-2">
                {group.tables.map((table) => (
                  <Table
                    key={table.caption}
                    region={`${group.heading}: ${table.caption}`}
                    table={table}
                    level={tables.level}
                    abilities={tables.abilities}
                  />
                ))}
              </div>
            </div>
          ))}
          <h3 className="mt-10 text-xl font-bold text-slate-900">{tables.others.heading}</h3>
          <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-5 text-slate-800">
            {tables.others.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </section>
      <FactReview review={review} />
    </>
  )
}
