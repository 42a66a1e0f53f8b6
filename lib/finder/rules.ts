// The finder's thresholds, from the fact registry when the page is prerendered: only these numbers
// travel to the browser.
import { facts } from '../../content/facts'
import { germanyCalculatorGrid, germanyGridProvenance } from '../calculators/grids'
import { languageTables } from '../language-scores/tables'
import { packTables } from './english-tables'
import type { FinderRules } from './finder'

const { clb, australia, uk, nz, germany } = languageTables

export const finderRules = {
  australiaUnderAge: facts.australia.pointsTest.maxAge.value,
  nzMaxAge: facts.nz.residence.maxAge.value,
  canadaExperience: facts.canada.expressEntry.fsw.experience.value,
  minimumClb: facts.canada.expressEntry.fsw.minimumClb.value,
  germany: germanyCalculatorGrid,
  // The English tests' tables alone: the French ones (TEF, TCF) answer no question the finder asks.
  english: { clb: { ielts: clb.ielts, celpip: clb.celpip, pte: clb.pte }, australia, uk, nz, germany },
} satisfies FinderRules

/**
 * The rules as the page hands them to the finder's island: its score tables packed, and loaded apart
 * (content/finder-occupations.ts), once the visitor gives scores.
 */
export const finderIslandRules = { ...finderRules, english: packTables(finderRules.english) }

/** What the page itself carries: the rules but the score tables. */
export const finderPageRules: Omit<FinderRules, 'english'> = (({ english: _, ...rest }) => rest)(finderRules)

/**
 * The facts the rules rest on, beside those the copy states: the page's review lists them. The score
 * tables' sources (five official pages and fifteen copies and reports) are /language-scores's, which
 * the page links under the finder: listed here too they put the page 1.5 KB gzipped past its budget.
 */
export const finderFactNames = [
  'australia.pointsTest.maxAge',
  'nz.residence.maxAge',
  'canada.expressEntry.fsw.experience',
  ...germanyGridProvenance.factNames,
]
