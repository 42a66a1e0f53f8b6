// /australia-points-calculator: the skilled points test for subclasses 189, 190 and 491. The points
// themselves are registry facts (content/facts/australia.ts `pointsTest`); this is the copy around
// them. The island formats what depends on the visitor's answers from the catalogue's ICU text.

import {
  australiaFlags,
  type englishLevels,
  type partnerSituations,
  type qualifications,
  visas,
} from '../lib/calculators/australia/rules'
import type { AustraliaTablesCopy } from '../lib/calculators/australia/tables'
import { resolveStatements, type Stating, statedBlock, statedIn } from '../lib/facts/site'
import type { MessageText } from '../lib/island-messages'
import { islandBlock, type Messages, words } from '../lib/messages'
import { bookingStep } from './book'
import { facts } from './facts'
import { feesHref } from './fees'
import { byId, type PointsEnquiryCopy } from './points'
import { costJourney } from './route-words'

type Options<K extends string> = Record<K, string>
type English = (typeof englishLevels)[number]
type Qualification = (typeof qualifications)[number]
type Partner = (typeof partnerSituations)[number]
type Visa = (typeof visas)[number]
type Flag = (typeof australiaFlags)[number]
const lineIds = [
  'age',
  'english',
  'employment',
  'overseas',
  'australian',
  'qualification',
  ...australiaFlags,
  'partner',
  'nomination',
] as const

export interface AustraliaCalculatorCopy {
  heading: string
  lead: string
  visa: { legend: string; options: Options<Visa> }
  age: { label: string; overMax: string }
  english: {
    options: Options<English>
    /** The level's own choices, when the visitor gives a level rather than a test. */
    levelLegend: string
    levels: Options<English>
    belowCompetent: string
    /** {level}: the level every component reaches. */
    reached: MessageText
    notEnough: string
    /** {level}, the next one up, before each component short of it. */
    next: MessageText
  }
  employment: { legend: string; hint: string; overseas: string; australian: string }
  qualification: { legend: string; options: Options<Qualification> }
  flags: { legend: string; options: Options<Flag> }
  partner: { legend: string; options: Options<Partner> }
  result: {
    heading: string
    lines: Options<(typeof lineIds)[number]>
    /** "for subclass 190", for each visa. */
    forVisa: Options<Visa>
    /** The verdict: {passMark} and {margin}, {passMark}, or {shortfall} and {passMark}. */
    meets: MessageText
    exactly: MessageText
    below: MessageText
    ageIneligible: string
    regionalStudyNeedsAusStudy: string
    estimate: string
  }
  enquiry: PointsEnquiryCopy & {
    /** The message's first sentence: {total} and {visa}. */
    summary: MessageText
    answers: {
      /** {age}. */
      age: MessageText
      english: Options<English>
      /** {overseas} and {australian}: years in words. */
      employment: MessageText
      qualification: Options<Qualification>
      partner: Options<Partner>
      flags: string
    }
  }
  /** The result sent to a consultant on WhatsApp: {total} and {visa}, then the answers and the link. */
  whatsApp: { label: string; lead: MessageText }
  /** The label of the total that stays in view on a phone. */
  runningTotal: string
}

const test = facts.australia.pointsTest
const english = facts.australia.english

export function australiaPoints(m: Messages) {
  const c = 'australiaPoints.calculator'
  const g = 'australiaPoints.grid'
  // In the order the page states them, which its sources follow.
  const hero = statedBlock(m, 'australiaPoints.hero', { passMark: test.passMark })
  const maxAge = { maxAge: test.maxAge }
  const employmentWindow = { employmentWindow: test.employmentWindow }
  const said = islandBlock(
    m,
    c,
    [
      'english.reached',
      'english.next',
      'result.meets',
      'result.exactly',
      'result.below',
      'enquiry.summary',
      'enquiry.answers.age',
      'enquiry.answers.employment',
      'whatsApp.lead',
    ],
    { ...maxAge, ...employmentWindow, ...english },
    (key, own) => statedIn(m, key, own),
    // Keyed by the visas' numbers, which the catalogue's shape would read as a list.
    ['visa.options', 'result.forVisa'],
  )
  const calculator: Stating<AustraliaCalculatorCopy> = {
    ...said,
    visa: { ...said.visa, options: byId(visas, (visa) => m(`${c}.visa.options.${visa}`)) },
    result: { ...said.result, forVisa: byId(visas, (visa) => m(`${c}.result.forVisa`, { visa })) },
    enquiry: {
      ...said.enquiry,
      immigrationType: 'Permanent Residency (PR)',
      fees: { href: feesHref('australia-skilled'), ...said.enquiry.fees },
      cost: { ...costJourney(m), route: 'australiaSkilled' },
      book: bookingStep(m),
    },
  }
  const { employmentBands, ...gridWords } = words(m, g, {}, [
    'ageBands',
    'employmentBands.below',
    'employmentBands.range',
    'employmentBands.atLeast',
    'nominationOptions',
    'tables',
  ])
  const grid: Stating<AustraliaTablesCopy & { heading: string; lead: string }> = {
    ...gridWords,
    ageBands: {
      range: (from, to) => m(`${g}.ageBands.range`, { from, to }),
      atLeast: (from) => m(`${g}.ageBands.atLeast`, { from }),
    },
    employmentBands: {
      ...employmentBands,
      below: (to) => m(`${g}.employmentBands.below`, { to }),
      range: (from, to) => m(`${g}.employmentBands.range`, { from, to }),
      atLeast: (from) => m(`${g}.employmentBands.atLeast`, { from }),
    },
    nominationOptions: byId(visas, (visa) => m(`${g}.nominationOptions.${visa}`)),
    tables: statedBlock(m, `${g}.tables`, employmentWindow),
  }

  // The page's sources are the facts its sentences state, in the order it states them.
  const { content, stated } = resolveStatements({ hero, calculator, grid })
  return { ...content, stated }
}
