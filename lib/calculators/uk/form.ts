// The UK Skilled Worker calculator's form: the English box it has always asked, or a test and its
// scores as printed, which tick it when they reach the level (destinations.ts).

import { ukSkilledWorker } from '../../language-scores/destinations'
import { englishForm, type RouteFormGrid, tickedBy } from '../../language-scores/english-form'
import { parseUkQuery, type UkAnswers, type UkGrid, ukQuery } from './rules'

type UkFormGrid = RouteFormGrid<UkGrid, 'uk'>

/** IELTS for UKVI alone: the secure versions of PTE Academic and LANGUAGECERT have no B2 scores in the registry. */
export const ukForm = englishForm({
  tests: ['ielts'],
  parse: (query, _grid: UkFormGrid) => parseUkQuery(query),
  write: ukQuery,
  reach: (answers: UkAnswers, read, { tables }) => tickedBy(answers, ukSkilledWorker(tables, read)),
})
