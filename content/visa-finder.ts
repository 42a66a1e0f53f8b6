// /visa-finder: one short profile, the main routes of the six destinations judged against it. The
// rules are in lib/finder/finder.ts and their thresholds in the fact registry; this is the structure
// of its words ("visaFinder.…" in the catalogues), the facts each route's words state, and each
// route's official source (the source of the registry fact its rule rests on).

import { factArguments, resolveStatements, type Statement, statedIn } from '../lib/facts/site'
import { finderTests, type ReadLevel, type ScoredTest, type ScoreName } from '../lib/finder/english'
import {
  type educationLevels,
  type englishLevels,
  type FinderAnswers,
  type Goal,
  type germanLevels,
  type offerCountries,
  type ReasonOf,
  type RouteId,
  routeIds,
  routeReasons,
  type StudyRoute,
  studyRoutes,
  type Verdict,
} from '../lib/finder/finder'
import type { MessageText } from '../lib/island-messages'
import type { ScoreProblem } from '../lib/language-scores/tests'
import { islandBlock, type MessageKey, type Messages, messageText, words } from '../lib/messages'
import { type BookingStep, bookingStep } from './book'
import { facts } from './facts'
import type { Fact, Source } from './facts/types'
import { languageTests } from './language-tests'
import { occupationChoice } from './occupation-choice'
import { byId } from './points'
import { costJourney, routeTrail } from './route-words'
import { routes } from './routes'
import type { FlagCode } from './types'

type Options<K extends string> = Record<K, string>

interface FinderRouteCopy<R extends RouteId> {
  name: string
  flag: FlagCode
  reasons: Record<ReasonOf<R>, MessageText>
  /** The route's calculator (opened with the visitor's answers, its judgement's query) or its guide. */
  link: { path: string; label: string }
  source: Source
}

/** A study route's words: its reasons are every study route's (FinderCopy `study`), carried once. */
type StudyRouteCopy<R extends StudyRoute> = Omit<FinderRouteCopy<R>, 'reasons'>

/** The island's words: the finder's heading and lead are the page's (`intro`), not carried to it. */
export interface FinderCopy {
  /**
   * First: the routes' words repeat the cards drawn above the island's props, and gzip reaches back
   * only 32 KB for a repeat (measured: 0.15 KB less in English, 0.2 KB in Marathi than last).
   */
  routes: { [R in RouteId]: R extends StudyRoute ? StudyRouteCopy<R> : FinderRouteCopy<R> }
  /** The reasons every study route gives. */
  study: Record<ReasonOf<StudyRoute>, MessageText>
  age: { label: string; min: string; max: string }
  education: { label: string; options: Options<(typeof educationLevels)[number]> }
  english: {
    label: string
    hint: string
    options: Options<(typeof englishLevels)[number]>
    /** "Which test did you take?": the level (as the finder always asked), or a test and its scores. */
    test: { question: string; options: Options<(typeof finderTests)[number]> }
    scores: Record<ScoreName, string>
    /** {test}, and the scale's {min}, {max}, {below} and {above}. */
    problems: Record<ScoreProblem, MessageText>
    /** What a route read the scores as: {r} {w} {l} {s} (CLB levels), or {level}. */
    readings: Record<'clb' | 'level' | 'met' | 'not-met', MessageText>
    /** The levels a reading names; an overall score with its {min}. */
    levels: Options<Exclude<ReadLevel, 'overall'>> & { overall: MessageText }
  }
  german: { label: string; options: Options<(typeof germanLevels)[number]> }
  /** The years themselves read as the calculators' do (content/points.ts `years`); the last one as `max`. */
  experience: { label: string; hint: string; max: MessageText }
  offer: { label: string; options: Options<(typeof offerCountries)[number]> }
  goal: { legend: string; options: Options<Goal> }
  funds: string
  result: {
    heading: string
    forGoal: string
    others: string
    /** For a goal no route in the finder serves (family, business). */
    noRoutes: string
    verdicts: Options<Verdict>
    source: string
    estimate: string
    /** Each route's costs on /cost. */
    cost: { path: string; label: string }
  }
  /** In the result's place while the island applies the answers in the page's address. */
  pending: string
  enquiry: {
    label: string
    lead: string
    summary: MessageText
    answers: MessageText
    linkLead: string
    labels: Options<(typeof answerNames)[number]>
    yes: string
    no: string
    none: string
    /** The next step: a time on /book, opened with the same type and message. */
    book: BookingStep
  }
  whatsApp: { label: string; lead: MessageText }
  occupation: ReturnType<typeof occupationCopy>
}

