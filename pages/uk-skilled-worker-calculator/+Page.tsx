import type { PageContextServer } from 'vike/types'
import UkSkilledWorkerCalculator from '../../components/islands/UkSkilledWorkerCalculator'
import { Island } from '../../components/layout/Island'
import { usePageRoute } from '../../components/layout/PageLanguage'
import { CalculatorPage } from '../../components/sections/CalculatorPage'
import { copyIn } from '../../content/copy'
import { occupationToolProps } from '../../content/occupation-tools'
import { ukCalculatorGrid as grid, ukGridProvenance as provenance } from '../../lib/calculators/grids'
import { calculatorIslandProps } from '../../lib/calculators/island-props'
import { ukTables } from '../../lib/calculators/uk/tables'
import { reviewOfStated } from '../../lib/facts/site'
import { languageTableFacts, languageTables } from '../../lib/language-scores/tables'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { layoutCopy, pointsReading, ukSkilledWorker, routeTimes, englishScores } = copyIn(pageContext.locale)
  const { hero, calculator, grid: gridCopy, breadcrumb, stated } = ukSkilledWorker
  const review = reviewOfStated(stated, [...provenance.factNames, ...languageTableFacts.uk])
  const tables = ukTables(grid, gridCopy, pointsReading.tableHeadings.points, pageContext.locale)
  return (
    <CalculatorPage
      hero={hero}
      intro={calculator}
      grid={{ ...gridCopy, tables, asOf: provenance.asOf }}
      review={review}
      time={routeTimes.ukSkilledWorker}
      reading={pointsReading}
      breadcrumb={{ label: layoutCopy.breadcrumb, trail: breadcrumb }}
    >
      <Island
        of={UkSkilledWorkerCalculator}
        hydrate="interaction-or-query"
        props={{
          grid,
          copy: calculator,
          englishTables: { uk: languageTables.uk },
          testsCopy: englishScores,
          occupation: occupationToolProps('uk', pageContext.locale),
          ...calculatorIslandProps(usePageRoute().path, provenance, copyIn(pageContext.locale)),
        }}
      />
    </CalculatorPage>
  )
}
