// /crs-calculator: Canada's Comprehensive Ranking System for Express Entry. The points themselves
// are registry facts (content/facts/canada.ts `crs`); this is the copy around them. The island
// formats what depends on the visitor's answers (a level, the score) from the catalogue's ICU text.

import { asOf, resolveStatements, type Stating, statedBlock, statedIn } from '../lib/facts/site'
import type { MessageText } from '../lib/island-messages'
import { type Messages, messageText } from '../lib/messages'
import { type Education, educationLevels, occupationGroups } from '../lib/points/crs'
import { type CrsTablesCopy, crsTableIds as tableIds } from '../lib/points/tables'
import { bookingStep } from './book'
import { facts } from './facts'
import { feesHref } from './fees'
import { byId, type PointsEnquiryCopy } from './points'
import { costJourney } from './route-words'

type Options<K extends string> = Record<K, string>
type OccupationGroup = (typeof occupationGroups)[number]
type SectionId = 'core' | 'spouse' | 'transferability' | 'additional'
const sectionIds = ['core', 'spouse', 'transferability', 'additional'] as const satisfies SectionId[]
const lineIds = [
  'age',
  'education',
  'firstLanguage',
  'secondLanguage',
  'canadianWork',
  'spouseEducation',
  'spouseLanguage',
  'spouseCanadianWork',
  'educationTransfer',
  'foreignWorkTransfer',
  'certificate',
  'nomination',
  'french',
  'canadianStudy',
  'sibling',
] as const
const labelIds = [
  'age',
  'spouse',
  'education',
  'first',
  'second',
  'canadianWork',
  'foreignWork',
  'certificate',
  'nomination',
  'study',
  'sibling',
  'spouseEducation',
  'spouseLanguage',
  'spouseCanadianWork',
  'occupation',
] as const

export interface CrsCalculatorCopy {
  heading: string
  lead: string
  situation: {
    legend: string
    age: string
    ageMin: string
    ageMax: string
    spouse: string
    spouseHint: string
  }
  education: { legend: string; label: string; options: Options<Education> }
  language: {
    legend: string
    first: string
    firstOptions: Options<'en' | 'fr'>
    hint: string
    firstHeading: string
    secondHeading: string
    secondHint: string
    /** "CLB 7": {n}. */
    level: MessageText
    belowFour: string
    untested: string
    /** The choice of CLB levels, beside the tests' names. */
    knowLevels: string
    /** "NCLC 7": {n}, the level a French test gives. */
    nclcLevel: MessageText
    /** "Below CLB 4": {level}, a score under the chart's lowest row. */
    below: MessageText
    sameLanguage: string
  }
  work: {
    legend: string
    canadian: string
    foreign: string
    canadianMax: string
    foreignMax: string
    certificate: string
    occupation: string
    occupationHint: string
    occupationOptions: Options<OccupationGroup>
  }
  spouse: { legend: string; education: string; languageHeading: string; canadianWork: string }
  additional: {
    legend: string
    nomination: string
    sibling: string
    study: string
    studyOptions: Options<'none' | 'short' | 'long'>
  }
  result: {
    heading: string
    /** "out of" the maximum, formatted. */
    outOf: string
    sections: Options<SectionId>
    lines: Options<(typeof lineIds)[number]>
    noSpouse: string
    estimate: string
    notYetCounted: string
  }
  enquiry: PointsEnquiryCopy & {
    /** {total}, {maximum}, {sections}. */
    summary: MessageText
    /** {answers}. */
    answers: MessageText
    sections: Options<SectionId>
    labels: Options<(typeof labelIds)[number]>
    yes: string
    no: string
  }
  /** The result sent to a consultant on WhatsApp: {total} and {maximum}, then the answers and the link. */
  whatsApp: { label: string; lead: MessageText }
  /** The label of the total that stays in view on a phone. */
  runningTotal: string
}

const crs = facts.canada.crs