const guide = (anchor: string) => `${routes.countryGuides.path}#${anchor}`
const fsw = facts.canada.expressEntry.fsw
const card = facts.germany.opportunityCard
const blueCard = facts.germany.blueCard.salary
const sw = facts.uk.skilledWorker
const pointsTest = facts.australia.pointsTest
const graduate = facts.uk.graduate

/** The facts each route's words state, by the name of their argument in its messages. */
const routeFacts = {
  expressEntry: { experience: fsw.experience, clb: fsw.minimumClb },
  australiaSkilled: { maxAge: pointsTest.maxAge, passMark: pointsTest.passMark },
  ukSkilledWorker: { englishLevel: sw.englishLevel, points: sw.points.needed },
  ukGraduate: {
    duration: graduate.duration,
    durationFrom2027: graduate.durationFrom2027,
    shorterFrom: graduate.shorterFrom,
  },
  germanyBlueCard: { standard: blueCard.standard2026, reduced: blueCard.reduced2026 },
  germanyOpportunityCard: { pointsNeeded: card.pointsNeeded, funds: card.fundsPerMonth },
  nzSkilledMigrant: {
    maxAge: facts.nz.residence.maxAge,
    medianWage: facts.nz.smc.medianWage,
    points: facts.nz.smc.pointsRequired,
    lowerSkilled: facts.nz.smc.jobPay.lowerSkilled,
  },
  usH1b: { selection: facts.us.h1b.selection },
} as const satisfies Partial<Record<RouteId, Record<string, Fact>>>

const factsOfRoute = (id: RouteId): Readonly<Record<string, Fact>> =>
  id in routeFacts ? routeFacts[id as keyof typeof routeFacts] : {}

/** Each route's flag, its calculator (opened with the visitor's answers) or guide, and its official source. */
const routeStructure: {
  [R in RouteId]: Pick<FinderRouteCopy<R>, 'flag' | 'source'> & { path: string }
} = {
  expressEntry: {
    flag: 'ca',
    path: routes.crsCalculator.path,
    source: fsw.minimumClb.source,
  },
  australiaSkilled: {
    flag: 'au',
    path: routes.australiaPointsCalculator.path,
    source: pointsTest.maxAge.source,
  },
  ukSkilledWorker: {
    flag: 'gb',
    path: routes.ukSkilledWorkerCalculator.path,
    source: sw.points.needed.source,
  },
  ukGraduate: {
    flag: 'gb',
    path: guide('united-kingdom'),
    source: graduate.duration.source,
  },
  germanyBlueCard: {
    flag: 'de',
    path: guide('germany'),
    source: blueCard.standard2026.source,
  },
  germanyOpportunityCard: {
    flag: 'de',
    path: routes.germanyOpportunityCardCalculator.path,
    source: card.pointsNeeded.source,
  },
  nzSkilledMigrant: {
    flag: 'nz',
    path: routes.nzSkilledMigrantCalculator.path,
    source: facts.nz.smc.pointsRequired.source,
  },
  usH1b: {
    flag: 'us',
    path: guide('united-states'),
    source: facts.us.h1b.selection.source,
  },
  canadaStudy: {
    flag: 'ca',
    path: guide('canada'),
    source: facts.canada.study.fundsSingle.source,
  },
  australiaStudent: {
    flag: 'au',
    path: guide('australia'),
    source: facts.australia.student.financialCapacity.source,
  },
  ukStudent: {
    flag: 'gb',
    path: guide('united-kingdom'),
    source: facts.uk.student.fundsLondon.source,
  },
  germanyStudy: {
    flag: 'de',
    path: guide('germany'),
    source: facts.germany.study.blockedAccount.perMonth.source,
  },
  nzStudent: {
    flag: 'nz',
    path: guide('new-zealand'),
    source: facts.nz.student.livingCosts.source,
  },
  usF1: { flag: 'us', path: guide('united-states'), source: facts.us.opt.duration.source },
}

const answerNames = [
  'age',
  'education',
  'english',
  'german',
  'experience',
  'offer',
  'goal',
  'funds',
] as const satisfies readonly (keyof FinderAnswers)[]

/** A route's way further: its calculator, or the guide to its country, in m's language. */
export const routeLink = (m: Messages, id: RouteId) => ({
  path: routeStructure[id].path,
  label: m(`visaFinder.finder.routes.${id}.link`),
})

/** A route an occupation's list rules out says so in the words the calculators use. */
const occupationReasons = {
  australiaSkilled: 'occupationChoice.australia.notListed',
  ukSkilledWorker: 'occupationChoice.uk.eligibility.ineligible',
} as const satisfies Partial<Record<RouteId, MessageKey>>

