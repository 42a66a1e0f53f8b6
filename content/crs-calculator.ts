// /crs-calculator: Canada's Comprehensive Ranking System for Express Entry. The points themselves
// are registry facts (content/facts/canada.ts `crs`); this is the copy around them.

import type { occupationGroups } from '../lib/points/crs'
import { facts } from './facts'
import { asOf, stated } from './facts/stated'
import { feesHref } from './fees'
import type { PointsEnquiryCopy } from './points'

type Options<K extends string> = Record<K, string>
type OccupationGroup = (typeof occupationGroups)[number]
type EducationOptions = Options<
  'none' | 'secondary' | 'one-year' | 'two-year' | 'bachelor' | 'two-or-more' | 'master' | 'phd'
>

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
  education: { legend: string; label: string; options: EducationOptions }
  language: {
    legend: string
    first: string
    firstOptions: Options<'en' | 'fr'>
    hint: string
    abilities: Options<'r' | 'w' | 'l' | 's'>
    firstHeading: string
    secondHeading: string
    secondHint: string
    /** "CLB {n}" / "Below CLB 4" / "Not tested". */
    level: string
    belowFour: string
    untested: string
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
    outOf: string
    sections: Options<'core' | 'spouse' | 'transferability' | 'additional'>
    lines: Options<
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
    >
    noSpouse: string
    estimate: string
    notYetCounted: string
  }
  enquiry: PointsEnquiryCopy & {
    summary: string
    answers: string
    sections: Options<'core' | 'spouse' | 'transferability' | 'additional'>
    labels: Options<
      | 'age'
      | 'spouse'
      | 'education'
      | 'first'
      | 'second'
      | 'canadianWork'
      | 'foreignWork'
      | 'certificate'
      | 'nomination'
      | 'study'
      | 'sibling'
      | 'spouseEducation'
      | 'spouseLanguage'
      | 'spouseCanadianWork'
      | 'occupation'
    >
    yes: string
    no: string
  }
  /** The result sent to a consultant on WhatsApp: "{total} of {maximum}", then the answers and the link. */
  whatsApp: { label: string; lead: string }
  /** The label of the total that stays in view on a phone. */
  runningTotal: string
}

export interface CrsTablesCopy {
  columns: { withSpouse: string; single: string }
  tables: Record<
    | 'age'
    | 'education'
    | 'firstLanguage'
    | 'secondLanguage'
    | 'canadianWork'
    | 'spouseEducation'
    | 'spouseLanguage'
    | 'spouseCanadianWork'
    | 'transferability'
    | 'additional',
    string
  >
  rows: {
    age: { single: string; range: string; atLeast: string; upTo: string }
    clb: { below: string; single: string; range: string; atLeast: string; orLess: string }
    years: { below: string; single: string; many: string; atLeast: string }
  }
  transferabilityRows: {
    educationLanguage: readonly string[]
    educationCanadianWork: readonly string[]
    foreignWorkLanguage: readonly string[]
    foreignWorkCanadianWork: readonly string[]
    certificate: readonly string[]
    groupCap: string
    sectionCap: string
  }
  additionalRows: Record<
    | 'nomination'
    | 'frenchWithEnglish'
    | 'frenchWithoutEnglish'
    | 'studyShort'
    | 'studyLong'
    | 'sibling'
    | 'sectionCap',
    string
  >
  caps: { heading: string; secondLanguage: string; core: string; spouse: string; total: string }
}

// Canada's secondary diploma is India's 12th standard, not the 10th that India calls high school.
const education = {
  none: 'Below the 12th standard (less than a secondary diploma)',
  secondary: 'Secondary diploma (12th standard passed)',
  'one-year': 'One-year degree, diploma or certificate (post-secondary)',
  'two-year': 'Two-year programme (post-secondary)',
  bachelor: "Bachelor's degree, or a programme of three years or more",
  'two-or-more': 'Two or more credentials, one of them three years or longer',
  master: "Master's degree, or a professional degree needed to practise a licensed profession",
  phd: 'Doctoral level university degree (PhD)',
}

