// The CRS calculator's form: its answers, and for each language the test taken and the scores as typed.
// The form is always what its own link reads as (parseCrsForm of crsFormQuery), so a result on the
// page and the same link opened later agree, a score that cannot be read included.

import type { CanadaTables, CanadaTest } from '../../language-scores/clb'
import { type Ability, abilities } from '../../language-scores/tests'
import {
  type CrsLanguage,
  crsAnswersFromQuery,
  crsLanguages,
  crsParameters,
  type LanguageAnswer,
  readCrsLanguages,
} from './query'
import { type CrsAnswers, type CrsGrid, crsQuery } from './rules'

export type CrsForm = CrsAnswers & { languages: Record<CrsLanguage, LanguageAnswer> }

/** What the form is read with: the points grid and IRCC's tables, both plain numbers. */
export interface CrsFormGrid {
  crs: CrsGrid
  tables: CanadaTables
}

export function parseCrsForm(query: URLSearchParams, { crs, tables }: CrsFormGrid): CrsForm {
  return { ...crsAnswersFromQuery(query, crs, tables), languages: readCrsLanguages(query, tables) }
}

/**
 * The link of a form: CLB levels as crsQuery has always written them, and a language given as test
 * scores by its test and the scores as typed (an empty one left out, so it takes its default).
 */
export function crsFormQuery(form: CrsForm): URLSearchParams {
  const query = crsQuery(form)
  for (const language of crsLanguages) {
    const { test, abilities: typed } = form.languages[language]
    if (test === 'clb' || (language === 'spouse' && !form.spouse)) continue
    const { test: testParameter, name } = crsParameters[language]
    query.set(testParameter, test)
    for (const ability of abilities) {
      const text = typed[ability].typed?.trim()
      if (text) query.set(name(ability), text)
      else query.delete(name(ability))
    }
  }
  return query
}

const levelParameter = (language: CrsLanguage, ability: Ability) =>
  crsParameters[language].name(ability) as keyof CrsAnswers

/** The form with one score typed into `language`'s `ability`. */
export function withScore(
  form: CrsForm,
  language: CrsLanguage,
  ability: Ability,
  typed: string,
  grid: CrsFormGrid,
): CrsForm {
  const answer = form.languages[language]
  const languages = {
    ...form.languages,
    [language]: { ...answer, abilities: { ...answer.abilities, [ability]: { typed } } },
  }
  return parseCrsForm(crsFormQuery({ ...form, languages }), grid)
}

/**
 * The form with `language` given as `test`. Its scores start at the lowest that keep each level the
 * language had (CLB 8 in listening is IELTS 7.5), so changing how a result is entered leaves the total
 * as it was; a level below the test's chart starts empty.
 */
export function withTest(form: CrsForm, language: CrsLanguage, test: CanadaTest, grid: CrsFormGrid): CrsForm {
  const levels = Object.fromEntries(
    abilities.map((ability) => [ability, form[levelParameter(language, ability)] as number]),
  ) as Record<Ability, number>
  const typed = (ability: Ability) => {
    if (test === 'clb') return null
    const row = grid.tables.clb[test].find((candidate) => candidate.level <= levels[ability])
    return row && levels[ability] > 0 ? String(row.min[ability]) : null
  }
  const answer: LanguageAnswer = {
    test,
    abilities: Object.fromEntries(
      abilities.map((a) => [a, { typed: typed(a) }]),
    ) as LanguageAnswer['abilities'],
    levels,
  }
  // Back to CLB levels, the form keeps the levels the scores gave.
  const kept = Object.fromEntries(abilities.map((a) => [levelParameter(language, a), levels[a]]))
  return parseCrsForm(
    crsFormQuery({ ...form, ...kept, languages: { ...form.languages, [language]: answer } }),
    grid,
  )
}
