// The language tests a visitor can give scores from, each with the scale its report prints: what a score
// may be, so a typed one is read or refused with a reason (never a visitor's words: the page words it).
// Scales are the test makers' own; which destination takes which test is in the fact registry
// (content/facts/language-scores.ts).

/** The four abilities, named as the calculators' query parameters name them. */
export const abilities = ['r', 'w', 'l', 's'] as const
export type Ability = (typeof abilities)[number]

export const testIds = [
  /** Canadian Language Benchmark levels, as the CRS calculator has always taken them. */
  'clb',
  /** IELTS General Training (the IELTS Canada takes). */
  'ielts',
  'ielts-academic',
  'celpip',
  /** PTE Core (the PTE Canada takes). */
  'pte',
  'pte-academic',
  /** TEF Canada, scores out of 699 (tests from 11 December 2023). */
  'tef',
  'tcf',
  'toefl',
  'c1-advanced',
  'oet',
  'languagecert',
  'met',
] as const
export type TestId = (typeof testIds)[number]

/** The tests whose scores are English; the rest (TEF, TCF) are French, and CLB levels are either. */
export const testLanguage = (test: TestId): 'en' | 'fr' | undefined =>
  test === 'tef' || test === 'tcf' ? 'fr' : test === 'clb' ? undefined : 'en'

interface Scale {
  min: number
  max: number
  /** The steps the report uses: 0.5 for IELTS bands, 10 for OET, 1 for the rest. */
  step: number
}

const same = (scale: Scale): Record<Ability, Scale> => ({ r: scale, w: scale, l: scale, s: scale })
const ielts = same({ min: 0, max: 9, step: 0.5 })
const pte = same({ min: 10, max: 90, step: 1 })
const comprehension = { min: 100, max: 699, step: 1 }
const expression = { min: 0, max: 20, step: 1 }

/** The scale of each ability on each test's report. */
const scales: Record<TestId, Record<Ability, Scale>> = {
  clb: same({ min: 0, max: 12, step: 1 }),
  ielts,
  'ielts-academic': ielts,
  // CELPIP reports levels up to 12; M (minimal) and NA are entered as 0.
  celpip: same({ min: 0, max: 12, step: 1 }),
  pte,
  'pte-academic': pte,
  tef: same({ min: 0, max: 699, step: 1 }),
  // TCF Canada: comprehension (reading, listening) from 100 to 699, expression out of 20.
  tcf: { r: comprehension, l: comprehension, w: expression, s: expression },
  // TOEFL iBT section scores, out of 30 each (the 0-120 scale).
  toefl: same({ min: 0, max: 30, step: 1 }),
  // The Cambridge English Scale.
  'c1-advanced': same({ min: 80, max: 230, step: 1 }),
  oet: same({ min: 0, max: 500, step: 10 }),
  languagecert: same({ min: 0, max: 100, step: 1 }),
  met: same({ min: 0, max: 80, step: 1 }),
}

/** The tests whose overall score a rule reads (New Zealand's, Germany's); TOEFL's total is worked out. */
export const overallTests: readonly TestId[] = ['ielts', 'ielts-academic', 'pte-academic']

/**
 * Why a typed score is not read: not a number at all, outside the test's scale, or between the steps
 * the test reports (IELTS 6.3). Each is a message key for the page.
 */
export const scoreProblems = ['not-a-number', 'outside-scale', 'not-a-step'] as const
export type ScoreProblem = (typeof scoreProblems)[number]

export type ScoreReading = { score: number } | { problem: ScoreProblem }

/** A typed score read on `test`'s scale for `ability`: "6.5" and "6,5" are the same band. */
export function readScore(test: TestId, ability: Ability, typed: string): ScoreReading {
  const text = typed.trim().replace(',', '.')
  if (!/^-?\d{1,4}(\.\d{1,3})?$/.test(text)) return { problem: 'not-a-number' }
  const score = Number(text)
  const { min, max, step } = scales[test][ability]
  if (score < min || score > max) return { problem: 'outside-scale' }
  const steps = (score - min) / step
  if (Math.abs(steps - Math.round(steps)) > 1e-9) return { problem: 'not-a-step' }
  return { score }
}

/** The lowest and highest scores `test` reports for `ability`, for the page's input and its message. */
export const scaleOf = (test: TestId, ability: Ability): Readonly<Scale> => scales[test][ability]

/**
 * What a page's message about a refused score says: the scale's ends, and for a score between two
 * steps the steps either side of it (IELTS 6.3: 6 and 6.5).
 */
export function problemValues(test: TestId, ability: Ability, typed: string): Record<string, number> {
  const { min, max, step } = scales[test][ability]
  const below = min + Math.floor((Number(typed.trim().replace(',', '.')) - min) / step) * step
  return { min, max, below, above: below + step }
}