export const crsCalculator = {
  hero: {
    eyebrow: 'Express Entry',
    heading: 'CRS Score Calculator',
    lead: stated`Work out your Comprehensive Ranking System score for Canada's Express Entry, section by section, out of ${facts.canada.crs.maximum}. The full official grid is below, so you can check every number.`,
  },
  calculator: {
    heading: 'Work out your CRS score',
    lead: 'Your score updates as you answer. Use your language test results and your education credential assessment (ECA) where you have them.',
    situation: {
      legend: 'About you',
      age: 'Your age',
      ageMin: '17 or under',
      ageMax: '45 or over',
      spouse: 'My spouse or common-law partner is coming with me to Canada',
      spouseHint: 'Leave this unticked if your partner is a Canadian citizen or permanent resident.',
    },
    education: { legend: 'Education', label: 'Your highest level of education', options: education },
    language: {
      legend: 'Official languages',
      first: 'Your first official language',
      firstOptions: { en: 'English', fr: 'French' },
      hint: 'Give each result as a Canadian Language Benchmark level (CLB for English, NCLC for French). Your first official language is the one you are strongest in.',
      abilities: { r: 'Reading', w: 'Writing', l: 'Listening', s: 'Speaking' },
      firstHeading: 'First official language',
      secondHeading: 'Second official language',
      secondHint: 'Only if you have a test result in the other official language.',
      level: 'CLB {n}',
      belowFour: 'Below CLB 4',
      untested: 'Not tested',
    },
    work: {
      legend: 'Work experience and trades',
      canadian: 'Skilled work experience in Canada',
      foreign: 'Skilled work experience outside Canada',
      canadianMax: '5 years or more',
      foreignMax: '3 years or more',
      certificate: 'I have a certificate of qualification in a trade from a Canadian province or territory',
      occupation: 'Occupation group of your work experience',
      occupationHint:
        'It earns no points. It decides which category rounds you could be invited in: IRCC’s category page lists the occupations in each.',
      occupationOptions: {
        other: 'None of these, or not sure',
        healthcare: 'Health care and social services',
        physicians: 'Physician (doctor)',
        stem: 'Science, technology, engineering or mathematics (STEM)',
        trade: 'A skilled trade',
        education: 'Education (for example teachers, early childhood educators)',
        transport: 'Transport (for example pilots, aircraft mechanics)',
        research: 'Research',
        'senior-managers': 'Senior management',
      },
    },
    spouse: {
      legend: 'Your spouse or partner',
      education: "Your spouse's or partner's highest level of education",
      languageHeading: "Your spouse's or partner's first official language",
      canadianWork: "Your spouse's or partner's skilled work experience in Canada",
    },
    additional: {
      legend: 'Additional points',
      nomination: 'I have a nomination from a province or territory',
      sibling: 'I have a brother or sister in Canada who is a citizen or permanent resident, aged 18 or over',
      study: 'Post-secondary education in Canada',
      studyOptions: {
        none: 'None',
        short: 'A credential of one or two years',
        long: "A credential of three years or more, or a master's, professional or doctoral degree",
      },
    },
    result: {
      heading: 'Your CRS points',
      outOf: 'out of {maximum}',
      sections: {
        core: 'Core: age, education, languages, Canadian work',
        spouse: 'Spouse or partner',
        transferability: 'Skill transferability',
        additional: 'Additional points',
      },
      lines: {
        age: 'Age',
        education: 'Education',
        firstLanguage: 'First official language',
        secondLanguage: 'Second official language',
        canadianWork: 'Canadian work experience',
        spouseEducation: 'Education',
        spouseLanguage: 'First official language',
        spouseCanadianWork: 'Canadian work experience',
        educationTransfer: 'Education with language or Canadian work',
        foreignWorkTransfer: 'Foreign work with language or Canadian work',
        certificate: 'Certificate of qualification with language',
        nomination: 'Provincial or territorial nomination',
        french: 'French language skills',
        canadianStudy: 'Education in Canada',
        sibling: 'Brother or sister in Canada',
      },
      noSpouse: 'No points: no spouse or partner is coming with you.',
      estimate:
        'This is an estimate from your own answers, not an assessment. An invitation depends on the score of the draw you are in: IRCC sets the cut-off for each round and for each category.',
      notYetCounted: stated`Job offers have not earned points since ${asOf(facts.canada.crs.arrangedEmployment)}. Points for work or a job offer in high-wage occupations are ${facts.canada.crs.highWageOccupation}. No IRCC page, Ministerial Instructions or Canada Gazette notice we could read gives their start date, points or occupation list, so this calculator leaves them out. Check the official criteria page.`,
    },
    enquiry: {
      label: 'Get a free assessment of this score',
      lead: 'A consultant checks your answers, your documents and the latest draws with you.',
      immigrationType: 'Permanent Residency (PR)',
      summary: 'CRS estimate: {total} of {maximum} points ({sections}).',
      answers: 'My answers: {answers}.',
      linkLead: 'Link to my result:',
      fees: { href: feesHref('canada-express-entry'), label: 'What Express Entry costs in government fees' },
      sections: {
        core: 'core',
        spouse: 'spouse or partner',
        transferability: 'skill transferability',
        additional: 'additional',
      },
      labels: {
        age: 'age',
        spouse: 'spouse or partner coming',
        education: 'education',
        first: 'first official language (reading/writing/listening/speaking)',
        second: 'second',
        canadianWork: 'Canadian work',
        foreignWork: 'foreign work',
        certificate: 'trade certificate',
        nomination: 'provincial nomination',
        study: 'education in Canada',
        sibling: 'sibling in Canada',
        spouseEducation: "spouse's education",
        spouseLanguage: "spouse's language",
        spouseCanadianWork: "spouse's Canadian work",
        occupation: 'occupation group',
      },
      yes: 'yes',
      no: 'no',
    },
    whatsApp: {
      label: 'Send this to a consultant on WhatsApp',
      lead: 'Hello, I worked out my CRS score on your website: {total} of {maximum}.',
    },
    runningTotal: 'Your CRS points',
  },
  grid: {
    heading: 'The official CRS grid',
    lead: 'Every row of the Comprehensive Ranking System as IRCC publishes it, with and without an accompanying spouse or partner. Language points are per ability (reading, writing, listening, speaking).',
    columns: { withSpouse: 'With a spouse or partner', single: 'Without a spouse or partner' },
    tables: {
      age: 'Age',
      education: 'Level of education',
      firstLanguage: 'First official language, per ability',
      secondLanguage: 'Second official language, per ability',
      canadianWork: 'Canadian work experience',
      spouseEducation: "Spouse's or partner's education",
      spouseLanguage: "Spouse's or partner's first official language, per ability",
      spouseCanadianWork: "Spouse's or partner's Canadian work experience",
      transferability: 'Skill transferability',
      additional: 'Additional points',
    },
    transferabilityRows: {
      educationLanguage: [
        'One post-secondary credential, with CLB {good} or more in every first-language ability',
        'One post-secondary credential, with CLB {high} or more in every ability',
        "Two or more credentials (one of three years or more), a master's or a doctorate, with CLB {good} or more",
        "Two or more credentials (one of three years or more), a master's or a doctorate, with CLB {high} or more",
      ],
      educationCanadianWork: [
        'One post-secondary credential, with 1 year of Canadian work',
        'One post-secondary credential, with 2 years or more of Canadian work',
        "Two or more credentials, a master's or a doctorate, with 1 year of Canadian work",
        "Two or more credentials, a master's or a doctorate, with 2 years or more of Canadian work",
      ],
      foreignWorkLanguage: [
        '1 or 2 years of foreign work, with CLB {good} or more in every first-language ability',
        '1 or 2 years of foreign work, with CLB {high} or more',
        '3 years or more of foreign work, with CLB {good} or more',
        '3 years or more of foreign work, with CLB {high} or more',
      ],
      foreignWorkCanadianWork: [
        '1 or 2 years of foreign work, with 1 year of Canadian work',
        '1 or 2 years of foreign work, with 2 years or more of Canadian work',
        '3 years or more of foreign work, with 1 year of Canadian work',
        '3 years or more of foreign work, with 2 years or more of Canadian work',
      ],
      certificate: [
        'Certificate of qualification, with CLB {certificate} or more in every first-language ability',
        'Certificate of qualification, with CLB {good} or more',
      ],
      groupCap: 'Most for each of education, foreign work and the certificate',
      sectionCap: 'Most for skill transferability in all',
    },
    additionalRows: {
      nomination: 'Provincial or territorial nomination',
      frenchWithEnglish:
        'NCLC {frenchMin} or more in all four French abilities, and CLB {englishMin} or more in all four English abilities',
      frenchWithoutEnglish:
        'NCLC {frenchMin} or more in all four French abilities, and English below CLB {englishMin} or untested',
      studyShort: 'Post-secondary education in Canada: a credential of one or two years',
      studyLong:
        "Post-secondary education in Canada: three years or more, or a master's, professional or doctoral degree",
      sibling: 'Brother or sister in Canada (citizen or permanent resident)',
      sectionCap: 'Most for additional points in all',
    },
    caps: {
      heading: 'Most points per section',
      secondLanguage: 'Most for the second language in all',
      core: 'Core: age, education, languages, Canadian work',
      spouse: 'Spouse or partner factors',
      total: 'The whole score',
    },
    rows: {
      age: { single: '{from}', range: '{from} to {to}', atLeast: '{from} or over', upTo: '{to} or under' },
      clb: {
        below: 'Below CLB {to}',
        single: 'CLB {from}',
        range: 'CLB {from} or {to}',
        atLeast: 'CLB {from} or more',
        orLess: 'CLB {to} or less',
      },
      years: {
        below: 'Less than 1 year',
        single: '{from} year',
        many: '{from} years',
        atLeast: '{from} years or more',
      },
    },
  },
} as const satisfies {
  hero: { eyebrow: string; heading: string; lead: string }
  calculator: CrsCalculatorCopy
  grid: CrsTablesCopy & { heading: string; lead: string }
}