/** The occupation question, as the calculators ask it; what each list says comes with the readings (./finder-occupations.ts). */
function occupationCopy(m: Messages) {
  const { label, none, notListed, titles } = occupationChoice(m)
  return { label, hint: m('visaFinder.finder.occupation.hint'), none, notListed, titles }
}

const isStudy = (id: RouteId): id is StudyRoute => (studyRoutes as readonly RouteId[]).includes(id)

/** The words of a route: the reasons are messages the island formats with its judgement's values. */
function routeCopy<R extends RouteId>(m: Messages, id: R): StudyRouteCopy<StudyRoute> | FinderRouteCopy<R> {
  const { flag, source } = routeStructure[id]
  const words = { name: m(`visaFinder.finder.routes.${id}.name`), flag, link: routeLink(m, id), source }
  if (isStudy(id)) return words
  const values = factArguments(factsOfRoute(id), m.language)
  const reason = (name: string) =>
    messageText(
      m,
      name === 'occupation'
        ? occupationReasons[id as keyof typeof occupationReasons]
        : (`visaFinder.finder.routes.${id}.reasons.${name}` as MessageKey),
      values,
    )
  return {
    ...words,
    reasons: Object.fromEntries(routeReasons[id].map((name) => [name, reason(name)])) as Record<
      ReasonOf<R>,
      MessageText
    >,
  }
}

/**
 * What a route needs, in a line: the page's table every visitor sees, with or without JavaScript (not
 * the island's, which says what decided).
 */
function routeNeeds(m: Messages, id: RouteId): Statement {
  const study = isStudy(id) && id !== 'germanyStudy'
  return statedIn(
    m,
    (study ? 'visaFinder.finder.study.needs' : `visaFinder.finder.routes.${id}.needs`) as MessageKey,
    factsOfRoute(id),
  )
}

/** The finder's words from the catalogue; the island formats the ones that take its judgement's values. */
const finderWords = (m: Messages) =>
  islandBlock(
    m,
    'visaFinder.finder',
    [
      'study',
      'english.readings',
      'english.levels',
      'experience.max',
      'enquiry.summary',
      'enquiry.answers',
      'whatsApp.lead',
    ],
    {},
    (key) => m(key),
    // The routes' words carry their facts and structure (routeCopy, routeNeeds); the occupation question is the calculators'.
    ['routes', 'study.needs', 'occupation'],
  )

/** The English question: a CEFR level, or a test with its scores, and what each route read them as. */
function englishCopy(
  m: Messages,
  { label, hint, options, level, overall, readings, levels }: ReturnType<typeof finderWords>['english'],
): FinderCopy['english'] {
  const tests = languageTests(m)
  const australian = (band: 'competent' | 'proficient' | 'superior') =>
    m(`australiaPoints.calculator.english.levels.${band}`)
  return {
    label,
    hint,
    options,
    test: {
      question: tests.question,
      options: byId(finderTests, (test) => (test === 'level' ? level : tests.names[test as ScoredTest])),
    },
    scores: { ...tests.abilities, overall },
    problems: tests.problems,
    readings,
    levels: {
      competent: australian('competent'),
      proficient: australian('proficient'),
      superior: australian('superior'),
      b2: options.b2,
      c1: options.c1,
      overall: levels.overall,
    },
  }
}

export function visaFinder(m: Messages) {
  const { heading, lead, study, ...said } = finderWords(m)
  // The source's label after the verdicts, as the island's props had it: its page gzips 1 to 2 bytes smaller.
  const { source, estimate, ...result } = said.result
  const finder: FinderCopy = {
    occupation: occupationCopy(m),
    routes: Object.fromEntries(routeIds.map((id) => [id, routeCopy(m, id)])) as FinderCopy['routes'],
    study,
    ...said,
    english: englishCopy(m, said.english),
    result: { ...result, source, estimate, cost: costJourney(m, 'short') },
    enquiry: { ...said.enquiry, book: bookingStep(m) },
    pending: m('answersResult.pending'),
  }
  const { hero, noScript, table } = words(m, 'visaFinder', {}, ['finder'])
  const content = {
    breadcrumb: routeTrail(m, 'home', 'countries', 'visaFinder'),
    hero,
    intro: { heading, lead },
    finder,
    noScript,
    table: { ...table, needs: byId(routeIds, (id) => routeNeeds(m, id)) },
  }
  // The facts its words state, in the order the table states them: the page's sources begin with them.
  const { content: copy, stated } = resolveStatements(content)
  return { ...copy, stated }
}
