// Test scores to Australia's English levels (Competent, Proficient, Superior; LIN 25/016 for tests taken
// from 7 August 2025): a level counts only when every component reaches it, so the level is the
// weakest component's, and the next level names each component still short of it.
import type { AustralianLevel, LanguageTables, ScoreRow } from './tables'
import { type Ability, abilities, type TestId } from './tests'

/** The tests whose Australian scores the registry holds; IELTS Academic and General Training share one. */
const tableOf = {
  ielts: 'ielts',
  'ielts-academic': 'ielts',
  'pte-academic': 'pte-academic',
  toefl: 'toefl',
  'c1-advanced': 'c1-advanced',
  celpip: 'celpip',
} as const satisfies Partial<Record<TestId, keyof LanguageTables['australia']>>
type AustraliaTest = keyof typeof tableOf

/** The Australian tables alone: all a page taking scores for Australia hands its island. */
export type AustraliaTables = Pick<LanguageTables, 'australia'>
const hasTable = (test: TestId): test is AustraliaTest => Object.hasOwn(tableOf, test)

/** Accepted since 7 August 2025, but their scores for these levels are in no source the registry could cite. */
const uncovered: readonly TestId[] = ['oet', 'languagecert', 'met']

export interface AustraliaResult {
  /** The level every component reaches; null below Competent. */
  level: AustralianLevel | null
  /** The level each component reaches on its own. */
  components: Record<Ability, AustralianLevel | null>
  /** The level above `level` and the score each component short of it needs; absent at Superior. */
  next?: { level: AustralianLevel; needed: Partial<Record<Ability, number>> }
}

const reached = (rows: readonly ScoreRow<AustralianLevel>[], ability: Ability, score: number) =>
  rows.findLast((row) => score >= row.min[ability])?.level ?? null

/**
 * The level a test report shows, or why none can be given here: a test Australia does not take (PTE
 * Core, CLB levels, the French tests), or one it takes whose scores the registry lacks.
 */
export function australianEnglish(
  tables: AustraliaTables,
  test: TestId,
  scores: Readonly<Record<Ability, number>>,
): AustraliaResult | { outcome: 'not-accepted' | 'not-covered' } {
  if (!hasTable(test)) return { outcome: uncovered.includes(test) ? 'not-covered' : 'not-accepted' }
  const rows = tables.australia[tableOf[test]]
  const components = Object.fromEntries(
    abilities.map((ability) => [ability, reached(rows, ability, scores[ability])]),
  ) as Record<Ability, AustralianLevel | null>
  // Rows run from Competent up: the level is the last of the rows met one after another.
  const meets = (row: ScoreRow<AustralianLevel>) => abilities.every((a) => scores[a] >= row.min[a])
  const count = rows.findIndex((row) => !meets(row))
  const level = (count === -1 ? rows.at(-1) : rows[count - 1])?.level ?? null
  const nextRow = count === -1 ? undefined : rows[count]
  if (!nextRow) return { level, components }
  const needed = Object.fromEntries(
    abilities.filter((ability) => scores[ability] < nextRow.min[ability]).map((a) => [a, nextRow.min[a]]),
  )
  return { level, components, next: { level: nextRow.level, needed } }
}
