// Canada's Comprehensive Ranking System (Express Entry): answers in, four sections of points out.
// The points come from the fact registry (content/facts/canada.ts `crs`); this module holds the
// shape of the system: which answer falls in which cell, the sections, and their caps.

import { type CommonOccupationId, parseOccupation, writeOccupation } from '../../occupations/choice'
import {
  type Band,
  bandPoints,
  cappedLine,
  oneOf,
  type PointsLine,
  pointsAt,
  sumOf,
  wholeNumber,
} from '../breakdown'

export const educationLevels = [
  'none',
  'secondary',
  'one-year',
  'two-year',
  'bachelor',
  'two-or-more',
  'master',
  'phd',
] as const
export const officialLanguages = ['en', 'fr'] as const
export const canadianStudyLevels = ['none', 'short', 'long'] as const
export const abilities = ['r', 'w', 'l', 's'] as const
/**
 * The occupation group of the candidate's work experience, for Express Entry's category rounds (the
 * 2026 categories, content/facts/canada.ts `categories2026`). It earns no points.
 */
export const occupationGroups = [
  'other',
  'healthcare',
  'physicians',
  'stem',
  'trade',
  'education',
  'transport',
  'research',
  'senior-managers',
] as const

export type OccupationGroup = (typeof occupationGroups)[number]
export type Education = (typeof educationLevels)[number]
type Study = (typeof canadianStudyLevels)[number]
type Ability = (typeof abilities)[number]
type SecondAbility = `${Ability}2`
type SpouseAbility = `s${Ability}`

/** What the visitor answers; the names are the page's URL parameters. CLB/NCLC levels are 0-12. */
export type CrsAnswers = Record<Ability | SecondAbility | SpouseAbility, number> & {
  /** Whole years, 17 standing for 17 or under and 45 for 45 or over. */
  age: number
  /** A spouse or partner who comes to Canada and is not a Canadian citizen or permanent resident. */
  spouse: boolean
  education: Education
  first: (typeof officialLanguages)[number]
  /** Years, 5 standing for 5 or more. */
  canadianWork: number
  /** Years, 3 standing for 3 or more. */
  foreignWork: number
  certificate: boolean
  spouseEducation: Education
  spouseCanadianWork: number
  nomination: boolean
  canadianStudy: Study
  sibling: boolean
  occupation: OccupationGroup
  /**
   * The common occupation chosen instead of a group (lib/occupations/choice.ts), in the link's
   * `occupation` as a group is: its NOC code's category lists give the group (`groupOfCategories`).
   */
  job?: CommonOccupationId
}

type BySpouse<T> = { withSpouse: T; single: T }
type SpouseBand = { min: number; withSpouse: number; single: number }

/** The grid as plain numbers: what the page hands the calculator (the registry stays on the server). */
export interface CrsGrid {
  maximum: number
  coreMax: BySpouse<number>
  spouseMax: number
  transferabilityMax: number
  transferabilityGroupMax: number
  additionalMax: number
  /** Points by age, from `ages.min` (17 or under) to `ages.max` (45 or over). */
  ages: { min: number; max: number }
  age: BySpouse<readonly number[]>
  education: BySpouse<Record<Education, number>>
  firstLanguage: readonly SpouseBand[]
  secondLanguage: readonly Band[]
  secondLanguageMax: BySpouse<number>
  /** Points by years, index 0 to 5 (5 or more). */
  canadianWork: BySpouse<readonly number[]>
  spouseEducation: Record<Education, number>
  spouseLanguage: readonly Band[]
  spouseCanadianWork: readonly number[]
  /** CLB levels in all four first-language abilities: good and high for transferability, and the certificate's floor. */
  levels: { good: number; high: number; certificate: number }
  /** [one credential, two or more] × [good, high] language, or [1 year, 2+ years] Canadian work. */
  educationLanguage: readonly [readonly [number, number], readonly [number, number]]
  educationCanadianWork: readonly [readonly [number, number], readonly [number, number]]
  /** [1-2 years, 3+ years] of foreign work × the same. */
  foreignWorkLanguage: readonly [readonly [number, number], readonly [number, number]]
  foreignWorkCanadianWork: readonly [readonly [number, number], readonly [number, number]]
  /** Certificate of qualification with [CLB certificate floor, CLB good] language. */
  certificate: readonly [number, number]
  nomination: number
  /** French at `frenchMin` in all abilities, with English below / at or above `englishMin`. */
  french: { min: number; englishMin: number; withoutEnglish: number; withEnglish: number }
  canadianStudy: Record<Study, number>
  sibling: number
}

export type CrsSectionId = 'core' | 'spouse' | 'transferability' | 'additional'
export type CrsLineId =
  | 'age'
  | 'education'
  | 'firstLanguage'
  | 'secondLanguage'
  | 'canadianWork'
  | 'spouseEducation'
  | 'spouseLanguage'
  | 'spouseCanadianWork'
  | 'educationTransfer'
  | 'foreignWorkTransfer'
  | 'certificate'
  | 'nomination'
  | 'french'
  | 'canadianStudy'
  | 'sibling'

