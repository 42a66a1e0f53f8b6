// /crs-calculator: Canada's Comprehensive Ranking System for Express Entry. The points themselves
// are registry facts (content/facts/canada.ts `crs`); this is the copy around them. The island
// formats what depends on the visitor's answers (a level, the score) from the catalogue's ICU text.

import type { Education, occupationGroups } from '../lib/calculators/crs/rules'
import type { CrsTablesCopy } from '../lib/calculators/crs/tables'
import { asOf, resolveStatements, type Stating, statedBlock, statedIn } from '../lib/facts/site'
import type { MessageText } from '../lib/island-messages'
import { islandBlock, type Messages, words } from '../lib/messages'
import { bookingStep } from './book'
import { facts } from './facts'
import { feesHref } from './fees'
import type { PointsEnquiryCopy } from './points'
import { costJourney } from './route-words'

type Options<K extends string> = Record<K, string>
type OccupationGroup = (typeof occupationGroups)[number]
type SectionId = 'core' | 'spouse' | 'transferability' | 'additional'
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
  const g = 'crsCalculator.grid'
  const t = 'crsCalculator.grid.transferabilityRows'
  const said = islandBlock(
    m,
    'crsCalculator.calculator',
    [
      'language.level',
      'language.nclcLevel',
      'language.below',
      'enquiry.summary',
      'enquiry.answers',
      'whatsApp.lead',
    ],
    { ...maximum, since: asOf(crs.arrangedEmployment), highWage: crs.highWageOccupation },
    (key, own) => statedIn(m, key, own),
  )
  // The choice of CLB levels sits beside the tests' names in the catalogue.
  const { tests, ...language } = said.language
  const calculator: Stating<CrsCalculatorCopy> = {
    ...said,
    language: { ...language, knowLevels: tests.clb },
    enquiry: {
      ...said.enquiry,
      immigrationType: 'Permanent Residency (PR)',
      fees: { href: feesHref('canada-express-entry'), ...said.enquiry.fees },
      cost: { ...costJourney(m), route: 'expressEntry' },
      book: bookingStep(m),
    },
  }
  // The rows that take a band's or a level's numbers are said below, for each row.
  const { transferabilityRows, additionalRows, rows, ...gridWords } = words(m, g, {}, [
    'rows.age',
    'rows.clb',
    'rows.years.single',
    'rows.years.many',
    'rows.years.atLeast',
    'transferabilityRows.educationLanguage',
    'transferabilityRows.foreignWorkLanguage',
    'transferabilityRows.certificate',
    'additionalRows.frenchWithEnglish',
    'additionalRows.frenchWithoutEnglish',
  ])
  const grid: Stating<CrsTablesCopy & { heading: string; lead: string }> = {
    ...gridWords,
    transferabilityRows: {
      ...transferabilityRows,
      educationLanguage: (levels) => Object.values(words(m, `${t}.educationLanguage`, levels)),
      educationCanadianWork: Object.values(transferabilityRows.educationCanadianWork),
      foreignWorkLanguage: (levels) => Object.values(words(m, `${t}.foreignWorkLanguage`, levels)),
      foreignWorkCanadianWork: Object.values(transferabilityRows.foreignWorkCanadianWork),
      certificate: (levels) => Object.values(words(m, `${t}.certificate`, levels)),
    },
    additionalRows: {
      ...additionalRows,
      frenchWithEnglish: (french) => m(`${g}.additionalRows.frenchWithEnglish`, french),
      frenchWithoutEnglish: (french) => m(`${g}.additionalRows.frenchWithoutEnglish`, french),
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
        ...rows.years,
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
