// Test scores to Canadian Language Benchmarks (NCLC for French), by IRCC's tables: each ability is read
// on its own column, and reaches the highest row whose score it meets.
import type { LanguageTables, ScoreRow } from './tables'
import { type Ability, abilities, type TestId } from './tests'

/** The tests Canada takes for Express Entry, and `clb` for levels given as they are. */
export const canadaTests = [
  'clb',
  'ielts',
  'celpip',
  'pte',
  'tef',
  'tcf',
] as const satisfies readonly TestId[]
export type CanadaTest = (typeof canadaTests)[number]

/** IRCC's tables alone: all a page taking Canadian scores hands its island. */
export type CanadaTables = Pick<LanguageTables, 'clb'>

/** The level `score` reaches in `ability`: the highest row it meets, or 0 below the table's lowest row. */
export function levelReached(rows: readonly ScoreRow<number>[], ability: Ability, score: number): number {
  return rows.find((row) => score >= row.min[ability])?.level ?? 0
}

/**
 * The CLB level of each ability. A table's top row is "10 and above": a score past it is CLB 10, which
 * CRS counts as 10 or more. Below the lowest row (CLB 4, or 3 for PTE Core) is 0, which no CRS line counts.
 */
export function clbLevels(
  tables: CanadaTables,
  test: CanadaTest,
  scores: Readonly<Record<Ability, number>>,
): Record<Ability, number> {
  const level = (ability: Ability) =>
    test === 'clb' ? scores[ability] : levelReached(tables.clb[test], ability, scores[ability])
  return Object.fromEntries(abilities.map((ability) => [ability, level(ability)])) as Record<Ability, number>
}

/** The next level up from `score` in `ability` and the score it takes, or undefined at the top row. */
export function nextClb(
  rows: readonly ScoreRow<number>[],
  ability: Ability,
  score: number,
): { level: number; score: number } | undefined {
  const above = rows.filter((row) => score < row.min[ability]).at(-1)
  return above && { level: above.level, score: above.min[ability] }
}
