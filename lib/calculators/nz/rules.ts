// New Zealand's Skilled Migrant Category, points-based pathway: 6 points, from ONE skill category (New
// Zealand occupational registration, a qualification, or income from a New Zealand job; the highest
// counts) plus skilled work in New Zealand; and beside the points, a skilled job or offer with an
// accredited employer paying at least the median wage (1.5 times it at ANZSCO skill level 4-5), English,
// and the age limit. The points and the pay floor come from the fact registry (content/facts/nz.ts
// `smc`); this module holds the shape of the rules.
import type { nz } from '../../../content/facts/nz'
import { type CommonOccupationId, parseOccupation, writeOccupation } from '../../occupations/choice'
import { oneOf, type PointsLine, wholeNumber } from '../breakdown'

/** Registration tiers, named by the years of training the registration needs. */
export const registrationTiers = ['none', '6-years', '5-years', '4-years', '2-years'] as const
export const nzQualifications = ['none', 'bachelor', 'honours', 'master', 'doctorate'] as const
/** The job's ANZSCO skill level: 1 to 3 (`skilled`) or 4 and 5 (`lower`), which sets its pay floor. */
export const jobLevels = ['skilled', 'lower'] as const
export const nzFlags = ['offer', 'english'] as const

type Flag = (typeof nzFlags)[number]
type Registration = (typeof registrationTiers)[number]
type Qualification = (typeof nzQualifications)[number]
type JobLevel = (typeof jobLevels)[number]

/** What the visitor answers; the names are the page's URL parameters. */
export interface NzAnswers extends Record<Flag, boolean> {
  age: number
  registration: Registration
  qualification: Qualification
  /** Whole NZD an hour in the New Zealand job or offer; undefined when not given. */
  hourlyRate?: number
  jobLevel: JobLevel
  /** Whole years of skilled work in New Zealand. */
  nzWork: number
  /** The common occupation chosen (lib/occupations/choice.ts): it earns no points, its lists are shown. */
  occupation?: CommonOccupationId
}

/** The points and thresholds as plain numbers: what the page hands the calculator. */
export interface NzGrid {
  minimum: number
  maxAge: number
  registration: Record<Exclude<Registration, 'none'>, number>
  qualification: Record<Exclude<Qualification, 'none'>, number>
  /** Income tiers, highest first: at least `multiple` times the median wage for `points`. */
  income: readonly { multiple: number; points: number }[]
  /** The median wage, NZD an hour. */
  medianWage: number
  /** The least the job or offer must pay, as a multiple of the median wage, by its skill level. */
  payFloor: Record<JobLevel, number>
  /** Points for 1, 2 and 3 years of New Zealand work; no more count. */
  nzWork: readonly number[]
}

type Smc = typeof nz.smc

export function nzGrid(smc: Smc, maxAge: number): NzGrid {
  const p = smc.points
  return {
    minimum: smc.pointsRequired.value,
    maxAge,
    registration: {
      '6-years': p.registration6.value,
      '5-years': p.registration5.value,
      '4-years': p.registration4.value,
      '2-years': p.registration3.value,
    },
    qualification: {
      bachelor: p.bachelor.value,
      honours: p.honours.value,
      master: p.master.value,
      doctorate: p.doctorate.value,
    },
    income: [
      { multiple: p.income6Multiple.value, points: p.income6.value },
      { multiple: p.income4Multiple.value, points: p.income4.value },
      { multiple: p.income3Multiple.value, points: p.income3.value },
    ],
    medianWage: smc.medianWage.value,
    payFloor: { skilled: smc.jobPay.skilled.value, lower: smc.jobPay.lowerSkilled.value },
    nzWork: [p.nzWork1.value, p.nzWork2.value, p.nzWork3.value],
  }
}

type SkillCategory = 'registration' | 'qualification' | 'income'
type NzMissing = 'age' | 'offer' | 'pay' | 'english' | 'points'

export interface NzResult {
  kind: 'eligible' | 'not-eligible'
  /** Each skill category's points; only the highest (`counted`) adds to the total. */
  categories: Record<SkillCategory, number>
  /** The category that counted; undefined when none gives a point. */
  counted?: SkillCategory
  lines: PointsLine<'skill' | 'nzWork'>[]
  total: number
  minimum: number
  missing: NzMissing[]
}

/** Whether a whole-dollar hourly rate reaches `multiple` times the median wage (in cents: 1.5 × 35 = 52.50). */
const reaches = (hourlyRate: number, multiple: number, grid: NzGrid) =>
  hourlyRate * 100 >= Math.round(multiple * grid.medianWage * 100)

