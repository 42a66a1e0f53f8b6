// The visa finder: one short profile, judged against the main routes of the six destinations. Each
// route says "looks eligible", "may be eligible, check" or "not eligible now", with the reason that
// decided; where these answers cannot decide (a salary, a skills assessment, a CRS score), it says check,
// never a guess. Thresholds come from the fact registry through `FinderRules`; the words from
// content/visa-finder.ts. English given as a test's scores is read route by route in ./english.ts.

import { oneOf, wholeNumber } from '../calculators/breakdown'
import {
  type GermanyAnswers,
  type GermanyGrid,
  germanyQuery,
  scoreGermany,
} from '../calculators/germany/rules'
import { abilities } from '../language-scores/tests'
import { type CommonOccupationId, parseOccupation, writeOccupation } from '../occupations/choice'
import {
  type EnglishReading,
  englishOf,
  type FinderTest,
  finderTests,
  type RouteEnglish,
  readScores,
  readsOverall,
  scoreNames,
  type TypedScores,
} from './english'
import type { FinderEnglishTables } from './english-tables'
import {
  type FinderOccupation,
  type FinderOccupations,
  type OccupationNote,
  occupationReaders,
} from './occupation'

export const educationLevels = ['none', 'secondary', 'diploma', 'bachelor', 'master', 'phd'] as const
export const englishLevels = ['none', 'b1', 'b2', 'c1', 'c2'] as const
export const germanLevels = ['none', 'a1', 'a2', 'b1', 'b2'] as const
export const offerCountries = ['none', 'canada', 'australia', 'uk', 'germany', 'nz', 'us'] as const
export const goals = ['work', 'study', 'pr', 'family', 'business'] as const

/**
 * The contact form's immigration type (one of its option ids, the same in every language) for each
 * goal: the enquiry and /book open on it. The same in every language, so not carried in the page's words.
 */
export const goalEnquiryTypes = {
  work: 'Work Visa',
  study: 'Study Visa',
  pr: 'Permanent Residency (PR)',
  family: 'Family Sponsorship',
  business: 'Business/Investor Visa',
} as const satisfies Record<(typeof goals)[number], string>

type Education = (typeof educationLevels)[number]
type English = (typeof englishLevels)[number]
export type Goal = (typeof goals)[number]

/** What the visitor answers; the names are the page's URL parameters. */
export interface FinderAnswers {
  age: number
  education: Education
  english: English
  /** How the English is given: `level` (the CEFR level above) or the test whose scores follow. */
  test: FinderTest
  scores: TypedScores
  german: (typeof germanLevels)[number]
  /** Whole years of skilled work. */
  experience: number
  offer: (typeof offerCountries)[number]
  goal: Goal
  funds: boolean
  /**
   * The common occupation a link names (lib/occupations/choice.ts): each route's calculator opens with
   * it and reads its own list for it.
   */
  occupation?: CommonOccupationId
}

/** The registry's thresholds the rules need, as plain numbers. */
export interface FinderRules {
  /** Australia's skilled visas: under this age when invited. */
  australiaUnderAge: number
  /** New Zealand's skilled residence: this age or younger. */
  nzMaxAge: number
  /** Express Entry's Federal Skilled Worker: years of skilled work. */
  canadaExperience: number
  /** Express Entry's Federal Skilled Worker: the CLB level in all four abilities. */
  minimumClb: number
  germany: GermanyGrid
  /**
   * The registry's score tables the routes read test scores by; the finder's island has them only once
   * the visitor gives scores (content/finder-occupations.ts), and shows no result before.
   */
  english?: FinderEnglishTables
  /** What each list says of the common occupations (./occupation.ts); none, and no occupation is read. */
  occupations?: FinderOccupations
}

