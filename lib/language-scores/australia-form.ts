// The Australian calculator's form: its answers, and the English either as a level the visitor knows
// (`english`, as links have always given it) or as a test and its four scores (`test`, `r w l s`),
// whose level is the one every component reaches (LIN 25/016). As with the CRS form, the form is
// always what its own link reads as, a score that cannot be read included.
import {
  type AustraliaAnswers,
  type AustraliaGrid,
  australiaQuery,
  parseAustraliaQuery,
} from '../points/australia'
import { oneOf } from '../points/breakdown'
import { type AustraliaResult, type AustraliaTables, australianEnglish } from './australia'
import { type Ability, abilities, readScore, type ScoreProblem } from './tests'

/** `level`: the visitor gives Competent, Proficient or Superior; the rest are tests whose scores are tabled. */
export const australiaScoreTests = [
  'level',
  'ielts',
  'pte-academic',
  'toefl',
  'c1-advanced',
  'celpip',
] as const
export type AustraliaScoreTest = (typeof australiaScoreTests)[number]

/** One component as typed, and why it was not read. */
interface ComponentAnswer {
  typed: string | null
  problem?: ScoreProblem
}

export type AustraliaForm = AustraliaAnswers & {
  test: AustraliaScoreTest
  scores: Record<Ability, ComponentAnswer>
  /** What the four scores give, once all four are read. */
  reached?: AustraliaResult
}

export interface AustraliaFormGrid {
  points: AustraliaGrid
  tables: AustraliaTables
}

const untyped = Object.fromEntries(abilities.map((a) => [a, { typed: null }])) as AustraliaForm['scores']

/**
 * The form a link gives. With a test, the English is the level the four scores reach (Competent,
 * scoring nothing, when they reach none: the page says so); until all four are read it is `english`.
 */
export function parseAustraliaForm(
  query: URLSearchParams,
  { points, tables }: AustraliaFormGrid,
): AustraliaForm {
  const answers = parseAustraliaQuery(query, points)
  const test = oneOf(query.get('test'), australiaScoreTests) ?? 'level'
  if (test === 'level') return { ...answers, test, scores: untyped }
  const scores = {} as AustraliaForm['scores']
  const read = {} as Record<Ability, number>
  for (const ability of abilities) {
    const typed = query.get(ability)
    const reading = typed === null ? undefined : readScore(test, ability, typed)
    scores[ability] = reading && 'problem' in reading ? { typed, problem: reading.problem } : { typed }
    if (reading && 'score' in reading) read[ability] = reading.score
  }
  if (Object.keys(read).length < abilities.length) return { ...answers, test, scores }
  const reached = australianEnglish(tables, test, read)
  if ('outcome' in reached) return { ...answers, test, scores }
  return { ...answers, english: reached.level ?? 'competent', test, scores, reached }
}

/** The link of a form: its answers as before, and a test with its scores as typed (an empty one left out). */
export function australiaFormQuery(form: AustraliaForm): URLSearchParams {
  const query = australiaQuery(form)
  if (form.test === 'level') return query
  query.set('test', form.test)
  for (const ability of abilities) {
    const typed = form.scores[ability].typed?.trim()
    if (typed) query.set(ability, typed)
  }
  return query
}

/** The form with one component's score typed. */
export function withComponent(
  form: AustraliaForm,
  ability: Ability,
  typed: string,
  grid: AustraliaFormGrid,
): AustraliaForm {
  const scores = { ...form.scores, [ability]: { typed } }
  return parseAustraliaForm(australiaFormQuery({ ...form, scores }), grid)
}

/**
 * The form with its English given as `test`: the scores start at the lowest that reach the level it
 * had, so the total stays as it was; back to `level`, the level the scores gave is kept.
 */
export function withEnglishTest(
  form: AustraliaForm,
  test: AustraliaScoreTest,
  grid: AustraliaFormGrid,
): AustraliaForm {
  const row =
    test === 'level'
      ? undefined
      : grid.tables.australia[test].find((candidate) => candidate.level === form.english)
  const scores = Object.fromEntries(
    abilities.map((a) => [a, { typed: row ? String(row.min[a]) : null }]),
  ) as AustraliaForm['scores']
  return parseAustraliaForm(australiaFormQuery({ ...form, test, scores }), grid)
}
