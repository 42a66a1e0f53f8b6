// The CRS calculator's language answers from its address: `test` (first official language), `test2`
// (second) and `stest` (the spouse's), each with the four abilities (`r w l s`, `r2`…, `sr`…) read on that
// test's scale and converted to CLB levels. A link with no `test` reads its levels as CLB, exactly as
// parseCrsQuery always has, so links shared before tests were taken still open with the same answers.

import { type CanadaTables, type CanadaTest, canadaTests, clbLevels } from '../../language-scores/clb'
import {
  type Ability,
  abilities,
  readScore,
  type ScoreProblem,
  testLanguage,
} from '../../language-scores/tests'
import { oneOf, wholeNumber } from '../breakdown'
import { type CrsAnswers, type CrsGrid, crsDefaults, officialLanguages, parseCrsQuery } from './rules'

export const crsLanguages = ['first', 'second', 'spouse'] as const
export type CrsLanguage = (typeof crsLanguages)[number]

/** Each language's test parameter and its four ability parameters. */
export const crsParameters: Record<CrsLanguage, { test: string; name: (ability: Ability) => string }> = {
  first: { test: 'test', name: (a) => a },
  second: { test: 'test2', name: (a) => `${a}2` },
  spouse: { test: 'stest', name: (a) => `s${a}` },
}

/** One ability as the address gave it: what was typed (kept for the page), and why it was not read. */
interface AbilityAnswer {
  typed: string | null
  problem?: ScoreProblem
}

export interface LanguageAnswer {
  test: CanadaTest
  abilities: Record<Ability, AbilityAnswer>
  /** CLB levels; a missing or unread ability takes its default, as in parseCrsQuery. */
  levels: Record<Ability, number>
  /** A second language tested in the first one's language is no second language: it counts nothing. */
  problem?: 'same-language-as-first'
}

const none: Record<Ability, number> = { r: 0, w: 0, l: 0, s: 0 }

function readLanguage(
  query: URLSearchParams,
  tables: CanadaTables,
  language: CrsLanguage,
  fallback: (ability: Ability) => number,
): LanguageAnswer {
  const { test: testParameter, name } = crsParameters[language]
  const test = oneOf(query.get(testParameter), canadaTests) ?? 'clb'
  const answers = {} as Record<Ability, AbilityAnswer>
  const scores = {} as Record<Ability, number | undefined>
  for (const ability of abilities) {
    const typed = query.get(name(ability))
    const reading = typed === null ? undefined : readScore(test, ability, typed)
    answers[ability] = reading && 'problem' in reading ? { typed, problem: reading.problem } : { typed }
    // CLB levels are read as parseCrsQuery reads them, character for character.
    scores[ability] =
      test === 'clb' ? wholeNumber(typed, 0, 12) : reading && 'score' in reading ? reading.score : undefined
  }
  const read = Object.fromEntries(abilities.map((a) => [a, scores[a] ?? 0])) as Record<Ability, number>
  const converted = clbLevels(tables, test, read)
  const levels = Object.fromEntries(
    abilities.map((a) => [a, scores[a] === undefined ? fallback(a) : converted[a]]),
  ) as Record<Ability, number>
  return { test, abilities: answers, levels }
}

/** The three languages' answers; the spouse's count only with `spouse=1`, as in parseCrsQuery. */
export function readCrsLanguages(
  query: URLSearchParams,
  tables: CanadaTables,
): Record<CrsLanguage, LanguageAnswer> {
  const first = readLanguage(query, tables, 'first', (a) => crsDefaults[a])
  const second = readLanguage(query, tables, 'second', () => 0)
  const spouse = readLanguage(query, tables, 'spouse', () => 0)
  const firstLanguage =
    testLanguage(first.test) ?? oneOf(query.get('first'), officialLanguages) ?? crsDefaults.first
  if (testLanguage(second.test) === firstLanguage) {
    second.problem = 'same-language-as-first'
    second.levels = none
  }
  if (query.get('spouse') !== '1') spouse.levels = none
  return { first, second, spouse }
}

/**
 * The calculator's answers from its address, scores converted to CLB. A test names the first official
 * language (IELTS, CELPIP, PTE Core: English; TEF, TCF: French); with CLB levels `first` says which.
 */
export function crsAnswersFromQuery(query: URLSearchParams, grid: CrsGrid, tables: CanadaTables): CrsAnswers {
  const answers = parseCrsQuery(query, grid)
  const { first, second, spouse } = readCrsLanguages(query, tables)
  const levels = (language: LanguageAnswer, name: (ability: Ability) => string) =>
    Object.fromEntries(abilities.map((a) => [name(a), language.levels[a]]))
  return {
    ...answers,
    first: testLanguage(first.test) ?? answers.first,
    ...levels(first, crsParameters.first.name),
    ...levels(second, crsParameters.second.name),
    ...levels(spouse, crsParameters.spouse.name),
  }
}
