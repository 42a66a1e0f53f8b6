// The visa finder: one short profile, judged against the main routes of the six destinations. Each
// route says "looks eligible", "may be eligible, check" or "not eligible now", with the reason that
// decided; where these answers cannot decide (a salary, a skills assessment, a CRS score), it says check,
// never a guess. Thresholds come from the fact registry through `FinderRules`; the words from
// content/visa-finder.ts.
import { oneOf, wholeNumber } from '../points/breakdown'
import { type GermanyAnswers, type GermanyGrid, germanyQuery, scoreGermany } from '../points/germany'

export const educationLevels = ['none', 'secondary', 'diploma', 'bachelor', 'master', 'phd'] as const
export const englishLevels = ['none', 'b1', 'b2', 'c1', 'c2'] as const
export const germanLevels = ['none', 'a1', 'a2', 'b1', 'b2'] as const
export const offerCountries = ['none', 'canada', 'australia', 'uk', 'germany', 'nz', 'us'] as const
export const goals = ['work', 'study', 'pr', 'family', 'business'] as const

type Education = (typeof educationLevels)[number]
type English = (typeof englishLevels)[number]
export type Goal = (typeof goals)[number]

/** What the visitor answers; the names are the page's URL parameters. */
export interface FinderAnswers {
  age: number
  education: Education
  english: English
  german: (typeof germanLevels)[number]
  /** Whole years of skilled work. */
  experience: number
  offer: (typeof offerCountries)[number]
  goal: Goal
  funds: boolean
}

/** The registry's thresholds the rules need, as plain numbers. */
export interface FinderRules {
  /** Australia's skilled visas: under this age when invited. */
  australiaUnderAge: number
  /** New Zealand's skilled residence: this age or younger. */
  nzMaxAge: number
  /** Express Entry's Federal Skilled Worker: years of skilled work. */
  canadaExperience: number
  germany: GermanyGrid
}

/** Each route, with the reasons it can give; the content module words each one. */
export const routeReasons = {
  expressEntry: ['education', 'english', 'experience', 'funds', 'score'],
  australiaSkilled: ['age', 'english', 'points'],
  ukSkilledWorker: ['offer', 'english', 'salary'],
  ukGraduate: ['unknown'],
  germanyBlueCard: ['education', 'offer', 'salary'],
  germanyOpportunityCard: ['qualification', 'language', 'funds', 'points', 'eligible'],
  nzSkilledMigrant: ['age', 'offer', 'english', 'pay'],
  usH1b: ['education', 'offer', 'selection'],
  canadaStudy: ['education', 'funds', 'english', 'offer'],
  australiaStudent: ['education', 'funds', 'english', 'offer'],
  ukStudent: ['education', 'funds', 'english', 'offer'],
  germanyStudy: ['education', 'funds', 'english', 'offer'],
  nzStudent: ['education', 'funds', 'english', 'offer'],
  usF1: ['education', 'funds', 'english', 'offer'],
} as const

export type RouteId = keyof typeof routeReasons
export type ReasonOf<R extends RouteId> = (typeof routeReasons)[R][number]
export const routeIds = Object.keys(routeReasons) as RouteId[]

/** What each route is for: a route whose goals include the visitor's is listed first. */
const routeGoals: Record<RouteId, readonly Goal[]> = {
  expressEntry: ['pr', 'work'],
  australiaSkilled: ['pr', 'work'],
  ukSkilledWorker: ['work', 'pr'],
  ukGraduate: ['work'],
  germanyBlueCard: ['work', 'pr'],
  germanyOpportunityCard: ['work'],
  nzSkilledMigrant: ['pr', 'work'],
  usH1b: ['work'],
  canadaStudy: ['study'],
  australiaStudent: ['study'],
  ukStudent: ['study'],
  germanyStudy: ['study'],
  nzStudent: ['study'],
  usF1: ['study'],
}

export type Verdict = 'eligible' | 'check' | 'not-eligible'

export interface Judgement<R extends RouteId = RouteId> {
  route: R
  verdict: Verdict
  reason: ReasonOf<R>
  /** Numbers the reason's words use ("{total} points"). */
  values?: Record<string, number>
  /** The route's calculator opened with these answers; absent for a route without one. */
  query?: string
}

const rank = <T extends string>(levels: readonly T[], level: T) => levels.indexOf(level)
const atLeast = <T extends string>(levels: readonly T[], level: T, min: T) =>
  rank(levels, level) >= rank(levels, min)

