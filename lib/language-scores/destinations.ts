// Whether test scores meet the English the UK Skilled Worker route, New Zealand's Skilled Migrant
// Category and Germany's Opportunity Card ask for. Each answer says what is still short, or why the
// test cannot be judged here: one the route does not take, or one whose scores the registry lacks.
import type { LanguageTables } from './tables'
import { type Ability, abilities, type TestId } from './tests'

/** Scores as printed: the four abilities, and the overall score where the report gives one. */
export interface TestScores {
  test: TestId
  scores: Readonly<Record<Ability, number>>
  overall?: number
}

export type Check =
  | { outcome: 'met' }
  /** The scores each ability (or the overall score) still needs. */
  | { outcome: 'short'; needed: Partial<Record<Ability | 'overall', number>> }
  /** The route does not take this test. */
  | { outcome: 'not-accepted' }
  /** The route may take it, but the registry holds no score for it: the page sends the visitor to the source. */
  | { outcome: 'not-covered' }
  /** The rule reads the overall score, which this test's report gives and the visitor did not. */
  | { outcome: 'needs-overall' }

const short = (scores: Readonly<Record<Ability, number>>, min: number): Check => {
  const needed = Object.fromEntries(abilities.filter((a) => scores[a] < min).map((a) => [a, min]))
  return Object.keys(needed).length === 0 ? { outcome: 'met' } : { outcome: 'short', needed }
}

const overallAtLeast = (overall: number, min: number): Check =>
  overall >= min ? { outcome: 'met' } : { outcome: 'short', needed: { overall: min } }

/**
 * IELTS's overall band: the mean of the four bands to the nearest half band, a quarter rounding up
 * (6.25 is 6.5, 6.75 is 7) and an eighth down (6.125 is 6).
 */
export function ieltsOverall(scores: Readonly<Record<Ability, number>>): number {
  const sum = abilities.reduce((total, a) => total + scores[a], 0)
  return Math.floor(sum / 2 + 0.5) / 2
}

/** TOEFL iBT's total: the four section scores added up. */
const toeflTotal = (scores: Readonly<Record<Ability, number>>) => abilities.reduce((t, a) => t + scores[a], 0)

const isIelts = (test: TestId) => test === 'ielts' || test === 'ielts-academic'

/**
 * UK Skilled Worker, a first application: CEFR B2 in all four abilities (uk.skilledWorker.englishLevel).
 * Only a secure English language test counts; of those the registry holds IELTS for UKVI, whose report
 * reads as IELTS's does (the page says the UKVI version is the one that counts).
 */
export function ukSkilledWorker(tables: Pick<LanguageTables, 'uk'>, { test, scores }: TestScores): Check {
  if (isIelts(test)) return short(scores, tables.uk.ieltsB2)
  // PTE Academic and LANGUAGECERT have secure (UKVI) versions whose B2 scores the registry lacks.
  if (test === 'pte-academic' || test === 'languagecert' || test === 'clb') return { outcome: 'not-covered' }
  return { outcome: 'not-accepted' }
}

/** New Zealand Skilled Migrant Category, principal applicant: an overall score (IELTS 6.5 and its equivalents). */
export function nzSkilledMigrant(
  tables: Pick<LanguageTables, 'nz'>,
  { test, scores, overall }: TestScores,
): Check {
  const { nz } = tables
  if (isIelts(test)) return overallAtLeast(overall ?? ieltsOverall(scores), nz.ieltsOverall)
  if (test === 'toefl') return overallAtLeast(overall ?? toeflTotal(scores), nz.toeflTotal)
  if (test === 'pte-academic')
    return overall === undefined
      ? { outcome: 'needs-overall' }
      : overallAtLeast(overall, nz.pteAcademicOverall)
  return { outcome: 'not-covered' }
}

/**
 * Germany's Opportunity Card on points: the English level a certificate shows (B2 is the prerequisite
 * German A1 can stand in for; C1 earns a point), read from the overall score by the test maker's CEFR
 * table. `none` below B2, as lib/calculators/germany/rules.ts names it; undefined where the registry holds no table.
 */
export function germanEnglishLevel(
  tables: Pick<LanguageTables, 'germany'>,
  { test, scores, overall }: TestScores,
): 'none' | 'b2' | 'c1' | undefined {
  const cefr = isIelts(test)
    ? { score: overall ?? ieltsOverall(scores), table: tables.germany.ielts }
    : test === 'toefl'
      ? { score: overall ?? toeflTotal(scores), table: tables.germany.toefl }
      : undefined
  if (!cefr) return undefined
  return cefr.score >= cefr.table.c1 ? 'c1' : cefr.score >= cefr.table.b2 ? 'b2' : 'none'
}

/** The Opportunity Card's English prerequisite (German A1, the other way to meet it, takes a certificate, not scores). */
export function germanyOpportunityCard(tables: LanguageTables, result: TestScores): Check {
  const level = germanEnglishLevel(tables, result)
  if (level === undefined) return { outcome: 'not-covered' }
  if (level !== 'none') return { outcome: 'met' }
  const needed = isIelts(result.test) ? tables.germany.ielts.b2 : tables.germany.toefl.b2
  return { outcome: 'short', needed: { overall: needed } }
}
