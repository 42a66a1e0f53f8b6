// Australia's skilled points test (subclasses 189, 190 and 491): answers in, points line by line out.
// The points come from the fact registry (content/facts/australia.ts); this module holds only the
// shape of the test: which answer falls in which band, and the employment cap.
import type { australia } from '../../../content/facts/australia'
import { type CommonOccupationId, parseOccupation, writeOccupation } from '../../occupations/choice'
import { type Band, bandPoints, cappedLine, oneOf, type PointsLine, sumOf, wholeNumber } from '../breakdown'

export const englishLevels = ['competent', 'proficient', 'superior'] as const
export const qualifications = ['doctorate', 'bachelor', 'diploma', 'none'] as const
export const partnerSituations = ['single', 'skilled', 'english', 'none'] as const
export const visas = ['189', '190', '491'] as const
export const australiaFlags = [
  'specialist',
  'ausStudy',
  'professionalYear',
  'communityLanguage',
  'regionalStudy',
] as const

type English = (typeof englishLevels)[number]
type Qualification = (typeof qualifications)[number]
type Partner = (typeof partnerSituations)[number]
type AustraliaVisa = (typeof visas)[number]
type Flag = (typeof australiaFlags)[number]

/** What the visitor answers; the names are the page's URL parameters. */
export interface AustraliaAnswers extends Record<Flag, boolean> {
  /** Whole years; the grid's `maxAge` (45) stands for that age or over. */
  age: number
  english: English
  /** Whole years of skilled employment outside Australia in the last ten years. */
  overseas: number
  /** Whole years of skilled employment in Australia in the last ten years. */
  australian: number
  qualification: Qualification
  partner: Partner
  visa: AustraliaVisa
  /** The common occupation chosen (lib/occupations/choice.ts): it earns no points, its lists are shown. */
  occupation?: CommonOccupationId
}

/** The grid as plain numbers: what the page hands the calculator (the registry stays on the server). */
export interface AustraliaGrid {
  passMark: number
  /** Applicants must be under this age when invited. */
  maxAge: number
  minAge: number
  age: readonly Band[]
  english: Record<English, number>
  overseas: readonly Band[]
  australian: readonly Band[]
  employmentCap: number
  /** Employment counts only within this many years before the invitation. */
  employmentWindow: number
  qualification: Record<Qualification, number>
  flags: Record<Flag, number>
  partner: Record<Partner, number>
  nomination: Record<AustraliaVisa, number>
}

type PointsTest = typeof australia.pointsTest

/** The grid from the registry's `australia.pointsTest`, with the band edges its fact names state. */
export function australiaGrid(test: PointsTest): AustraliaGrid {
  const { age, overseasEmployment: abroad, australianEmployment: home, qualifications: q } = test
  return {
    passMark: test.passMark.value,
    maxAge: test.maxAge.value,
    minAge: 18,
    age: [
      { min: 18, points: age.from18to24.value },
      { min: 25, points: age.from25to32.value },
      { min: 33, points: age.from33to39.value },
      { min: 40, points: age.from40to44.value },
      { min: test.maxAge.value, points: 0 },
    ],
    english: {
      competent: test.english.competent.value,
      proficient: test.english.proficient.value,
      superior: test.english.superior.value,
    },
    overseas: [
      { min: 0, points: abroad.lessThan3Years.value },
      { min: 3, points: abroad.from3to4Years.value },
      { min: 5, points: abroad.from5to7Years.value },
      { min: 8, points: abroad.atLeast8Years.value },
    ],
    australian: [
      { min: 0, points: home.lessThan1Year.value },
      { min: 1, points: home.from1to2Years.value },
      { min: 3, points: home.from3to4Years.value },
      { min: 5, points: home.from5to7Years.value },
      { min: 8, points: home.atLeast8Years.value },
    ],
    employmentCap: test.employmentCap.value,
    employmentWindow: test.employmentWindow.value,
    qualification: {
      doctorate: q.doctorate.value,
      bachelor: q.bachelor.value,
      // One row of the grid: an Australian diploma or trade qualification, or a recognised award.
      diploma: Math.max(q.diplomaOrTrade.value, q.recognisedAward.value),
      none: 0,
    },
    flags: {
      specialist: test.specialistEducation.value,
      ausStudy: test.australianStudy.value,
      professionalYear: test.professionalYear.value,
      communityLanguage: test.communityLanguage.value,
      regionalStudy: test.regionalStudy.value,
    },
    partner: {
      single: test.partner.singleOrAustralianPartner.value,
      skilled: test.partner.skilled.value,
      english: test.partner.competentEnglish.value,
      none: 0,
    },
    nomination: {
      '189': 0,
      '190': test.nomination.state190.value,
      '491': test.nomination.regional491.value,
    },
  }
}

