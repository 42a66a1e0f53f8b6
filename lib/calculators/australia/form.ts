// The Australian calculator's form: its answers, and the English either as a level the visitor knows
// (`english`, as links have always given it) or as a test and its four scores (`test`, `r w l s`),
// whose level is the one every component reaches (LIN 25/016).

import { type AustraliaTables, australianEnglish } from '../../language-scores/australia'
import { englishForm } from '../../language-scores/english-form'
import { type AustraliaGrid, australiaQuery, parseAustraliaQuery } from './rules'

/** The tests whose scores are tabled, after "I know my level". */
export const australiaScoreTests = ['ielts', 'pte-academic', 'toefl', 'c1-advanced', 'celpip'] as const

export interface AustraliaFormGrid {
  points: AustraliaGrid
  tables: AustraliaTables
}

export const australiaForm = englishForm({
  tests: australiaScoreTests,
  parse: (query, { points }: AustraliaFormGrid) => parseAustraliaQuery(query, points),
  write: australiaQuery,
  // Competent, scoring nothing, when the scores reach no level: the page says so.
  reach: (answers, { test, scores }, { tables }) => {
    const reached = australianEnglish(tables, test, scores)
    return 'outcome' in reached
      ? undefined
      : { answers: { ...answers, english: reached.level ?? 'competent' }, reached }
  },
  // The lowest scores that reach the level the form had, so the total stays as it was.
  start: (answers, test, { tables }) =>
    tables.australia[test].find((row) => row.level === answers.english)?.min,
})
