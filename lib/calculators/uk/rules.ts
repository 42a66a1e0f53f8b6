// The UK's Skilled Worker points (Immigration Rules, Appendix Skilled Worker): 50 mandatory points
// (sponsorship, a job at the skill level, English) and 20 tradeable points for a salary that meets one
// salary option, the higher of the option's floor and its share of the job's going rate. The points and
// thresholds come from the fact registry (content/facts/uk.ts `skilledWorker`); this module holds the
// shape of the rules.
import type { uk } from '../../../content/facts/uk'
import { type CommonOccupationId, parseOccupation, writeOccupation } from '../../occupations/choice'
import { oneOf, type PointsLine, parseAmount, sumOf } from '../breakdown'

/** The salary options: `none` is the general threshold; the others need the visitor to qualify. */
export const salaryOptions = ['none', 'new-entrant', 'phd', 'stem-phd', 'shortage', 'health-care'] as const
export const ukFlags = ['offer', 'skill', 'english'] as const

type Flag = (typeof ukFlags)[number]
export type SalaryOption = (typeof salaryOptions)[number]

/** What the visitor answers; the names are the page's URL parameters. */
export interface UkAnswers extends Record<Flag, boolean> {
  /** Whole pounds a year; undefined until given. */
  salary?: number
  /** The going rate for the job's occupation code and hours, in whole pounds a year. */
  goingRate?: number
  option: SalaryOption
  /** The common occupation chosen, whose going rate the appendix gives where none is typed. */
  occupation?: CommonOccupationId
}

/** One salary option: at least `floor`, and at least `percent` of the going rate. */
interface SalaryThreshold {
  floor: number
  percent: number
}

/** The points and thresholds as plain numbers: what the page hands the calculator. */
export interface UkGrid {
  minimum: number
  mandatory: Record<Flag, number>
  salaryPoints: number
  options: Record<SalaryOption, SalaryThreshold>
}

type SkilledWorker = typeof uk.skilledWorker

export function ukGrid(skilledWorker: SkilledWorker): UkGrid {
  const p = skilledWorker.points
  const o = skilledWorker.salaryOptions
  return {
    minimum: p.needed.value,
    mandatory: { offer: p.sponsorship.value, skill: p.skillLevel.value, english: p.english.value },
    salaryPoints: p.salary.value,
    options: {
      none: { floor: skilledWorker.generalSalaryThreshold.value, percent: o.generalGoingRate.value },
      'new-entrant': { floor: o.newEntrantFloor.value, percent: o.newEntrantGoingRate.value },
      phd: { floor: o.phdFloor.value, percent: o.phdGoingRate.value },
      'stem-phd': { floor: o.stemPhdFloor.value, percent: o.stemPhdGoingRate.value },
      shortage: { floor: o.shortageFloor.value, percent: o.shortageGoingRate.value },
      'health-care': { floor: o.healthEducationFloor.value, percent: o.healthEducationGoingRate.value },
    },
  }
}

type UkLineId = Flag | 'salary'

/** The salary the option asks for, and which part of it decided. */
interface AppliedThreshold extends SalaryThreshold {
  /** The share of the going rate in pounds (rounded up: a salary must reach it); undefined without one. */
  goingRateShare?: number
  /** The higher of the floor and the share: the salary to reach. */
  amount: number
  decidedBy: 'floor' | 'going-rate'
}

export interface UkResult {
  /**
   * `eligible`: 70 points; `check`: the salary clears the floor, but without the going rate the
   * threshold is not known; `incomplete`: no salary given yet; `not-eligible`: see `missing`.
   */
  kind: 'eligible' | 'check' | 'incomplete' | 'not-eligible'
  lines: PointsLine<UkLineId>[]
  total: number
  minimum: number
  threshold: AppliedThreshold
  /** Salary minus the threshold: negative when it misses. Undefined without a salary. */
  margin?: number
  missing: UkLineId[]
}

function appliedThreshold(option: SalaryThreshold, goingRate: number | undefined): AppliedThreshold {
  const goingRateShare = goingRate === undefined ? undefined : Math.ceil((goingRate * option.percent) / 100)
  const byRate = goingRateShare !== undefined && goingRateShare > option.floor
  return {
    ...option,
    goingRateShare,
    amount: byRate ? goingRateShare : option.floor,
    decidedBy: byRate ? 'going-rate' : 'floor',
  }
}

export function scoreUk(answers: UkAnswers, grid: UkGrid): UkResult {
  const threshold = appliedThreshold(grid.options[answers.option], answers.goingRate)
  const margin = answers.salary === undefined ? undefined : answers.salary - threshold.amount
  const salaryMet = margin !== undefined && margin >= 0
  const lines: PointsLine<UkLineId>[] = [
    ...ukFlags.map((flag) => ({ id: flag, points: answers[flag] ? grid.mandatory[flag] : 0 })),
    { id: 'salary', points: salaryMet ? grid.salaryPoints : 0 },
  ]
  const total = sumOf(lines)
  const mandatoryMissing = ukFlags.filter((flag) => !answers[flag])
  const base = { lines, total, minimum: grid.minimum, threshold, margin }
  if (margin !== undefined && !salaryMet)
    return { ...base, kind: 'not-eligible', missing: [...mandatoryMissing, 'salary'] }
  if (mandatoryMissing.length > 0) return { ...base, kind: 'not-eligible', missing: mandatoryMissing }
  if (margin === undefined) return { ...base, kind: 'incomplete', missing: [] }
  return { ...base, kind: answers.goingRate === undefined ? 'check' : 'eligible', missing: [] }
}

export const ukDefaults: UkAnswers = { offer: true, skill: true, english: true, option: 'none' }

/** Answers from a page's query string; a missing or invalid parameter takes its default. */
export function parseUkQuery(query: URLSearchParams): UkAnswers {
  // A flag is on only where the address says so (a form's unticked box sends nothing); the page's
  // first state ticks all three, which its address then carries.
  const flag = (name: Flag) => query.get(name) === '1'
  return {
    offer: flag('offer'),
    skill: flag('skill'),
    english: flag('english'),
    salary: parseAmount(query.get('salary')),
    goingRate: parseAmount(query.get('goingRate')),
    option: oneOf(query.get('option'), salaryOptions) ?? ukDefaults.option,
    occupation: parseOccupation(query),
  }
}

/**
 * The answers the salary test reads: the going rate the visitor typed wins; without one, the chosen
 * occupation's from the appendix (`occupationRate`, null where pay scales set it).
 */
export function withOccupationRate(answers: UkAnswers, occupationRate: number | null | undefined): UkAnswers {
  return answers.goingRate !== undefined || occupationRate == null
    ? answers
    : { ...answers, goingRate: occupationRate }
}

/** The query string that restores `answers`: flags only when set, amounts only when given. */
export function ukQuery(answers: UkAnswers): URLSearchParams {
  const query = new URLSearchParams()
  for (const flag of ukFlags) if (answers[flag]) query.set(flag, '1')
  if (answers.salary !== undefined) query.set('salary', String(answers.salary))
  if (answers.goingRate !== undefined) query.set('goingRate', String(answers.goingRate))
  query.set('option', answers.option)
  return writeOccupation(query, answers.occupation)
}