const hasDegree = (a: FinderAnswers) => atLeast(educationLevels, a.education, 'bachelor')
/** B2 is where the English tests the routes ask for begin (CLB 7, IELTS 6, "competent"). */
const englishB2 = (a: FinderAnswers) => atLeast(englishLevels, a.english, 'b2')

const crsEducation: Record<Education, string> = {
  none: 'none',
  secondary: 'secondary',
  diploma: 'two-year',
  bachelor: 'bachelor',
  master: 'master',
  phd: 'phd',
}
const australiaQualification: Record<Education, string> = {
  none: 'none',
  secondary: 'none',
  diploma: 'diploma',
  bachelor: 'bachelor',
  master: 'bachelor',
  phd: 'doctorate',
}
const nzQualification: Record<Education, string> = {
  none: 'none',
  secondary: 'none',
  diploma: 'none',
  bachelor: 'bachelor',
  master: 'master',
  phd: 'doctorate',
}
const australiaEnglish: Partial<Record<English, string>> = {
  b2: 'competent',
  c1: 'proficient',
  c2: 'superior',
}

/** The Opportunity Card answers this profile gives: a degree or diploma counted as recognised where earned. */
function opportunityCardAnswers(a: FinderAnswers): GermanyAnswers {
  return {
    qualification: atLeast(educationLevels, a.education, 'diploma') ? 'foreign' : 'none',
    german: a.german,
    english: a.english === 'b2' ? 'b2' : a.english === 'c1' || a.english === 'c2' ? 'c1' : 'none',
    experience: a.experience >= 5 ? '5in7' : a.experience >= 2 ? '2in5' : 'none',
    age: a.age,
    shortage: false,
    stay: false,
    partner: false,
    funds: a.funds,
  }
}

type Judge<R extends RouteId> = (a: FinderAnswers, rules: FinderRules) => Omit<Judgement<R>, 'route'>

/** The first reason that rules a route out, else the route's own verdict. */
function firstOf<R extends RouteId>(
  checks: readonly [boolean, ReasonOf<R>][],
  otherwise: Omit<Judgement<R>, 'route'>,
): Omit<Judgement<R>, 'route'> {
  const failed = checks.find(([passes]) => !passes)
  return failed ? { verdict: 'not-eligible', reason: failed[1] } : otherwise
}

/** A study route: finished school and the funds first; English decides between eligible and check. */
function studyRoute<R extends RouteId>(): Judge<R> {
  return (a) =>
    firstOf<R>(
      [
        [a.education !== 'none', 'education' as ReasonOf<R>],
        [a.funds, 'funds' as ReasonOf<R>],
      ],
      englishB2(a)
        ? { verdict: 'eligible', reason: 'offer' as ReasonOf<R> }
        : // Below B2 a university may still take a student through its own test or a pathway course.
          { verdict: 'check', reason: 'english' as ReasonOf<R> },
    )
}

