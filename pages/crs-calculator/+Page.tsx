import CrsCalculator from '../../components/islands/CrsCalculator'
import { Island } from '../../components/layout/Island'
import { CalculatorPage } from '../../components/sections/CalculatorPage'
import { crsCalculator } from '../../content/crs-calculator'
import { recentRoundsCopy, roundTypeNames } from '../../content/express-entry-draws'
import { expressEntryRounds } from '../../content/facts/express-entry-rounds'
import { heroPicture } from '../../content/illustrations'
import { pointsReading } from '../../content/points'
import { routes } from '../../content/routes'
import { recentRoundsByType } from '../../lib/draws/compare'
import { withFacts } from '../../lib/facts/site'
import { crsCalculatorGrid as grid, crsGridProvenance as provenance } from '../../lib/points/grids'
import { calculatorIslandProps } from '../../lib/points/island-props'
import { crsTables } from '../../lib/points/tables'

export default function Page() {
  const { content, review } = withFacts(crsCalculator, 'content/crs-calculator.ts', provenance.factNames)
  const { hero, calculator, grid: gridCopy } = content
  const tables = crsTables(grid, gridCopy, calculator.education.options, pointsReading.tableHeadings.points)
  return (
    <CalculatorPage
      hero={hero}
      picture={heroPicture('crsCalculator')}
      intro={calculator}
      grid={{ ...gridCopy, tables, asOf: provenance.asOf }}
      review={review}
      reading={pointsReading}
    >
      <Island
        of={CrsCalculator}
        hydrate="interaction-or-query"
        props={{
          grid,
          copy: calculator,
          ...calculatorIslandProps(routes.crsCalculator.path, provenance),
          rounds: { asOf: expressEntryRounds.asOf, byType: recentRoundsByType(expressEntryRounds.rounds) },
          roundsCopy: recentRoundsCopy,
          typeNames: roundTypeNames,
        }}
      />
    </CalculatorPage>
  )
}
