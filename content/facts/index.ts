// The fact registry: every figure and rule the site states, one module per country. A catalogue
// message states a fact as an argument (lib/facts/site.ts `statedIn`); Markdown posts with
// `{{fact canada.crs.provincialNomination}}` (`statedText`). `npm run facts` lists them all with their
// age and review date.
import { advice } from './advice'
import { advisers } from './advisers'
import { australia } from './australia'
import { canada } from './canada'
import { fraud } from './fraud'
import { germany } from './germany'
import { india } from './india'
import { languageScores } from './language-scores'
import { nz } from './nz'
import type { FactGroup } from './types'
import { uk } from './uk'
import { us } from './us'

export const facts = {
  canada,
  australia,
  uk,
  germany,
  nz,
  us,
  advice,
  advisers,
  fraud,
  india,
  languageScores,
} as const satisfies FactGroup