const judges: { [R in RouteId]: Judge<R> } = {
  expressEntry: (a, rules) =>
    firstOf(
      [
        [a.education !== 'none', 'education'],
        [englishB2(a), 'english'],
        [a.experience >= rules.canadaExperience, 'experience'],
        // Proof of funds is not needed with a valid job offer.
        [a.funds || a.offer === 'canada', 'funds'],
      ],
      {
        verdict: 'check',
        reason: 'score',
        query: new URLSearchParams({
          age: String(a.age),
          education: crsEducation[a.education],
          foreignWork: String(Math.min(a.experience, 3)),
        }).toString(),
      },
    ),
  australiaSkilled: (a, rules) =>
    firstOf(
      [
        [a.age < rules.australiaUnderAge, 'age'],
        [englishB2(a), 'english'],
      ],
      {
        verdict: 'check',
        reason: 'points',
        query: new URLSearchParams({
          age: String(a.age),
          english: australiaEnglish[a.english] ?? 'competent',
          overseas: String(Math.min(a.experience, 10)),
          qualification: australiaQualification[a.education],
        }).toString(),
      },
    ),
  ukSkilledWorker: (a) =>
    firstOf(
      [
        [a.offer === 'uk', 'offer'],
        [englishB2(a), 'english'],
      ],
      {
        verdict: 'check',
        reason: 'salary',
        query: new URLSearchParams({
          offer: '1',
          skill: '1',
          english: '1',
          option: a.age < 26 ? 'new-entrant' : 'none',
        }).toString(),
      },
    ),
  ukGraduate: () => ({ verdict: 'check', reason: 'unknown' }),
  germanyBlueCard: (a) =>
    firstOf(
      [
        [hasDegree(a), 'education'],
        [a.offer === 'germany', 'offer'],
      ],
      { verdict: 'check', reason: 'salary' },
    ),
  germanyOpportunityCard: (a, rules) => {
    const answers = opportunityCardAnswers(a)
    const result = scoreGermany(answers, rules.germany)
    const query = germanyQuery(answers).toString()
    const values = { total: result.total, minimum: result.minimum }
    const [missing] = result.missing
    return missing
      ? { verdict: 'not-eligible', reason: missing, values, query }
      : { verdict: 'eligible', reason: 'eligible', values, query }
  },
  nzSkilledMigrant: (a, rules) =>
    firstOf(
      [
        [a.age <= rules.nzMaxAge, 'age'],
        [a.offer === 'nz', 'offer'],
        [englishB2(a), 'english'],
      ],
      // The job's pay decides beside the points, and these answers hold neither: the calculator asks.
      {
        verdict: 'check',
        reason: 'pay',
        query: new URLSearchParams({
          age: String(a.age),
          qualification: nzQualification[a.education],
          offer: '1',
          english: '1',
        }).toString(),
      },
    ),
  usH1b: (a) =>
    firstOf(
      [
        [hasDegree(a), 'education'],
        [a.offer === 'us', 'offer'],
      ],
      { verdict: 'check', reason: 'selection' },
    ),
  canadaStudy: studyRoute(),
  australiaStudent: studyRoute(),
  ukStudent: studyRoute(),
  germanyStudy: studyRoute(),
  nzStudent: studyRoute(),
  usF1: studyRoute(),
}

const verdictRank: Record<Verdict, number> = { eligible: 0, check: 1, 'not-eligible': 2 }

export interface FinderResult {
  /** The routes for the visitor's goal, best first. */
  forGoal: Judgement[]
  /** The other routes, best first. */
  others: Judgement[]
}

/** Every route judged, those for the visitor's goal first, each list from looks eligible to not eligible. */
export function findRoutes(answers: FinderAnswers, rules: FinderRules): FinderResult {
  const judged = routeIds.map(
    (route) => ({ route, ...(judges[route] as Judge<RouteId>)(answers, rules) }) as Judgement,
  )
  // A stable sort: within a verdict, routes keep their order in routeReasons.
  const sorted = judged.sort((a, b) => verdictRank[a.verdict] - verdictRank[b.verdict])
  const serves = (j: Judgement) => routeGoals[j.route].includes(answers.goal)
  return { forGoal: sorted.filter(serves), others: sorted.filter((j) => !serves(j)) }
}

export const finderDefaults: FinderAnswers = {
  age: 28,
  education: 'bachelor',
  english: 'b2',
  german: 'none',
  experience: 3,
  offer: 'none',
  goal: 'pr',
  funds: true,
}

export const finderAges = { min: 16, max: 70 } as const
export const maxExperience = 40

/** Answers from a page's query string; a missing or invalid parameter takes its default. */
export function parseFinderQuery(query: URLSearchParams): FinderAnswers {
  const d = finderDefaults
  const age = wholeNumber(query.get('age'), 0, 999)
  const experience = wholeNumber(query.get('experience'), 0, 999)
  return {
    age: age === undefined ? d.age : Math.min(Math.max(age, finderAges.min), finderAges.max),
    education: oneOf(query.get('education'), educationLevels) ?? d.education,
    english: oneOf(query.get('english'), englishLevels) ?? d.english,
    german: oneOf(query.get('german'), germanLevels) ?? d.german,
    experience: experience === undefined ? d.experience : Math.min(experience, maxExperience),
    offer: oneOf(query.get('offer'), offerCountries) ?? d.offer,
    goal: oneOf(query.get('goal'), goals) ?? d.goal,
    // As on the calculators: a flag is on only where the address says so.
    funds: query.get('funds') === '1',
  }
}

/** The query string that restores `answers`: every answer, the flag only when set. */
export function finderQuery(answers: FinderAnswers): URLSearchParams {
  const query = new URLSearchParams({
    age: String(answers.age),
    education: answers.education,
    english: answers.english,
    german: answers.german,
    experience: String(answers.experience),
    offer: answers.offer,
    goal: answers.goal,
  })
  if (answers.funds) query.set('funds', '1')
  return query
}
