// Germany's Opportunity Card (Chancenkarte, Residence Act sections 20a and 20b): the prerequisites
// first, the route that needs no points (a qualification fully recognised in Germany), and otherwise
// the points table with its minimum. The points come from the fact registry (content/facts/germany.ts
// `opportunityCard`); this module holds the shape of the rules.
import type { germany } from '../../../content/facts/germany'
import { type CommonOccupationId, parseOccupation, writeOccupation } from '../../occupations/choice'
import { oneOf, type PointsLine, sumOf, wholeNumber } from '../breakdown'

/** Where the qualification stands: recognised where earned, or partly or fully in Germany. */
export const qualificationLevels = ['none', 'foreign', 'partial', 'full'] as const
export const germanLevels = ['none', 'a1', 'a2', 'b1', 'b2'] as const
export const englishLevels = ['none', 'b2', 'c1'] as const
export const experienceLevels = ['none', '2in5', '5in7'] as const
export const germanyFlags = ['shortage', 'stay', 'partner', 'funds'] as const

type Flag = (typeof germanyFlags)[number]

/** What the visitor answers; the names are the page's URL parameters. */
export interface GermanyAnswers extends Record<Flag, boolean> {
  qualification: (typeof qualificationLevels)[number]
  german: (typeof germanLevels)[number]
  english: (typeof englishLevels)[number]
  experience: (typeof experienceLevels)[number]
  /** Whole years at the time of applying. */
  age: number
  /** The common occupation chosen (lib/occupations/choice.ts): it earns no points, its lists are shown. */
  occupation?: CommonOccupationId
}

/** The points table as plain numbers: what the page hands the calculator. */
export interface GermanyGrid {
  minimum: number
  partialRecognition: number
  german: Record<'a2' | 'b1' | 'b2', number>
  englishC1: number
  experience: Record<'2in5' | '5in7', number>
  shortage: number
  /** Points below `under` years of age. */
  age: readonly { under: number; points: number }[]
  stay: number
  partner: number
  /** The funds to show for each month of the stay, in euros. */
  fundsPerMonth: number
}

type OpportunityCard = typeof germany.opportunityCard

export function germanyGrid(card: OpportunityCard): GermanyGrid {
  const p = card.points
  return {
    minimum: card.pointsNeeded.value,
    partialRecognition: p.partialRecognition.value,
    german: { a2: p.germanA2.value, b1: p.germanB1.value, b2: p.germanB2.value },
    englishC1: p.englishC1.value,
    experience: { '2in5': p.experience2in5.value, '5in7': p.experience5in7.value },
    shortage: p.shortageOccupation.value,
    age: [
      { under: p.youngerAge.value, points: p.ageUnder35.value },
      { under: p.olderAge.value, points: p.ageUnder40.value },
    ],
    stay: p.previousStay.value,
    partner: p.partner.value,
    fundsPerMonth: card.fundsPerMonth.value,
  }
}

type GermanyLineId =
  | 'partialRecognition'
  | 'german'
  | 'english'
  | 'experience'
  | 'shortage'
  | 'age'
  | 'stay'
  | 'partner'

/** What an applicant lacks: a prerequisite, or points. */
type GermanyMissing = 'qualification' | 'language' | 'funds' | 'points'

export interface GermanyResult {
  /**
   * `without-points`: a qualification fully recognised in Germany (a skilled worker) needs no points;
   * `with-points`: the prerequisites and the minimum are met; `not-eligible`: see `missing`.
   */
  kind: 'without-points' | 'with-points' | 'not-eligible'
  /** Only through the points route: the full recognition route counts none. */
  lines: PointsLine<GermanyLineId>[]
  total: number
  minimum: number
  missing: GermanyMissing[]
}

/** German at A1 or above, or English at B2 or above: the points route's language prerequisite. */
const meetsLanguage = (answers: GermanyAnswers) => answers.german !== 'none' || answers.english !== 'none'

export function scoreGermany(answers: GermanyAnswers, grid: GermanyGrid): GermanyResult {
  const hasQualification = answers.qualification !== 'none'
  const agePoints = grid.age.find((band) => answers.age < band.under)?.points ?? 0
  const german = answers.german === 'none' || answers.german === 'a1' ? 0 : grid.german[answers.german]
  const lines: PointsLine<GermanyLineId>[] = [
    { id: 'partialRecognition', points: answers.qualification === 'partial' ? grid.partialRecognition : 0 },
    { id: 'german', points: german },
    { id: 'english', points: answers.english === 'c1' ? grid.englishC1 : 0 },
    { id: 'experience', points: answers.experience === 'none' ? 0 : grid.experience[answers.experience] },
    // The shortage point is for the qualification's occupation: none without a qualification.
    { id: 'shortage', points: answers.shortage && hasQualification ? grid.shortage : 0 },
    { id: 'age', points: agePoints },
    { id: 'stay', points: answers.stay ? grid.stay : 0 },
    { id: 'partner', points: answers.partner ? grid.partner : 0 },
  ]
  const total = sumOf(lines)
  const base = { lines, total, minimum: grid.minimum }
  if (answers.qualification === 'full') {
    return answers.funds
      ? { ...base, kind: 'without-points', missing: [] }
      : { ...base, kind: 'not-eligible', missing: ['funds'] }
  }
  const missing: GermanyMissing[] = [
    ...(hasQualification ? [] : (['qualification'] as const)),
    ...(meetsLanguage(answers) ? [] : (['language'] as const)),
    ...(answers.funds ? [] : (['funds'] as const)),
    ...(total >= grid.minimum ? [] : (['points'] as const)),
  ]
  return { ...base, kind: missing.length === 0 ? 'with-points' : 'not-eligible', missing }
}

export const germanyDefaults: GermanyAnswers = {
  qualification: 'foreign',
  german: 'none',
  english: 'b2',
  experience: 'none',
  age: 30,
  shortage: false,
  stay: false,
  partner: false,
  funds: true,
}

export const germanyAges = { min: 18, max: 70 } as const

/** Answers from a page's query string; a missing or invalid parameter takes its default. */
export function parseGermanyQuery(query: URLSearchParams): GermanyAnswers {
  const d = germanyDefaults
  const age = wholeNumber(query.get('age'), 0, 999)
  // A flag is on only where the address says so (a form's unticked box sends nothing); the page's
  // first state ticks `funds`, which its address then carries.
  const flag = (name: Flag) => query.get(name) === '1'
  return {
    qualification: oneOf(query.get('qualification'), qualificationLevels) ?? d.qualification,
    german: oneOf(query.get('german'), germanLevels) ?? d.german,
    english: oneOf(query.get('english'), englishLevels) ?? d.english,
    experience: oneOf(query.get('experience'), experienceLevels) ?? d.experience,
    age: age === undefined ? d.age : Math.min(Math.max(age, germanyAges.min), germanyAges.max),
    shortage: flag('shortage'),
    stay: flag('stay'),
    partner: flag('partner'),
    funds: flag('funds'),
    occupation: parseOccupation(query),
  }
}

/** The query string that restores `answers`: every answer, flags only when set. */
export function germanyQuery(answers: GermanyAnswers): URLSearchParams {
  const query = new URLSearchParams({
    qualification: answers.qualification,
    german: answers.german,
    english: answers.english,
    experience: answers.experience,
    age: String(answers.age),
  })
  for (const flag of germanyFlags) if (answers[flag]) query.set(flag, '1')
  return writeOccupation(query, answers.occupation)
}