interface CrsSection {
  id: CrsSectionId
  lines: PointsLine<CrsLineId>[]
  /** The section's points as counted: its lines' sum, cut to `max` where the section has a cap of its own. */
  subtotal: PointsLine<CrsSectionId>
  max: number
}

export interface CrsScore {
  sections: CrsSection[]
  total: number
  maximum: number
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** The first-language level every ability reaches (the weakest ability). */
const weakest = (answers: CrsAnswers, prefix: '' | 's' = '', suffix: '' | '2' = '') =>
  Math.min(
    ...abilities.map((ability) => answers[`${prefix}${ability}${suffix}` as keyof CrsAnswers] as number),
  )

export function scoreCrs(answers: CrsAnswers, grid: CrsGrid): CrsScore {
  const key = answers.spouse ? 'withSpouse' : 'single'
  const levels = grid.levels
  const first = weakest(answers)
  const language = first >= levels.high ? 1 : first >= levels.good ? 0 : -1
  const credential =
    educationLevels.indexOf(answers.education) >= educationLevels.indexOf('two-or-more')
      ? 1
      : educationLevels.indexOf(answers.education) >= educationLevels.indexOf('one-year')
        ? 0
        : -1
  const canadian = answers.canadianWork >= 2 ? 1 : answers.canadianWork === 1 ? 0 : -1
  const foreign = answers.foreignWork >= 3 ? 1 : answers.foreignWork >= 1 ? 0 : -1
  const cell = (table: CrsGrid['educationLanguage'], row: number, column: number) =>
    row < 0 || column < 0 ? 0 : pointsAt(table[row], column)

  const perAbility = (bands: readonly Band[], prefix: '' | 's', suffix: '' | '2') =>
    sumOf(
      abilities.map((a) => ({
        points: bandPoints(bands, answers[`${prefix}${a}${suffix}` as keyof CrsAnswers] as number),
      })),
    )
  const firstBands = grid.firstLanguage.map((band) => ({ min: band.min, points: band[key] }))

  const core: PointsLine<CrsLineId>[] = [
    {
      id: 'age',
      points: pointsAt(grid.age[key], clamp(answers.age, grid.ages.min, grid.ages.max) - grid.ages.min),
    },
    { id: 'education', points: grid.education[key][answers.education] },
    { id: 'firstLanguage', points: perAbility(firstBands, '', '') },
    cappedLine('secondLanguage', perAbility(grid.secondLanguage, '', '2'), grid.secondLanguageMax[key]),
    { id: 'canadianWork', points: pointsAt(grid.canadianWork[key], clamp(answers.canadianWork, 0, 5)) },
  ]
  const spouse: PointsLine<CrsLineId>[] = answers.spouse
    ? [
        { id: 'spouseEducation', points: grid.spouseEducation[answers.spouseEducation] },
        { id: 'spouseLanguage', points: perAbility(grid.spouseLanguage, 's', '') },
        {
          id: 'spouseCanadianWork',
          points: pointsAt(grid.spouseCanadianWork, clamp(answers.spouseCanadianWork, 0, 5)),
        },
      ]
    : []
  const groupMax = grid.transferabilityGroupMax
  const certificatePoints = !answers.certificate
    ? 0
    : first >= levels.good
      ? grid.certificate[1]
      : first >= levels.certificate
        ? grid.certificate[0]
        : 0
  const transferability: PointsLine<CrsLineId>[] = [
    cappedLine(
      'educationTransfer',
      cell(grid.educationLanguage, credential, language) +
        cell(grid.educationCanadianWork, credential, canadian),
      groupMax,
    ),
    cappedLine(
      'foreignWorkTransfer',
      cell(grid.foreignWorkLanguage, foreign, language) +
        cell(grid.foreignWorkCanadianWork, foreign, canadian),
      groupMax,
    ),
    { id: 'certificate', points: certificatePoints },
  ]
  const additional: PointsLine<CrsLineId>[] = [
    { id: 'nomination', points: answers.nomination ? grid.nomination : 0 },
    { id: 'french', points: frenchPoints(answers, grid) },
    { id: 'canadianStudy', points: grid.canadianStudy[answers.canadianStudy] },
    { id: 'sibling', points: answers.sibling ? grid.sibling : 0 },
  ]

  const section = (
    id: CrsSectionId,
    lines: PointsLine<CrsLineId>[],
    max: number,
    capped: boolean,
  ): CrsSection => ({
    id,
    lines,
    subtotal: capped ? cappedLine(id, sumOf(lines), max) : { id, points: sumOf(lines) },
    max,
  })
  const sections = [
    section('core', core, grid.coreMax[key], false),
    section('spouse', spouse, answers.spouse ? grid.spouseMax : 0, false),
    section('transferability', transferability, grid.transferabilityMax, true),
    section('additional', additional, grid.additionalMax, true),
  ]
  return { sections, total: sumOf(sections.map((s) => s.subtotal)), maximum: grid.maximum }
}

/** French at the grid's level in all four abilities; the full points need English too. */
function frenchPoints(answers: CrsAnswers, grid: CrsGrid): number {
  const [french, english] =
    answers.first === 'fr'
      ? [weakest(answers), weakest(answers, '', '2')]
      : [weakest(answers, '', '2'), weakest(answers)]
  if (french < grid.french.min) return 0
  return english >= grid.french.englishMin ? grid.french.withEnglish : grid.french.withoutEnglish
}

export const crsDefaults: CrsAnswers = {
  age: 29,
  spouse: false,
  education: 'bachelor',
  first: 'en',
  r: 8,
  w: 8,
  l: 8,
  s: 8,
  r2: 0,
  w2: 0,
  l2: 0,
  s2: 0,
  canadianWork: 0,
  foreignWork: 3,
  certificate: false,
  spouseEducation: 'bachelor',
  sr: 0,
  sw: 0,
  sl: 0,
  ss: 0,
  spouseCanadianWork: 0,
  nomination: false,
  canadianStudy: 'none',
  sibling: false,
  occupation: 'other',
}

const maxLevel = 12
const oldestAge = 99

/** Answers from a page's query string; a missing or invalid parameter takes its default. */
export function parseCrsQuery(query: URLSearchParams, grid: CrsGrid): CrsAnswers {
  const d = crsDefaults
  const level = (name: keyof CrsAnswers, fallback: number) =>
    wholeNumber(query.get(name), 0, maxLevel) ?? fallback
  const years = (name: keyof CrsAnswers, max: number, fallback: number) =>
    Math.min(wholeNumber(query.get(name), 0, oldestAge) ?? fallback, max)
  const flag = (name: keyof CrsAnswers) => query.get(name) === '1'
  const age = wholeNumber(query.get('age'), 0, oldestAge)
  const spouse = flag('spouse')
  return {
    age: age === undefined ? d.age : clamp(age, grid.ages.min, grid.ages.max),
    spouse,
    education: oneOf(query.get('education'), educationLevels) ?? d.education,
    first: oneOf(query.get('first'), officialLanguages) ?? d.first,
    r: level('r', d.r),
    w: level('w', d.w),
    l: level('l', d.l),
    s: level('s', d.s),
    r2: level('r2', 0),
    w2: level('w2', 0),
    l2: level('l2', 0),
    s2: level('s2', 0),
    canadianWork: years('canadianWork', 5, d.canadianWork),
    foreignWork: years('foreignWork', 3, d.foreignWork),
    certificate: flag('certificate'),
    // A spouse's factors mean nothing without a spouse: they keep their defaults.
    spouseEducation: (spouse && oneOf(query.get('spouseEducation'), educationLevels)) || d.spouseEducation,
    sr: spouse ? level('sr', 0) : 0,
    sw: spouse ? level('sw', 0) : 0,
    sl: spouse ? level('sl', 0) : 0,
    ss: spouse ? level('ss', 0) : 0,
    spouseCanadianWork: spouse ? years('spouseCanadianWork', 5, 0) : 0,
    nomination: flag('nomination'),
    canadianStudy: oneOf(query.get('canadianStudy'), canadianStudyLevels) ?? d.canadianStudy,
    sibling: flag('sibling'),
    occupation: oneOf(query.get('occupation'), occupationGroups) ?? d.occupation,
    job: parseOccupation(query),
  }
}

/**
 * The group a chosen occupation's category lists put its work in, by the kinds of round they are for;
 * a physician's list before health care's, whose rounds take physicians too (lib/draws/compare.ts).
 */
export function groupOfCategories(rounds: readonly string[]): OccupationGroup {
  if (rounds.includes('physicians')) return 'physicians'
  return occupationGroups.find((group) => group !== 'other' && rounds.includes(group)) ?? 'other'
}

/** The query string that restores `answers`: flags only when set, an untested second language and an absent spouse's factors left out. */
export function crsQuery(answers: CrsAnswers): URLSearchParams {
  const query = new URLSearchParams({ age: String(answers.age) })
  if (answers.spouse) query.set('spouse', '1')
  query.set('education', answers.education)
  query.set('first', answers.first)
  for (const a of abilities) query.set(a, String(answers[a]))
  for (const a of abilities) if (answers[`${a}2`]) query.set(`${a}2`, String(answers[`${a}2`]))
  query.set('canadianWork', String(answers.canadianWork))
  query.set('foreignWork', String(answers.foreignWork))
  if (answers.certificate) query.set('certificate', '1')
  if (answers.spouse) {
    query.set('spouseEducation', answers.spouseEducation)
    for (const a of abilities) query.set(`s${a}`, String(answers[`s${a}`]))
    query.set('spouseCanadianWork', String(answers.spouseCanadianWork))
  }
  if (answers.nomination) query.set('nomination', '1')
  if (answers.canadianStudy !== 'none') query.set('canadianStudy', answers.canadianStudy)
  if (answers.sibling) query.set('sibling', '1')
  if (answers.job) writeOccupation(query, answers.job)
  else if (answers.occupation !== 'other') query.set('occupation', answers.occupation)
  return query
}
