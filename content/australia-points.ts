// /australia-points-calculator: the skilled points test for subclasses 189, 190 and 491. The points
// themselves are registry facts (content/facts/australia.ts `pointsTest`); this is the copy around
// them. The island formats what depends on the visitor's answers from the catalogue's ICU text.
import { resolveStatements, type Stating, statedBlock, statedIn } from '../lib/facts/site'
import type { MessageText } from '../lib/island-messages'
import { type Messages, messageText } from '../lib/messages'
import {
  australiaFlags,
  englishLevels,
  partnerSituations,
  qualifications,
  visas,
} from '../lib/points/australia'
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
const tableIds = [
  'age',
  'english',
  'overseas',
  'australian',
  'qualification',
  'other',
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

export interface AustraliaTablesCopy {
  ageBands: { range: (from: number, to: number) => string; atLeast: (from: number) => string }
  employmentBands: {
    below: (to: number) => string
    belowOne: string
    range: (from: number, to: number) => string
    atLeast: (from: number) => string
  }
  tables: Options<(typeof tableIds)[number]>
  employmentCap: string
  nominationOptions: Options<Visa>
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
  const calculator: Stating<AustraliaCalculatorCopy> = {
    heading: m(`${c}.heading`),
    lead: m(`${c}.lead`),
    visa: { legend: m(`${c}.visa.legend`), options: byId(visas, (visa) => m(`${c}.visa.options.${visa}`)) },
    age: { label: m(`${c}.age.label`), overMax: statedIn(m, `${c}.age.overMax`, maxAge) },
    english: {
      options: byId(englishLevels, (level) =>
        statedIn(m, `${c}.english.options.${level}`, { [level]: english[level] }),
      ),
      levelLegend: m(`${c}.english.levelLegend`),
      levels: byId(englishLevels, (level) => m(`${c}.english.levels.${level}`)),
      belowCompetent: m(`${c}.english.belowCompetent`),
      reached: messageText(m, `${c}.english.reached`),
      notEnough: m(`${c}.english.notEnough`),
      next: messageText(m, `${c}.english.next`),
    },
    employment: {
      legend: statedIn(m, `${c}.employment.legend`, employmentWindow),
      hint: m(`${c}.employment.hint`),
      overseas: m(`${c}.employment.overseas`),
      australian: m(`${c}.employment.australian`),
    },
    qualification: {
      legend: m(`${c}.qualification.legend`),
      options: byId(qualifications, (level) => m(`${c}.qualification.options.${level}`)),
    },
    flags: {
      legend: m(`${c}.flags.legend`),
      options: byId(australiaFlags, (flag) => m(`${c}.flags.options.${flag}`)),
    },
    partner: {
      legend: m(`${c}.partner.legend`),
      options: byId(partnerSituations, (partner) => statedIn(m, `${c}.partner.options.${partner}`, maxAge)),
    },
    result: {
      heading: m(`${c}.result.heading`),
      lines: byId(lineIds, (line) => m(`${c}.result.lines.${line}`)),
      forVisa: byId(visas, (visa) => m(`${c}.result.forVisa`, { visa })),
      meets: messageText(m, `${c}.result.meets`),
      exactly: messageText(m, `${c}.result.exactly`),
      below: messageText(m, `${c}.result.below`),
      ageIneligible: statedIn(m, `${c}.result.ageIneligible`, maxAge),
      regionalStudyNeedsAusStudy: m(`${c}.result.regionalStudyNeedsAusStudy`),
      estimate: m(`${c}.result.estimate`),
    },
    enquiry: {
      label: m(`${c}.enquiry.label`),
      lead: m(`${c}.enquiry.lead`),
      immigrationType: 'Permanent Residency (PR)',
      summary: messageText(m, `${c}.enquiry.summary`),
      fees: { href: feesHref('australia-skilled'), label: m(`${c}.enquiry.fees.label`) },
      cost: { ...costJourney(m), route: 'australiaSkilled' },
      answers: {
        age: messageText(m, `${c}.enquiry.answers.age`),
        english: byId(englishLevels, (level) => m(`${c}.enquiry.answers.english.${level}`)),
        employment: messageText(m, `${c}.enquiry.answers.employment`),
        qualification: byId(qualifications, (level) => m(`${c}.enquiry.answers.qualification.${level}`)),
        partner: byId(partnerSituations, (partner) => m(`${c}.enquiry.answers.partner.${partner}`)),
        flags: m(`${c}.enquiry.answers.flags`),
      },
      linkLead: m(`${c}.enquiry.linkLead`),
    },
    whatsApp: { label: m(`${c}.whatsApp.label`), lead: messageText(m, `${c}.whatsApp.lead`) },
    runningTotal: m(`${c}.runningTotal`),
  }
  const grid: Stating<AustraliaTablesCopy & { heading: string; lead: string }> = {
    heading: m(`${g}.heading`),
    lead: m(`${g}.lead`),
    ageBands: {
      range: (from, to) => m(`${g}.ageBands.range`, { from, to }),
      atLeast: (from) => m(`${g}.ageBands.atLeast`, { from }),
    },
    employmentBands: {
      below: (to) => m(`${g}.employmentBands.below`, { to }),
      belowOne: m(`${g}.employmentBands.belowOne`),
      range: (from, to) => m(`${g}.employmentBands.range`, { from, to }),
      atLeast: (from) => m(`${g}.employmentBands.atLeast`, { from }),
    },
    employmentCap: m(`${g}.employmentCap`),
    nominationOptions: byId(visas, (visa) => m(`${g}.nominationOptions.${visa}`)),
    tables: byId(tableIds, (table) => statedIn(m, `${g}.tables.${table}`, employmentWindow)),
  }
  // The page's sources are the facts its sentences state, in the order it states them.
  const { content, stated } = resolveStatements({ hero, calculator, grid })
  return { ...content, stated }
}
