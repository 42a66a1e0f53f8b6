// The finder's thresholds, from the fact registry when the page is prerendered: only these numbers
// travel to the browser.
import { facts } from '../../content/facts'
import { germanyCalculatorGrid, germanyGridProvenance } from '../points/grids'
import type { FinderRules } from './finder'

export const finderRules: FinderRules = {
  australiaUnderAge: facts.australia.pointsTest.maxAge.value,
  nzMaxAge: facts.nz.residence.maxAge.value,
  canadaExperience: facts.canada.expressEntry.fsw.experience.value,
  germany: germanyCalculatorGrid,
}

/** The facts the rules rest on, beside those the copy states: the page's review lists them. */
export const finderFactNames = [
  'australia.pointsTest.maxAge',
  'nz.residence.maxAge',
  'canada.expressEntry.fsw.experience',
  ...germanyGridProvenance.factNames,
]
