import CrsCalculator from '../../components/islands/CrsCalculator'
import { Island } from '../../components/layout/Island'
import { CalculatorSection } from '../../components/sections/CalculatorSection'
import { FactReview } from '../../components/sections/FactReview'
import { PageHero } from '../../components/sections/PageHero'
import { PointsGrid } from '../../components/sections/PointsGrid'
import { crsCalculator } from '../../content/crs-calculator'
import { pointsReading } from '../../content/points'
import { routes } from '../../content/routes'
import { withFacts } from '../../lib/facts/site'
import { crsCalculatorGrid as grid, crsGridProvenance as provenance } from '../../lib/points/grids'
import { crsTables } from '../../lib/points/tables'

export default function Page() {
  const { content, review } = withFacts(crsCalculator, 'content/crs-calculator.ts', provenance.factNames)
  const { hero, calculator, grid: gridCopy } = content
  const tables = crsTables(grid, gridCopy, calculator.education.options, pointsReading.tableHeadings.points)
  return (
    <>
      <PageHero {...hero} />
      <CalculatorSection intro={calculator} noScript={pointsReading.noScript}>
        <Island
          of={CrsCalculator}
          hydrate="visible"
          props={{
            grid,
            copy: calculator,
            reading: pointsReading,
            provenance: { asOf: provenance.asOf, sources: provenance.sources },
            contactPath: routes.contact.path,
          }}
        />
      </CalculatorSection>
      <PointsGrid id="grid" {...gridCopy} tables={tables} asOf={provenance.asOf} reading={pointsReading} />
      <FactReview review={review} />
    </>
  )
}