export type AustraliaLineId =
  | 'age'
  | 'english'
  | 'overseas'
  | 'australian'
  | 'employment'
  | 'qualification'
  | Flag
  | 'partner'
  | 'nomination'

export interface AustraliaScore {
  /** The lines that count, in the grid's order; their points add up to `total`. */
  lines: PointsLine<AustraliaLineId>[]
  /** Overseas and Australian employment before they are added and capped (shown, not counted). */
  employmentParts: PointsLine<'overseas' | 'australian'>[]
  total: number
  passMark: number
  /** Points above (positive) or below (negative) the pass mark. */
  margin: number
  /** False at 45 or over: no invitation can be given, whatever the points. */
  ageEligible: boolean
  /** Regional study was ticked without the Australian study requirement it builds on. */
  regionalStudyNeedsAusStudy: boolean
}

export function scoreAustralia(answers: AustraliaAnswers, grid: AustraliaGrid): AustraliaScore {
  const employmentParts: PointsLine<'overseas' | 'australian'>[] = [
    { id: 'overseas', points: bandPoints(grid.overseas, answers.overseas) },
    { id: 'australian', points: bandPoints(grid.australian, answers.australian) },
  ]
  // Regional study counts only on top of the Australian study requirement (Schedule 6D).
  const regionalStudyNeedsAusStudy = answers.regionalStudy && !answers.ausStudy
  const flagPoints = (flag: Flag) =>
    answers[flag] && !(flag === 'regionalStudy' && regionalStudyNeedsAusStudy) ? grid.flags[flag] : 0
  const lines: PointsLine<AustraliaLineId>[] = [
    { id: 'age', points: bandPoints(grid.age, answers.age) },
    { id: 'english', points: grid.english[answers.english] },
    cappedLine('employment', sumOf(employmentParts), grid.employmentCap),
    { id: 'qualification', points: grid.qualification[answers.qualification] },
    ...australiaFlags.map((flag) => ({ id: flag, points: flagPoints(flag) })),
    { id: 'partner', points: grid.partner[answers.partner] },
    { id: 'nomination', points: grid.nomination[answers.visa] },
  ]
  const total = sumOf(lines)
  return {
    lines,
    employmentParts,
    total,
    passMark: grid.passMark,
    margin: total - grid.passMark,
    ageEligible: answers.age < grid.maxAge,
    regionalStudyNeedsAusStudy,
  }
}

export const australiaDefaults: AustraliaAnswers = {
  age: 30,
  english: 'competent',
  overseas: 0,
  australian: 0,
  qualification: 'bachelor',
  specialist: false,
  ausStudy: false,
  professionalYear: false,
  communityLanguage: false,
  regionalStudy: false,
  partner: 'single',
  visa: '189',
}

/** The most years of employment the form offers: the ten-year window. */
export const maxEmploymentYears = 10
const oldestAge = 99

/** Answers from a page's query string; a missing or invalid parameter takes its default. */
export function parseAustraliaQuery(query: URLSearchParams, grid: AustraliaGrid): AustraliaAnswers {
  const d = australiaDefaults
  const age = wholeNumber(query.get('age'), grid.minAge, oldestAge)
  const years = (name: string) => wholeNumber(query.get(name), 0, oldestAge)
  const flag = (name: Flag) => query.get(name) === '1'
  return {
    age: age === undefined ? d.age : Math.min(age, grid.maxAge),
    english: oneOf(query.get('english'), englishLevels) ?? d.english,
    overseas: Math.min(years('overseas') ?? d.overseas, maxEmploymentYears),
    australian: Math.min(years('australian') ?? d.australian, maxEmploymentYears),
    qualification: oneOf(query.get('qualification'), qualifications) ?? d.qualification,
    specialist: flag('specialist'),
    ausStudy: flag('ausStudy'),
    professionalYear: flag('professionalYear'),
    communityLanguage: flag('communityLanguage'),
    regionalStudy: flag('regionalStudy'),
    partner: oneOf(query.get('partner'), partnerSituations) ?? d.partner,
    visa: oneOf(query.get('visa'), visas) ?? d.visa,
    occupation: parseOccupation(query),
  }
}

/** The query string that restores `answers`: every answer, flags only when set. */
export function australiaQuery(answers: AustraliaAnswers): URLSearchParams {
  const query = new URLSearchParams({
    age: String(answers.age),
    english: answers.english,
    overseas: String(answers.overseas),
    australian: String(answers.australian),
    qualification: answers.qualification,
  })
  for (const flag of australiaFlags) if (answers[flag]) query.set(flag, '1')
  query.set('partner', answers.partner)
  query.set('visa', answers.visa)
  return writeOccupation(query, answers.occupation)
}
