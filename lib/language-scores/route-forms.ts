// The UK, New Zealand and German calculators' forms: the English they have always asked (the UK's and
// New Zealand's `english` box, Germany's `english` level), or a test and its scores as printed, whose
// answer comes from the route's rule (destinations.ts). Each offers only the tests whose scores the
// registry holds for it.
import { type GermanyAnswers, type GermanyGrid, germanyQuery, parseGermanyQuery } from '../points/germany'
import { type NzAnswers, type NzGrid, nzQuery, parseNzQuery } from '../points/nz'
import { parseUkQuery, type UkAnswers, type UkGrid, ukQuery } from '../points/uk'
import { type Check, germanEnglishLevel, nzSkilledMigrant, ukSkilledWorker } from './destinations'
import { englishForm } from './english-form'
import type { LanguageTables } from './tables'

/** A calculator's points and the score tables its route reads: plain numbers, for its island. */
interface RouteFormGrid<Points, Table extends keyof LanguageTables> {
  points: Points
  tables: Pick<LanguageTables, Table>
}

/** What scores reached on a yes-or-no rule: met, or what is still short; New Zealand may need the overall. */
export type EnglishCheck = Extract<Check, { outcome: 'met' | 'short' | 'needs-overall' }>

const checked = <A extends { english: boolean }>(
  answers: A,
  check: Check,
): { answers: A; reached: EnglishCheck } | undefined =>
  check.outcome === 'met' || check.outcome === 'short'
    ? { answers: { ...answers, english: check.outcome === 'met' }, reached: check }
    : check.outcome === 'needs-overall'
      ? { answers, reached: check }
      : undefined

type UkFormGrid = RouteFormGrid<UkGrid, 'uk'>

/** IELTS for UKVI alone: the secure versions of PTE Academic and LANGUAGECERT have no B2 scores in the registry. */
export const ukForm = englishForm({
  tests: ['ielts'],
  parse: (query, _grid: UkFormGrid) => parseUkQuery(query),
  write: ukQuery,
  reach: (answers: UkAnswers, read, { tables }) => checked(answers, ukSkilledWorker(tables, read)),
})

type NzFormGrid = RouteFormGrid<NzGrid, 'nz'>

/** New Zealand reads IELTS's overall band (worked out from the four when not typed) and PTE Academic's overall. */
export const nzForm = englishForm({
  tests: ['ielts', 'toefl', 'pte-academic'],
  overall: ['ielts', 'pte-academic'],
  parse: (query, _grid: NzFormGrid) => parseNzQuery(query),
  write: nzQuery,
  reach: (answers: NzAnswers, read, { tables }) => checked(answers, nzSkilledMigrant(tables, read)),
})

type GermanEnglish = GermanyAnswers['english']

/** The CEFR level the overall score shows, and the overall score the next level up takes. */
interface GermanEnglishReached {
  level: GermanEnglish
  next?: { level: Exclude<GermanEnglish, 'none'>; overall: number }
}

type GermanyFormGrid = RouteFormGrid<GermanyGrid, 'germany'>

/** Germany reads the CEFR level of IELTS's overall band or TOEFL iBT's total. */
export const germanyForm = englishForm({
  tests: ['ielts', 'toefl'],
  overall: ['ielts'],
  parse: (query, _grid: GermanyFormGrid) => parseGermanyQuery(query),
  write: germanyQuery,
  reach: (
    answers: GermanyAnswers,
    read,
    { tables },
  ): { answers: GermanyAnswers; reached: GermanEnglishReached } | undefined => {
    const level = germanEnglishLevel(tables, read)
    if (level === undefined) return undefined
    const table = tables.germany[read.test]
    const next =
      level === 'none'
        ? ({ level: 'b2', overall: table.b2 } as const)
        : level === 'b2'
          ? ({ level: 'c1', overall: table.c1 } as const)
          : undefined
    return { answers: { ...answers, english: level }, reached: { level, ...(next ? { next } : {}) } }
  },
})
