// The New Zealand Skilled Migrant calculator's form: the English box it has always asked, or a test and
// its scores as printed, which tick it when they meet INZ's overall score (destinations.ts).

import { nzSkilledMigrant } from '../../language-scores/destinations'
import { englishForm, type RouteFormGrid, tickedBy } from '../../language-scores/english-form'
import { type NzAnswers, type NzGrid, nzQuery, parseNzQuery } from './rules'

type NzFormGrid = RouteFormGrid<NzGrid, 'nz'>

/** New Zealand reads IELTS's overall band (worked out from the four when not typed) and PTE Academic's overall. */
export const nzForm = englishForm({
  tests: ['ielts', 'toefl', 'pte-academic'],
  overall: ['ielts', 'pte-academic'],
  parse: (query, _grid: NzFormGrid) => parseNzQuery(query),
  write: nzQuery,
  reach: (answers: NzAnswers, read, { tables }) => tickedBy(answers, nzSkilledMigrant(tables, read)),
})
