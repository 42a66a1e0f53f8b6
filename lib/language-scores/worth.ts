// What one test report is worth at each destination (/language-scores): CLB levels and the CRS points
// of a first official language, Australia's level and its points, and the UK, New Zealand and German
// checks, each with what would lift it to the next step. The address holds the test and its scores
// as printed (`test`, `listening`, `reading`, `writing`, `speaking`, `overall`).
import { bandPoints, oneOf } from '../calculators/breakdown'
import type { CrsGrid } from '../calculators/crs/rules'
import { type AustraliaResult, australianEnglish } from './australia'
import { type CanadaTest, canadaTests, clbLevels, nextClb } from './clb'
import { type Check, germanyOpportunityCard, nzSkilledMigrant, ukSkilledWorker } from './destinations'
import type { AustralianLevel, LanguageTables } from './tables'
import { type Ability, abilities, overallTests, readScore, type ScoreProblem, type TestId } from './tests'

/** The tests the page reads: those whose scores some destination's table holds. */
export const scorePageTests = [
  'ielts',
  'ielts-academic',
  'celpip',
  'pte',
  'pte-academic',
  'tef',
  'tcf',
  'toefl',
  'c1-advanced',
] as const satisfies readonly TestId[]
type ScorePageTest = (typeof scorePageTests)[number]

/** Each ability's parameter, named in full as a visitor reads a link. */
export const scoreParameters: Record<Ability, string> = {
  l: 'listening',
  r: 'reading',
  w: 'writing',
  s: 'speaking',
}

/** A typed score: what was typed, kept, and why it was not read. */
interface TypedScore {
  typed: string | null
  problem?: ScoreProblem
}

export interface ScoreAnswers {
  test: ScorePageTest
  scores: Record<Ability | 'overall', TypedScore>
}

const typedOf = (
  query: URLSearchParams,
  name: string,
  read: (typed: string) => ReturnType<typeof readScore>,
) => {
  const typed = query.get(name)
  const reading = typed === null || typed.trim() === '' ? undefined : read(typed)
  return reading && 'problem' in reading ? { typed, problem: reading.problem } : { typed }
}

/** The answers a link gives; IELTS General Training when it names no test this page reads. */
export function parseScoreQuery(query: URLSearchParams): ScoreAnswers {
  const test = oneOf(query.get('test'), scorePageTests) ?? 'ielts'
  const scores = Object.fromEntries(
    abilities.map((a) => [a, typedOf(query, scoreParameters[a], (typed) => readScore(test, a, typed))]),
  ) as ScoreAnswers['scores']
  // An overall score is on the abilities' scale.
  scores.overall = overallTests.includes(test)
    ? typedOf(query, 'overall', (typed) => readScore(test, 'r', typed))
    : { typed: null }
  return { test, scores }
}

export function scoreQuery({ test, scores }: ScoreAnswers): URLSearchParams {
  const query = new URLSearchParams({ test })
  for (const a of abilities) {
    const typed = scores[a].typed?.trim()
    if (typed) query.set(scoreParameters[a], typed)
  }
  const overall = scores.overall.typed?.trim()
  if (overall) query.set('overall', overall)
  return query
}

/** The four scores, once all are typed and read; the overall score where one was given. */
export function readScores(
  answers: ScoreAnswers,
): { scores: Record<Ability, number>; overall?: number } | undefined {
  const read = (score: TypedScore) =>
    score.typed?.trim() && !score.problem ? Number(score.typed.trim().replace(',', '.')) : undefined
  const scores = Object.fromEntries(abilities.map((a) => [a, read(answers.scores[a])]))
  if (abilities.some((a) => scores[a] === undefined)) return undefined
  const overall = read(answers.scores.overall)
  return { scores: scores as Record<Ability, number>, ...(overall === undefined ? {} : { overall }) }
}

export type CanadaWorth =
  | { outcome: 'not-accepted' }
  | {
      levels: Record<Ability, number>
      /** A first official language's CRS points, all four abilities. */
      points: { single: number; withSpouse: number }
      /** The next level up in each ability and the score it takes; absent at the chart's top. */
      next: Partial<Record<Ability, { level: number; score: number }>>
    }

type AustraliaWorth = { outcome: 'not-accepted' | 'not-covered' } | (AustraliaResult & { points: number })

export interface Worth {
  canada: CanadaWorth
  australia: AustraliaWorth
  uk: Check
  nz: Check
  germany: Check
}

/** What the page needs of the points grids: CRS's first-language bands and Australia's English points. */
export interface WorthGrids {
  crs: Pick<CrsGrid, 'firstLanguage'>
  australia: Record<AustralianLevel, number>
}

const isCanadaTest = (test: TestId): test is Exclude<CanadaTest, 'clb'> =>
  test !== 'clb' && (canadaTests as readonly TestId[]).includes(test)

export function scoresWorth(
  tables: LanguageTables,
  grids: WorthGrids,
  test: ScorePageTest,
  read: { scores: Record<Ability, number>; overall?: number },
): Worth {
  const { scores } = read
  const result = { test, ...read }
  const australia = australianEnglish(tables, test, scores)
  return {
    canada: isCanadaTest(test) ? canadaWorth(tables, grids, test, scores) : { outcome: 'not-accepted' },
    australia:
      'outcome' in australia
        ? australia
        : { ...australia, points: australia.level ? grids.australia[australia.level] : 0 },
    uk: ukSkilledWorker(tables, result),
    nz: nzSkilledMigrant(tables, result),
    germany: germanyOpportunityCard(tables, result),
  }
}

function canadaWorth(
  tables: LanguageTables,
  grids: WorthGrids,
  test: Exclude<CanadaTest, 'clb'>,
  scores: Record<Ability, number>,
): CanadaWorth {
  const levels = clbLevels(tables, test, scores)
  const points = (key: 'single' | 'withSpouse') => {
    const bands = grids.crs.firstLanguage.map((band) => ({ min: band.min, points: band[key] }))
    return abilities.reduce((sum, a) => sum + bandPoints(bands, levels[a]), 0)
  }
  const next = Object.fromEntries(
    abilities.flatMap((a) => {
      const step = nextClb(tables.clb[test], a, scores[a])
      return step ? [[a, step]] : []
    }),
  )
  return { levels, points: { single: points('single'), withSpouse: points('withSpouse') }, next }
}
