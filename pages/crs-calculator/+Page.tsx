import type { PageContextServer } from 'vike/types'
import CrsCalculator from '../../components/islands/CrsCalculator'
import { Island } from '../../components/layout/Island'
import { usePageRoute } from '../../components/layout/PageLanguage'
import { CalculatorPage } from '../../components/sections/CalculatorPage'
import { copyIn } from '../../content/copy'
import { occupationToolProps } from '../../content/occupation-tools'
import { crsTables } from '../../lib/calculators/crs/tables'
import { crsCalculatorGrid as grid, crsGridProvenance as provenance } from '../../lib/calculators/grids'
import { calculatorIslandProps } from '../../lib/calculators/island-props'
import { recentRoundsByType } from '../../lib/draws/compare'
import { expressEntryRounds } from '../../lib/draws/snapshot'
import { reviewOfStated } from '../../lib/facts/site'
import { languageTableFacts, languageTables } from '../../lib/language-scores/tables'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const {
    crsCalculator,
    languageTests,
    pointsReading,
    recentRoundsCopy,
    roundAlerts,
    roundTypeNames,
    routeTimes,
  } = copyIn(pageContext.locale)
  const { hero, calculator, grid: gridCopy, stated } = crsCalculator
  const review = reviewOfStated(stated, [...provenance.factNames, ...languageTableFacts.canada])
  const tables = crsTables(grid, gridCopy, calculator.education.options, pointsReading.tableHeadings.points)
  return (
    <CalculatorPage
      hero={hero}
      intro={calculator}
      grid={{ ...gridCopy, tables, asOf: provenance.asOf }}
      review={review}
      time={routeTimes.expressEntry}
      reading={pointsReading}
    >
      <Island
        of={CrsCalculator}
        hydrate="interaction-or-query"
        props={{
          grid,
          copy: calculator,
          ...calculatorIslandProps(usePageRoute().path, provenance, copyIn(pageContext.locale)),
          rounds: { asOf: expressEntryRounds.asOf, byType: recentRoundsByType(expressEntryRounds.rounds) },
          roundsCopy: recentRoundsCopy,
          typeNames: roundTypeNames,
          languageTables: { clb: languageTables.clb },
          testsCopy: languageTests,
          occupation: occupationToolProps('crs', pageContext.locale),
          alertsCopy: { form: roundAlerts.form, notice: roundAlerts.notice, validity: roundAlerts.validity },
        }}
      />
    </CalculatorPage>
  )
}
