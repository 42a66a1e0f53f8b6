import AustraliaPointsCalculator from '../../components/islands/AustraliaPointsCalculator'
import { Island } from '../../components/layout/Island'
import { CalculatorSection } from '../../components/sections/CalculatorSection'
import { FactReview } from '../../components/sections/FactReview'
import { PageHero } from '../../components/sections/PageHero'
import { PointsGrid } from '../../components/sections/PointsGrid'
import { australiaPoints } from '../../content/australia-points'
import { pointsReading } from '../../content/points'
import { routes } from '../../content/routes'
import { withFacts } from '../../lib/facts/site'
import {
  australiaCalculatorGrid as grid,
  australiaGridProvenance as provenance,
} from '../../lib/points/grids'
import { australiaTables } from '../../lib/points/tables'

export default function Page() {
  const { content, review } = withFacts(australiaPoints, 'content/australia-points.ts', provenance.factNames)
  const { hero, calculator, grid: gridCopy } = content
  const options = {
    english: calculator.english.options,
    qualification: calculator.qualification.options,
    flags: calculator.flags.options,
    partner: calculator.partner.options,
  }
  const tables = australiaTables(grid, gridCopy, options, pointsReading.tableHeadings.points)
  return (
    <>
      <PageHero {...hero} />
      <CalculatorSection intro={calculator} noScript={pointsReading.noScript}>
        <Island
          of={AustraliaPointsCalculator}
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
