import type { PageContextServer } from 'vike/types'
import AustraliaPointsCalculator from '../../components/islands/AustraliaPointsCalculator'
import { Island } from '../../components/layout/Island'
import { usePageRoute } from '../../components/layout/PageLanguage'
import { CalculatorPage } from '../../components/sections/CalculatorPage'
import { copyIn } from '../../content/copy'
import { occupationToolProps } from '../../content/occupation-tools'
import { australiaTables } from '../../lib/calculators/australia/tables'
import {
  australiaCalculatorGrid as grid,
  australiaGridProvenance as provenance,
} from '../../lib/calculators/grids'
import { calculatorIslandProps } from '../../lib/calculators/island-props'
import { reviewOfStated } from '../../lib/facts/site'
import { languageTableFacts, languageTables } from '../../lib/language-scores/tables'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { australiaPoints, englishScores, pointsReading, routeTimes } = copyIn(pageContext.locale)
  const { hero, calculator, grid: gridCopy, stated } = australiaPoints
  const review = reviewOfStated(stated, [...provenance.factNames, ...languageTableFacts.australia])
  const options = {
    english: calculator.english.options,
    qualification: calculator.qualification.options,
    flags: calculator.flags.options,
    partner: calculator.partner.options,
  }
  const tables = australiaTables(grid, gridCopy, options, pointsReading.tableHeadings.points)
  return (
    <CalculatorPage
      hero={hero}
      intro={calculator}
      grid={{ ...gridCopy, tables, asOf: provenance.asOf }}
      review={review}
      time={routeTimes.australiaSkilled}
      reading={pointsReading}
    >
      <Island
        of={AustraliaPointsCalculator}
        hydrate="interaction-or-query"
        props={{
          grid,
          copy: calculator,
          ...calculatorIslandProps(usePageRoute().path, provenance, copyIn(pageContext.locale)),
          englishTables: { australia: languageTables.australia },
          testsCopy: englishScores,
          occupation: occupationToolProps('australia', pageContext.locale),
        }}
      />
    </CalculatorPage>
  )
}
