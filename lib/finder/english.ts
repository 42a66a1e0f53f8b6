// The finder's English given as a test's scores (`test`, `r w l s`, and `overall` where a rule reads
// it) instead of a CEFR level. Each route reads them by its destination's rule in the conversion
// registry where one exists; else by the CEFR level the test maker's table gives (IELTS, TOEFL), as a
// chosen level is read; else it cannot judge them, and the route says "check", never a guessed pass.
import { australianEnglish } from '../language-scores/australia'
import { levelReached } from '../language-scores/clb'
import { germanEnglishLevel, nzSkilledMigrant, ukSkilledWorker } from '../language-scores/destinations'
import type { AustralianLevel } from '../language-scores/tables'
import {
  type Ability,
  abilities,
  overallTests,
  readScore,
  type ScoreReading,
  type TestId,
} from '../language-scores/tests'
import type { FinderEnglishTables } from './english-tables'

/** `level`: the CEFR level the visitor knows, as the finder always asked; then the English tests it reads. */
export const finderTests = [
  'level',
  'ielts',
  'ielts-academic',
  'pte',
  'pte-academic',
  'celpip',
  'toefl',
  'c1-advanced',
] as const satisfies readonly ('level' | TestId)[]
export type FinderTest = (typeof finderTests)[number]
export type ScoredTest = Exclude<FinderTest, 'level'>

/** The scores' query parameters: the four abilities, and the overall score. */
export const scoreNames = [...abilities, 'overall'] as const
export type ScoreName = (typeof scoreNames)[number]
/** The scores as typed, kept whatever they are; an empty one is left out. */
export type TypedScores = Partial<Record<ScoreName, string>>

/** Whether `test`'s report gives an overall score that a route's rule reads (New Zealand's, Germany's). */
export const readsOverall = (test: FinderTest) => test !== 'level' && overallTests.includes(test)

/** A typed score read on its test's scale; an overall score is on the abilities' scale. */
export const readTyped = (test: ScoredTest, name: ScoreName, typed: string): ScoreReading =>
  readScore(test, name === 'overall' ? 'r' : name, typed)

interface ReadScores {
  test: ScoredTest
  scores: Record<Ability, number>
  overall?: number
}

/** The four scores once all are typed and read, with the overall score where one was read. */
export function readScores(test: ScoredTest, typed: TypedScores): ReadScores | undefined {
  const read = (name: ScoreName) => {
    const text = typed[name]
    const reading = text === undefined ? undefined : readTyped(test, name, text)
    return reading && 'score' in reading ? reading.score : undefined
  }
  const scores = Object.fromEntries(abilities.map((a) => [a, read(a)]))
  if (abilities.some((a) => scores[a] === undefined)) return undefined
  const overall = readsOverall(test) ? read('overall') : undefined
  return { test, scores: scores as Record<Ability, number>, ...(overall === undefined ? {} : { overall }) }
}

/** A level a reading names: Australia's, a CEFR level, or a route's overall score. */
export type ReadLevel = AustralianLevel | 'b2' | 'c1' | 'overall'

/** What a route read the scores as: CLB per ability ("CLB 8 8 7 9"), a level reached, met or not met. */
export type EnglishReading =
  | { kind: 'clb'; clb: Record<Ability, number> }
  | { kind: 'level' | 'met' | 'not-met'; level: ReadLevel; min?: number }

/** A route's English: met or not, with what the scores read as; `meets` undefined where nothing can judge it. */
export interface RouteEnglish {
  meets?: boolean
  reading?: EnglishReading
  /** The level every component reaches, for Australia's calculator. */
  australianLevel?: AustralianLevel
  /** The English level the Opportunity Card's points read. */
  germanLevel?: 'none' | 'b2' | 'c1'
}

const cefrReading = (level: 'none' | 'b2' | 'c1'): EnglishReading =>
  level === 'none' ? { kind: 'not-met', level: 'b2' } : { kind: 'met', level }

/** The CEFR level the test maker's table gives (B2 and up counts), where the registry holds one. */
function byCefr(tables: FinderEnglishTables, read: ReadScores): RouteEnglish {
  const level = germanEnglishLevel(tables, read)
  return level ? { meets: level !== 'none', reading: cefrReading(level), germanLevel: level } : {}
}

const isCanadaTest = (test: ScoredTest): test is keyof FinderEnglishTables['clb'] =>
  test === 'ielts' || test === 'celpip' || test === 'pte'

/** Each route that reads English, reading the scores by its own rule. */
export const englishOf = {
  /** Express Entry's Federal Skilled Worker: CLB `minimumClb` in all four abilities (IRCC's charts). */
  expressEntry(tables: FinderEnglishTables, read: ReadScores, minimumClb: number): RouteEnglish {
    if (!isCanadaTest(read.test)) return byCefr(tables, read)
    const rows = tables.clb[read.test]
    const clb = Object.fromEntries(
      abilities.map((a) => [a, levelReached(rows, a, read.scores[a])]),
    ) as Record<Ability, number>
    return { meets: abilities.every((a) => clb[a] >= minimumClb), reading: { kind: 'clb', clb } }
  },
  /** Australia's skilled visas: at least Competent, in every component (LIN 25/016). */
  australiaSkilled(tables: FinderEnglishTables, read: ReadScores): RouteEnglish {
    const result = australianEnglish(tables, read.test, read.scores)
    if ('outcome' in result) return byCefr(tables, read)
    const { level } = result
    return level
      ? { meets: true, reading: { kind: 'level', level }, australianLevel: level }
      : { meets: false, reading: { kind: 'not-met', level: 'competent' } }
  },
  /** UK Skilled Worker: B2 in all four, by a secure English language test. */
  ukSkilledWorker(tables: FinderEnglishTables, read: ReadScores): RouteEnglish {
    const { outcome } = ukSkilledWorker(tables, read)
    if (outcome !== 'met' && outcome !== 'short') return byCefr(tables, read)
    return { meets: outcome === 'met', reading: { kind: outcome === 'met' ? 'met' : 'not-met', level: 'b2' } }
  },
  /** New Zealand's Skilled Migrant Category: an overall score. */
  nzSkilledMigrant(tables: FinderEnglishTables, read: ReadScores): RouteEnglish {
    const { outcome } = nzSkilledMigrant(tables, read)
    if (outcome !== 'met' && outcome !== 'short') return byCefr(tables, read)
    const { nz } = tables
    // The score each test's overall is held to, as nzSkilledMigrant reads it.
    const min =
      read.test === 'toefl'
        ? nz.toeflTotal
        : read.test === 'pte-academic'
          ? nz.pteAcademicOverall
          : nz.ieltsOverall
    return {
      meets: outcome === 'met',
      reading: { kind: outcome === 'met' ? 'met' : 'not-met', level: 'overall', min },
    }
  },
  /** The Opportunity Card: English B2 (or German A1), and a point for C1. */
  germanyOpportunityCard: byCefr,
  /** A study route: the institution sets its English; the test maker's CEFR level is a first sort. */
  study: byCefr,
}
