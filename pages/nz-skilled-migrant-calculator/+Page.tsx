import type { PageContextServer } from 'vike/types'
import NzSkilledMigrantCalculator from '../../components/islands/NzSkilledMigrantCalculator'
import { Island } from '../../components/layout/Island'
import { usePageRoute } from '../../components/layout/PageLanguage'
import { CalculatorPage } from '../../components/sections/CalculatorPage'
import { copyIn } from '../../content/copy'
import { occupationToolProps } from '../../content/occupation-tools'
import { nzCalculatorGrid as grid, nzGridProvenance as provenance } from '../../lib/calculators/grids'
import { calculatorIslandProps } from '../../lib/calculators/island-props'
import { nzTables } from '../../lib/calculators/nz/tables'
import { reviewOfStated } from '../../lib/facts/site'
import { languageTableFacts, languageTables } from '../../lib/language-scores/tables'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { layoutCopy, nzSkilledMigrant, pointsReading, routeTimes, englishScores } = copyIn(
    pageContext.locale,
  )
  const { hero, calculator, grid: gridCopy, breadcrumb, stated } = nzSkilledMigrant
  const review = reviewOfStated(stated, [...provenance.factNames, ...languageTableFacts.nz])
  const tables = nzTables(grid, gridCopy, pointsReading.tableHeadings.points)
  return (
    <CalculatorPage
      hero={hero}
      intro={calculator}
      grid={{ ...gridCopy, tables, asOf: provenance.asOf }}
      review={review}
      time={routeTimes.nzSkilledMigrant}
      reading={pointsReading}
      breadcrumb={{ label: layoutCopy.breadcrumb, trail: breadcrumb }}
    >
      <Island
        of={NzSkilledMigrantCalculator}
        hydrate="interaction-or-query"
        props={{
          grid,
          copy: calculator,
          englishTables: { nz: languageTables.nz },
          testsCopy: englishScores,
          occupation: occupationToolProps('nz', pageContext.locale),
          ...calculatorIslandProps(usePageRoute().path, provenance, copyIn(pageContext.locale)),
        }}
      />
    </CalculatorPage>
  )
}
