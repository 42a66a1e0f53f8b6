// A calculator's English, given either as the answer it has always asked (`level`, "I know my level":
// the default, so a link shared before tests were taken opens with the same answers) or as a test and
// the scores its report prints: `test`, `r w l s`, and `overall` where the route reads the overall
// score. Each score is kept as typed and read on the test's scale or refused with a reason; once the
// four are read, the route's own rule (`reach`) gives the answer the calculator scores, and until then
// the answer the link gave stays. The form is always what its own link reads as.
import { oneOf } from '../calculators/breakdown'
import type { Check } from './destinations'
import type { LanguageTables } from './tables'
import { type Ability, abilities, readScore, type ScoreProblem, type TestId } from './tests'

export const scoreFields = [...abilities, 'overall'] as const
export type ScoreField = (typeof scoreFields)[number]

/** One score as typed, and why it was not read. */
export interface TypedScore {
  typed: string | null
  problem?: ScoreProblem
}

/** The scores read, once all four are; the overall score where it was typed and the route reads it. */
interface ReadScores<T extends TestId> {
  test: T
  scores: Record<Ability, number>
  overall?: number
}

export type EnglishForm<A, T extends TestId, R> = A & {
  test: T | 'level'
  scores: Record<ScoreField, TypedScore>
  /** What the scores reach, once all four are read. */
  reached?: R
}

export interface EnglishRoute<A, G, T extends TestId, R> {
  /** The tests the page offers after "I know my level": those whose scores the registry holds for it. */
  tests: readonly T[]
  /** The tests whose overall score the route reads: the page asks for it beside the four. */
  overall?: readonly T[]
  /** The calculator's own answers, as its links have always given them. */
  parse: (query: URLSearchParams, grid: G) => A
  write: (answers: A) => URLSearchParams
  /** The answers the scores give and what they reached; undefined when they give nothing to score. */
  reach: (answers: A, read: ReadScores<T>, grid: G) => { answers: A; reached: R } | undefined
  /** The scores a test starts at when chosen, to keep the answer as it was; none by default. */
  start?: (answers: A, test: T, grid: G) => Partial<Record<Ability, number>> | undefined
}

const untyped = Object.fromEntries(scoreFields.map((field) => [field, { typed: null }])) as Record<
  ScoreField,
  TypedScore
>

/** The form's reading and writing for one route, and the two ways a visitor changes its English. */
export function englishForm<A extends object, G, T extends TestId, R>(route: EnglishRoute<A, G, T, R>) {
  type Form = EnglishForm<A, T, R>
  const choices: readonly (T | 'level')[] = ['level', ...route.tests]
  const readsOverall = (test: T | 'level') => test !== 'level' && (route.overall ?? []).includes(test)

  /** The answers as the level question gives them: how the page opens. */
  const withLevel = (answers: A): Form => ({ ...answers, test: 'level', scores: untyped })

  function parse(query: URLSearchParams, grid: G): Form {
    const answers = route.parse(query, grid)
    const test = oneOf(query.get('test'), choices) ?? 'level'
    if (test === 'level') return withLevel(answers)
    const scores = {} as Record<ScoreField, TypedScore>
    const read: Partial<Record<ScoreField, number>> = {}
    for (const field of scoreFields) {
      const typed = field === 'overall' && !readsOverall(test) ? null : query.get(field)
      // An overall score is on the abilities' scale.
      const reading = typed?.trim() ? readScore(test, field === 'overall' ? 'r' : field, typed) : undefined
      scores[field] = reading && 'problem' in reading ? { typed, problem: reading.problem } : { typed }
      if (reading && 'score' in reading) read[field] = reading.score
    }
    const { overall, ...four } = read
    // A refused score, the overall one included, gives nothing until it is corrected.
    const unread = scoreFields.some((field) => scores[field].problem)
    if (unread || abilities.some((ability) => four[ability] === undefined))
      return { ...answers, test, scores }
    const scoresRead = {
      test,
      scores: four as Record<Ability, number>,
      ...(overall === undefined ? {} : { overall }),
    }
    const given = route.reach(answers, scoresRead, grid)
    return given ? { ...given.answers, test, scores, reached: given.reached } : { ...answers, test, scores }
  }

  /** The link of a form: its answers as before, and a test with its scores as typed (an empty one left out). */
  function query(form: Form): URLSearchParams {
    const written = route.write(form)
    if (form.test === 'level') return written
    written.set('test', form.test)
    for (const field of scoreFields) {
      const typed = form.scores[field].typed?.trim()
      if (typed) written.set(field, typed)
    }
    return written
  }

  /** The form with one score typed. */
  const withScore = (form: Form, field: ScoreField, typed: string, grid: G): Form =>
    parse(query({ ...form, scores: { ...form.scores, [field]: { typed } } }), grid)

  /** The form with its English given as `test`, or back as a level (which keeps the one the scores gave). */
  function withTest(form: Form, test: T | 'level', grid: G): Form {
    const start = test === 'level' ? undefined : route.start?.(form, test, grid)
    const scores = Object.fromEntries(
      scoreFields.map((field) => {
        const score = field === 'overall' ? undefined : start?.[field]
        return [field, { typed: score === undefined ? null : String(score) }]
      }),
    ) as Record<ScoreField, TypedScore>
    return parse(query({ ...form, test, scores }), grid)
  }

  return { tests: choices, readsOverall, withLevel, parse, query, withScore, withTest }
}

/** One route's form, as englishForm makes it. */
export type EnglishFormOf<A extends object, G, T extends TestId, R> = ReturnType<
  typeof englishForm<A, G, T, R>
>

/** A calculator's points and the score tables its route reads: plain numbers, for its island. */
export interface RouteFormGrid<Points, Table extends keyof LanguageTables> {
  points: Points
  tables: Pick<LanguageTables, Table>
}

/** What scores reached on a yes-or-no rule: met, or what is still short; New Zealand may need the overall. */
export type EnglishCheck = Extract<Check, { outcome: 'met' | 'short' | 'needs-overall' }>

/** The `english` box a yes-or-no rule's check ticks, and the check to show (destinations.ts). */
export const tickedBy = <A extends { english: boolean }>(
  answers: A,
  check: Check,
): { answers: A; reached: EnglishCheck } | undefined =>
  check.outcome === 'met' || check.outcome === 'short'
    ? { answers: { ...answers, english: check.outcome === 'met' }, reached: check }
    : check.outcome === 'needs-overall'
      ? { answers, reached: check }
      : undefined