/** Each route, with the reasons it can give; the content module words each one. */
export const routeReasons = {
  expressEntry: ['education', 'english', 'experience', 'funds', 'score'],
  australiaSkilled: ['occupation', 'age', 'english', 'points'],
  ukSkilledWorker: ['occupation', 'offer', 'english', 'salary'],
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

/** The study routes: each gives the same reasons, in the same words. */
export const studyRoutes = [
  'canadaStudy',
  'australiaStudent',
  'ukStudent',
  'germanyStudy',
  'nzStudent',
  'usF1',
] as const satisfies readonly RouteId[]
export type StudyRoute = (typeof studyRoutes)[number]
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
  /** What the route read the visitor's test scores as. */
  english?: EnglishReading
  /** What the route's list says of the chosen occupation. */
  occupation?: OccupationNote[]
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

/** The English a route reads: the level chosen (B2 and up counts), or the test scores by its rule. */
function routeEnglish(a: FinderAnswers, rules: FinderRules, route: keyof typeof englishOf): RouteEnglish {
  if (a.test === 'level') return { meets: englishB2(a) }
  const read = readScores(a.test, a.scores)
  return read && rules.english ? englishOf[route](rules.english, read, rules.minimumClb) : {}
}

/**
 * A route's verdict with its English: one whose English nothing here can judge is at best "check", for
 * its English (a rule its other answers fail still rules it out); and what the scores read as.
 */
function withEnglish<R extends RouteId>(
  english: RouteEnglish,
  reason: ReasonOf<R>,
  judged: Omit<Judgement<R>, 'route'>,
): Omit<Judgement<R>, 'route'> {
  const verdict =
    english.meets === undefined && judged.verdict !== 'not-eligible'
      ? { ...judged, verdict: 'check' as const, reason }
      : judged
  return english.reading ? { ...verdict, english: english.reading } : verdict
}

/** The Opportunity Card answers this profile gives: a degree or diploma counted as recognised where earned. */
function opportunityCardAnswers(a: FinderAnswers, english: GermanyAnswers['english']): GermanyAnswers {
  return {
    qualification: atLeast(educationLevels, a.education, 'diploma') ? 'foreign' : 'none',
    german: a.german,
    english,
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
  return (a, rules) => {
    const english = routeEnglish(a, rules, 'study')
    const reason = 'english' as ReasonOf<R>
    return withEnglish(
      english,
      reason,
      firstOf<R>(
        [
          [a.education !== 'none', 'education' as ReasonOf<R>],
          [a.funds, 'funds' as ReasonOf<R>],
        ],
        english.meets !== false
          ? { verdict: 'eligible', reason: 'offer' as ReasonOf<R> }
          : // Below B2 a university may still take a student through its own test or a pathway course.
            { verdict: 'check', reason },
      ),
    )
  }
}

/** The Opportunity Card's English from the level chosen: C2 counts as C1, below B2 as none. */
const chosenGermanEnglish = (a: FinderAnswers): GermanyAnswers['english'] =>
  a.english === 'b2' ? 'b2' : a.english === 'c1' || a.english === 'c2' ? 'c1' : 'none'

const judges: { [R in RouteId]: Judge<R> } = {
  expressEntry: (a, rules) => {
    const english = routeEnglish(a, rules, 'expressEntry')
    return withEnglish(
      english,
      'english',
      firstOf(
        [
          [a.education !== 'none', 'education'],
          [english.meets !== false, 'english'],
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
            // Scores read by IRCC's charts go on as typed: the calculator reads them by the same charts.
            ...(english.reading?.kind === 'clb'
              ? { test: a.test, ...Object.fromEntries(abilities.map((ab) => [ab, a.scores[ab] ?? ''])) }
              : {}),
          }).toString(),
        },
      ),
    )
  },
  australiaSkilled: (a, rules) => {
    const english = routeEnglish(a, rules, 'australiaSkilled')
    return withEnglish(
      english,
      'english',
      firstOf(
        [
          [a.age < rules.australiaUnderAge, 'age'],
          [english.meets !== false, 'english'],
        ],
        {
          verdict: 'check',
          reason: 'points',
          query: new URLSearchParams({
            age: String(a.age),
            english:
              english.australianLevel ??
              (a.test === 'level' ? australiaEnglish[a.english] : undefined) ??
              'competent',
            overseas: String(Math.min(a.experience, 10)),
            qualification: australiaQualification[a.education],
          }).toString(),
        },
      ),
    )
  },
  ukSkilledWorker: (a, rules) => {
    const english = routeEnglish(a, rules, 'ukSkilledWorker')
    return withEnglish(
      english,
      'english',
      firstOf(
        [
          [a.offer === 'uk', 'offer'],
          [english.meets !== false, 'english'],
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
    )
  },
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
    const english: RouteEnglish = a.test === 'level' ? {} : routeEnglish(a, rules, 'germanyOpportunityCard')
    const level = a.test === 'level' ? chosenGermanEnglish(a) : english.germanLevel
    const answers = opportunityCardAnswers(a, level ?? 'none')
    const result = scoreGermany(answers, rules.germany)
    const query = germanyQuery(answers).toString()
    const values = { total: result.total, minimum: result.minimum }
    if (level === undefined) {
      // Scores no table here reads may meet the language rule and earn English's point: only the
      // qualification and the funds, which no English changes, rule the card out.
      const ruledOut = result.missing.find((m) => m === 'qualification' || m === 'funds')
      return ruledOut
        ? { verdict: 'not-eligible', reason: ruledOut, values, query }
        : { verdict: 'check', reason: 'language', values, query }
    }
    const [missing] = result.missing
    const judged: Omit<Judgement<'germanyOpportunityCard'>, 'route'> = missing
      ? { verdict: 'not-eligible', reason: missing, values, query }
      : { verdict: 'eligible', reason: 'eligible', values, query }
    return english.reading ? { ...judged, english: english.reading } : judged
  },
  nzSkilledMigrant: (a, rules) => {
    const english = routeEnglish(a, rules, 'nzSkilledMigrant')
    return withEnglish(
      english,
      'english',
      firstOf(
        [
          [a.age <= rules.nzMaxAge, 'age'],
          [a.offer === 'nz', 'offer'],
          [english.meets !== false, 'english'],
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
    )
  },
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

/**
 * A judgement with what the route's list says of the occupation: a list read and found without it
 * rules the route out, whatever else decided; otherwise its notes stand beside the verdict.
 */
function withOccupation(judgement: Judgement, occupation: FinderOccupation | undefined): Judgement {
  if (!occupation || !(judgement.route in occupationReaders)) return judgement
  const { notes, ruledOut } = occupationReaders[judgement.route as keyof typeof occupationReaders](occupation)
  const read = notes.length > 0 ? { ...judgement, occupation: notes } : judgement
  return ruledOut ? { ...read, verdict: 'not-eligible', reason: 'occupation' as ReasonOf<RouteId> } : read
}

/** Every route judged, those for the visitor's goal first, each list from looks eligible to not eligible. */
export function findRoutes(answers: FinderAnswers, rules: FinderRules): FinderResult {
  const occupation = answers.occupation && rules.occupations?.[answers.occupation]
  const judged = routeIds.map((route) => {
    const judgement = withOccupation(
      { route, ...(judges[route] as Judge<RouteId>)(answers, rules) } as Judgement,
      occupation || undefined,
    )
    // Each calculator opens with the occupation too, which it reads its own list for.
    const { query } = judgement
    return query === undefined
      ? judgement
      : { ...judgement, query: writeOccupation(new URLSearchParams(query), answers.occupation).toString() }
  })
  // A stable sort: within a verdict, routes keep their order in routeReasons.
  const sorted = judged.sort((a, b) => verdictRank[a.verdict] - verdictRank[b.verdict])
  const serves = (j: Judgement) => routeGoals[j.route].includes(answers.goal)
  return { forGoal: sorted.filter(serves), others: sorted.filter((j) => !serves(j)) }
}

export const finderDefaults: FinderAnswers = {
  age: 28,
  education: 'bachelor',
  english: 'b2',
  test: 'level',
  scores: {},
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
    ...parseEnglishTest(query),
    german: oneOf(query.get('german'), germanLevels) ?? d.german,
    experience: experience === undefined ? d.experience : Math.min(experience, maxExperience),
    offer: oneOf(query.get('offer'), offerCountries) ?? d.offer,
    goal: oneOf(query.get('goal'), goals) ?? d.goal,
    // As on the calculators: a flag is on only where the address says so.
    funds: query.get('funds') === '1',
    occupation: parseOccupation(query),
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
  writeOccupation(query, answers.occupation)
  if (answers.test === 'level') return query
  query.set('test', answers.test)
  for (const name of scoreNames) {
    const typed = answers.scores[name]?.trim()
    if (typed) query.set(name, typed)
  }
  return query
}

/** The test and its scores as typed; a link without a test (every link before) gives the level. */
function parseEnglishTest(query: URLSearchParams): Pick<FinderAnswers, 'test' | 'scores'> {
  const test = oneOf(query.get('test'), finderTests) ?? 'level'
  if (test === 'level') return { test, scores: {} }
  const typed = scoreNames.flatMap((name) => {
    const text = query.get(name)
    return text?.trim() && (name !== 'overall' || readsOverall(test)) ? [[name, text]] : []
  })
  return { test, scores: Object.fromEntries(typed) }
}