/** The income tier an hourly rate reaches, in points: the rate at or above `multiple` times the median. */
export function incomePoints(hourlyRate: number | undefined, grid: NzGrid): number {
  if (hourlyRate === undefined) return 0
  return grid.income.find((tier) => reaches(hourlyRate, tier.multiple, grid))?.points ?? 0
}

/** Whether the job or offer pays its skill level's floor; a rate not given does not show it does. */
function meetsPayFloor(answers: Pick<NzAnswers, 'hourlyRate' | 'jobLevel'>, grid: NzGrid): boolean {
  return (
    answers.hourlyRate !== undefined && reaches(answers.hourlyRate, grid.payFloor[answers.jobLevel], grid)
  )
}

export function scoreNz(answers: NzAnswers, grid: NzGrid): NzResult {
  const categories: Record<SkillCategory, number> = {
    registration: answers.registration === 'none' ? 0 : grid.registration[answers.registration],
    qualification: answers.qualification === 'none' ? 0 : grid.qualification[answers.qualification],
    income: incomePoints(answers.hourlyRate, grid),
  }
  // The first of the highest, in the table's order: registration, qualification, income.
  const best = (Object.keys(categories) as SkillCategory[]).reduce<SkillCategory | undefined>(
    (top, category) => (categories[category] > (top ? categories[top] : 0) ? category : top),
    undefined,
  )
  const skill = best ? categories[best] : 0
  const nzWork = answers.nzWork > 0 ? (grid.nzWork[Math.min(answers.nzWork, grid.nzWork.length) - 1] ?? 0) : 0
  const lines: PointsLine<'skill' | 'nzWork'>[] = [
    { id: 'skill', points: skill },
    { id: 'nzWork', points: nzWork },
  ]
  const total = skill + nzWork
  const missing: NzMissing[] = [
    ...(answers.age <= grid.maxAge ? [] : (['age'] as const)),
    ...(answers.offer ? [] : (['offer'] as const)),
    // The pay floor is the offer's: without an offer, the offer is what is missing.
    ...(answers.offer && !meetsPayFloor(answers, grid) ? (['pay'] as const) : []),
    ...(answers.english ? [] : (['english'] as const)),
    ...(total >= grid.minimum ? [] : (['points'] as const)),
  ]
  return {
    kind: missing.length === 0 ? 'eligible' : 'not-eligible',
    categories,
    counted: best,
    lines,
    total,
    minimum: grid.minimum,
    missing,
  }
}

export const nzDefaults: NzAnswers = {
  age: 30,
  registration: 'none',
  qualification: 'bachelor',
  jobLevel: 'skilled',
  nzWork: 0,
  offer: true,
  english: true,
}

export const nzAges = { min: 18, max: 70 } as const
/** The most years the form offers: no more count. */
export const maxNzWork = 3

/** Answers from a page's query string; a missing or invalid parameter takes its default. */
export function parseNzQuery(query: URLSearchParams): NzAnswers {
  const d = nzDefaults
  const age = wholeNumber(query.get('age'), 0, 999)
  const years = wholeNumber(query.get('nzWork'), 0, 999)
  const rate = wholeNumber(query.get('hourlyRate'), 0, 999)
  // A flag is on only where the address says so (a form's unticked box sends nothing).
  const flag = (name: Flag) => query.get(name) === '1'
  return {
    age: age === undefined ? d.age : Math.min(Math.max(age, nzAges.min), nzAges.max),
    registration: oneOf(query.get('registration'), registrationTiers) ?? d.registration,
    qualification: oneOf(query.get('qualification'), nzQualifications) ?? d.qualification,
    ...(rate === undefined ? {} : { hourlyRate: rate }),
    jobLevel: oneOf(query.get('jobLevel'), jobLevels) ?? d.jobLevel,
    nzWork: years === undefined ? d.nzWork : Math.min(years, maxNzWork),
    offer: flag('offer'),
    english: flag('english'),
    occupation: parseOccupation(query),
  }
}

/** The query string that restores `answers`: every answer, the rate when given, flags only when set. */
export function nzQuery(answers: NzAnswers): URLSearchParams {
  const query = new URLSearchParams({
    age: String(answers.age),
    registration: answers.registration,
    qualification: answers.qualification,
  })
  if (answers.hourlyRate !== undefined) query.set('hourlyRate', String(answers.hourlyRate))
  query.set('jobLevel', answers.jobLevel)
  query.set('nzWork', String(answers.nzWork))
  for (const flag of nzFlags) if (answers[flag]) query.set(flag, '1')
  return writeOccupation(query, answers.occupation)
}