export function crsCalculator(m: Messages) {
  const maximum = { maximum: crs.maximum }
  const c = 'crsCalculator.calculator'
  const education = byId(educationLevels, (level) => m(`crsCalculator.calculator.education.options.${level}`))
  const g = 'crsCalculator.grid'
  const t = 'crsCalculator.grid.transferabilityRows'
  const calculator: Stating<CrsCalculatorCopy> = {
    heading: m(`${c}.heading`),
    lead: m(`${c}.lead`),
    situation: {
      legend: m(`${c}.situation.legend`),
      age: m(`${c}.situation.age`),
      ageMin: m(`${c}.situation.ageMin`),
      ageMax: m(`${c}.situation.ageMax`),
      spouse: m(`${c}.situation.spouse`),
      spouseHint: m(`${c}.situation.spouseHint`),
    },
    education: { legend: m(`${c}.education.legend`), label: m(`${c}.education.label`), options: education },
    language: {
      legend: m(`${c}.language.legend`),
      first: m(`${c}.language.first`),
      firstOptions: byId(['en', 'fr'], (language) => m(`${c}.language.firstOptions.${language}`)),
      hint: m(`${c}.language.hint`),
      firstHeading: m(`${c}.language.firstHeading`),
      secondHeading: m(`${c}.language.secondHeading`),
      secondHint: m(`${c}.language.secondHint`),
      level: messageText(m, `${c}.language.level`),
      belowFour: m(`${c}.language.belowFour`),
      untested: m(`${c}.language.untested`),
      knowLevels: m(`${c}.language.tests.clb`),
      nclcLevel: messageText(m, `${c}.language.nclcLevel`),
      below: messageText(m, `${c}.language.below`),
      sameLanguage: m(`${c}.language.sameLanguage`),
    },
    work: {
      legend: m(`${c}.work.legend`),
      canadian: m(`${c}.work.canadian`),
      foreign: m(`${c}.work.foreign`),
      canadianMax: m(`${c}.work.canadianMax`),
      foreignMax: m(`${c}.work.foreignMax`),
      certificate: m(`${c}.work.certificate`),
      occupation: m(`${c}.work.occupation`),
      occupationHint: m(`${c}.work.occupationHint`),
      occupationOptions: byId(occupationGroups, (group) => m(`${c}.work.occupationOptions.${group}`)),
    },
    spouse: {
      legend: m(`${c}.spouse.legend`),
      education: m(`${c}.spouse.education`),
      languageHeading: m(`${c}.spouse.languageHeading`),
      canadianWork: m(`${c}.spouse.canadianWork`),
    },
    additional: {
      legend: m(`${c}.additional.legend`),
      nomination: m(`${c}.additional.nomination`),
      sibling: m(`${c}.additional.sibling`),
      study: m(`${c}.additional.study`),
      studyOptions: byId(['none', 'short', 'long'], (study) => m(`${c}.additional.studyOptions.${study}`)),
    },
    result: {
      heading: m(`${c}.result.heading`),
      outOf: statedIn(m, `${c}.result.outOf`, maximum),
      sections: byId(sectionIds, (section) => m(`${c}.result.sections.${section}`)),
      lines: byId(lineIds, (line) => m(`${c}.result.lines.${line}`)),
      noSpouse: m(`${c}.result.noSpouse`),
      estimate: m(`${c}.result.estimate`),
      notYetCounted: statedIn(m, `${c}.result.notYetCounted`, {
        since: asOf(crs.arrangedEmployment),
        highWage: crs.highWageOccupation,
      }),
    },
    enquiry: {
      label: m(`${c}.enquiry.label`),
      lead: m(`${c}.enquiry.lead`),
      immigrationType: 'Permanent Residency (PR)',
      summary: messageText(m, `${c}.enquiry.summary`),
      answers: messageText(m, `${c}.enquiry.answers`),
      linkLead: m(`${c}.enquiry.linkLead`),
      fees: { href: feesHref('canada-express-entry'), label: m(`${c}.enquiry.fees.label`) },
      cost: { ...costJourney(m), route: 'expressEntry' },
      book: bookingStep(m),
      sections: byId(sectionIds, (section) => m(`${c}.enquiry.sections.${section}`)),
      labels: byId(labelIds, (label) => m(`${c}.enquiry.labels.${label}`)),
      yes: m(`${c}.enquiry.yes`),
      no: m(`${c}.enquiry.no`),
    },
    whatsApp: { label: m(`${c}.whatsApp.label`), lead: messageText(m, `${c}.whatsApp.lead`) },
    runningTotal: m(`${c}.runningTotal`),
  }
  const grid: Stating<CrsTablesCopy & { heading: string; lead: string }> = {
    heading: m(`${g}.heading`),
    lead: m(`${g}.lead`),
    columns: { withSpouse: m(`${g}.columns.withSpouse`), single: m(`${g}.columns.single`) },
    tables: byId(tableIds, (table) => m(`${g}.tables.${table}`)),
    transferabilityRows: {
      educationLanguage: (levels) => [
        m(`${t}.educationLanguage.oneGood`, levels),
        m(`${t}.educationLanguage.oneHigh`, levels),
        m(`${t}.educationLanguage.twoOrMoreGood`, levels),
        m(`${t}.educationLanguage.twoOrMoreHigh`, levels),
      ],
      educationCanadianWork: [
        m(`${t}.educationCanadianWork.oneYear1`),
        m(`${t}.educationCanadianWork.oneYears2`),
        m(`${t}.educationCanadianWork.twoOrMoreYear1`),
        m(`${t}.educationCanadianWork.twoOrMoreYears2`),
      ],
      foreignWorkLanguage: (levels) => [
        m(`${t}.foreignWorkLanguage.shortGood`, levels),
        m(`${t}.foreignWorkLanguage.shortHigh`, levels),
        m(`${t}.foreignWorkLanguage.longGood`, levels),
        m(`${t}.foreignWorkLanguage.longHigh`, levels),
      ],
      foreignWorkCanadianWork: [
        m(`${t}.foreignWorkCanadianWork.shortYear1`),
        m(`${t}.foreignWorkCanadianWork.shortYears2`),
        m(`${t}.foreignWorkCanadianWork.longYear1`),
        m(`${t}.foreignWorkCanadianWork.longYears2`),
      ],
      certificate: (levels) => [
        m(`${t}.certificate.certificate`, levels),
        m(`${t}.certificate.good`, levels),
      ],
      groupCap: m(`${t}.groupCap`),
      sectionCap: m(`${t}.sectionCap`),
    },
    additionalRows: {
      nomination: m(`${g}.additionalRows.nomination`),
      frenchWithEnglish: (french) => m(`${g}.additionalRows.frenchWithEnglish`, french),
      frenchWithoutEnglish: (french) => m(`${g}.additionalRows.frenchWithoutEnglish`, french),
      studyShort: m(`${g}.additionalRows.studyShort`),
      studyLong: m(`${g}.additionalRows.studyLong`),
      sibling: m(`${g}.additionalRows.sibling`),
      sectionCap: m(`${g}.additionalRows.sectionCap`),
    },
    caps: {
      heading: m(`${g}.caps.heading`),
      secondLanguage: m(`${g}.caps.secondLanguage`),
      core: m(`${g}.caps.core`),
      spouse: m(`${g}.caps.spouse`),
      total: m(`${g}.caps.total`),
    },
    rows: {
      age: {
        single: (from) => m(`${g}.rows.age.single`, { from }),
        range: (from, to) => m(`${g}.rows.age.range`, { from, to }),
        atLeast: (from) => m(`${g}.rows.age.atLeast`, { from }),
        upTo: (to) => m(`${g}.rows.age.upTo`, { to }),
      },
      clb: {
        below: (to) => m(`${g}.rows.clb.below`, { to }),
        single: (from) => m(`${g}.rows.clb.single`, { from }),
        range: (from, to) => m(`${g}.rows.clb.range`, { from, to }),
        atLeast: (from) => m(`${g}.rows.clb.atLeast`, { from }),
        orLess: (to) => m(`${g}.rows.clb.orLess`, { to }),
      },
      years: {
        below: m(`${g}.rows.years.below`),
        single: (from) => m(`${g}.rows.years.single`, { from }),
        many: (from) => m(`${g}.rows.years.many`, { from }),
        atLeast: (from) => m(`${g}.rows.years.atLeast`, { from }),
      },
    },
  }
  const hero = statedBlock(m, 'crsCalculator.hero', maximum)
  // The page's sources are the facts its sentences state, hero first.
  const { content, stated } = resolveStatements({ hero, calculator, grid })
  return { ...content, stated }
}
