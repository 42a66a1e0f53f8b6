import type { PageContextServer } from 'vike/types'
import GermanyOpportunityCardCalculator from '../../components/islands/GermanyOpportunityCardCalculator'
import { Island } from '../../components/layout/Island'
import { usePageRoute } from '../../components/layout/PageLanguage'
import { CalculatorPage } from '../../components/sections/CalculatorPage'
import { copyIn } from '../../content/copy'
import { occupationToolProps } from '../../content/occupation-tools'
import { germanyTables } from '../../lib/calculators/germany/tables'
import {
  germanyCalculatorGrid as grid,
  germanyGridProvenance as provenance,
} from '../../lib/calculators/grids'
import { calculatorIslandProps } from '../../lib/calculators/island-props'
import { reviewOfStated } from '../../lib/facts/site'
import { languageTableFacts, languageTables } from '../../lib/language-scores/tables'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { germanyOpportunityCard, layoutCopy, pointsReading, routeTimes, englishScores } = copyIn(
    pageContext.locale,
  )
  const { hero, calculator, grid: gridCopy, breadcrumb, stated } = germanyOpportunityCard
  const review = reviewOfStated(stated, [...provenance.factNames, ...languageTableFacts.germany])
  const tables = germanyTables(grid, gridCopy, pointsReading.tableHeadings.points)
  return (
    <CalculatorPage
      hero={hero}
      intro={calculator}
      grid={{ ...gridCopy, tables, asOf: provenance.asOf }}
      review={review}
      time={routeTimes.germanyOpportunityCard}
      reading={pointsReading}
      breadcrumb={{ label: layoutCopy.breadcrumb, trail: breadcrumb }}
    >
      <Island
        of={GermanyOpportunityCardCalculator}
        hydrate="interaction-or-query"
        props={{
          grid,
          copy: calculator,
          englishTables: { germany: languageTables.germany },
          testsCopy: englishScores,
          occupation: occupationToolProps('germany', pageContext.locale),
          ...calculatorIslandProps(usePageRoute().path, provenance, copyIn(pageContext.locale)),
        }}
      />
    </CalculatorPage>
  )
}
