// /australia-points-calculator: the skilled points test for subclasses 189, 190 and 491. The points
// themselves are registry facts (content/facts/australia.ts `pointsTest`); this is the copy around them.
import { facts } from './facts'
import { stated } from './facts/stated'
import { feesHref } from './fees'
import type { PointsEnquiryCopy } from './points'

type Options<K extends string> = Record<K, string>

export interface AustraliaCalculatorCopy {
  heading: string
  lead: string
  visa: { legend: string; options: Options<'189' | '190' | '491'> }
  age: { label: string; overMax: string }
  english: { legend: string; options: Options<'competent' | 'proficient' | 'superior'> }
  employment: { legend: string; hint: string; overseas: string; australian: string }
  qualification: { legend: string; options: Options<'doctorate' | 'bachelor' | 'diploma' | 'none'> }
  flags: {
    legend: string
    options: Options<'specialist' | 'ausStudy' | 'professionalYear' | 'communityLanguage' | 'regionalStudy'>
  }
  partner: { legend: string; options: Options<'single' | 'skilled' | 'english' | 'none'> }
  result: {
    heading: string
    lines: Options<
      | 'age'
      | 'english'
      | 'employment'
      | 'overseas'
      | 'australian'
      | 'qualification'
      | 'specialist'
      | 'ausStudy'
      | 'professionalYear'
      | 'communityLanguage'
      | 'regionalStudy'
      | 'partner'
      | 'nomination'
    >
    /** "{visa}" is the subclass. */
    forVisa: string
    meets: string
    exactly: string
    below: string
    ageIneligible: string
    regionalStudyNeedsAusStudy: string
    estimate: string
  }
  enquiry: PointsEnquiryCopy & {
    /** The message's first sentence. */
    summary: string
    answers: {
      age: string
      english: Options<'competent' | 'proficient' | 'superior'>
      employment: string
      qualification: Options<'doctorate' | 'bachelor' | 'diploma' | 'none'>
      partner: Options<'single' | 'skilled' | 'english' | 'none'>
      flags: string
    }
  }
  /** The result sent to a consultant on WhatsApp: "{total}" and "{visa}", then the answers and the link. */
  whatsApp: { label: string; lead: string }
  /** The label of the total that stays in view on a phone. */
  runningTotal: string
}

const englishOptions = {
  competent: stated`Competent English (${facts.australia.english.competent}, or the same level in another accepted test)`,
  proficient: stated`Proficient English (${facts.australia.english.proficient}, or equivalent)`,
  superior: stated`Superior English (${facts.australia.english.superior}, or equivalent)`,
}

const qualificationOptions = {
  doctorate: 'A doctorate, from an Australian institution or of a recognised standard',
  bachelor: "A bachelor's or master's degree, from an Australian institution or of a recognised standard",
  diploma: 'An Australian diploma or trade qualification, or an award your assessing authority recognised',
  none: 'None of these',
}

const partnerOptions = {
  single: 'I am single, or my partner is an Australian citizen or permanent resident',
  skilled: stated`My partner applies with me, is under ${facts.australia.pointsTest.maxAge}, has Competent English and a suitable skills assessment`,
  english: 'My partner applies with me and has Competent English, but no skills assessment',
  none: 'My partner applies with me and meets neither of those',
}

export interface AustraliaTablesCopy {
  ageBands: { range: string; atLeast: string }
  employmentBands: { below: string; belowOne: string; range: string; atLeast: string }
  tables: Record<
    'age' | 'english' | 'overseas' | 'australian' | 'qualification' | 'other' | 'partner' | 'nomination',
    string
  >
  employmentCap: string
  nominationOptions: Options<'189' | '190' | '491'>
}

export const australiaPoints = {
  hero: {
    eyebrow: 'Skilled visas 189, 190 and 491',
    heading: 'Australia Points Calculator',
    lead: stated`Answer a few questions and see your points for Australia's skilled visas, line by line, against the pass mark of ${facts.australia.pointsTest.passMark}. The full official grid is below, so you can check every number.`,
  },
  calculator: {
    heading: 'Work out your points',
    lead: 'Your score updates as you answer. Answer for the day you expect to be invited: that is when the points are counted.',
    visa: {
      legend: 'Which visa?',
      options: {
        '189': 'Subclass 189, Skilled Independent: no nomination',
        '190': 'Subclass 190, Skilled Nominated: a state or territory nominates you',
        '491':
          'Subclass 491, Skilled Work Regional: a state or territory nominates you, or an eligible relative sponsors you',
      },
    },
    age: { label: 'Your age when invited', overMax: stated`${facts.australia.pointsTest.maxAge} or over` },
    english: { legend: 'Your English', options: englishOptions },
    employment: {
      legend: stated`Skilled employment in the last ${facts.australia.pointsTest.employmentWindow}`,
      hint: 'Count only work in your nominated occupation (or a closely related one) that your assessing authority accepts.',
      overseas: 'Years outside Australia',
      australian: 'Years in Australia',
    },
    qualification: { legend: 'Your highest qualification', options: qualificationOptions },
    flags: {
      legend: 'Other points (tick all that apply)',
      options: {
        specialist:
          "Specialist education: an Australian master's by research or doctorate in a STEM or ICT field",
        ausStudy: 'Australian study: you meet the Australian study requirement',
        professionalYear: 'A Professional Year completed in Australia',
        communityLanguage: 'A NAATI credentialled community language qualification',
        regionalStudy: 'Regional study: you studied while living in regional Australia',
      },
    },
    partner: { legend: 'Your partner', options: partnerOptions },
    result: {
      heading: 'Your points',
      lines: {
        age: 'Age',
        english: 'English',
        employment: 'Skilled employment',
        overseas: 'outside Australia',
        australian: 'in Australia',
        qualification: 'Qualification',
        specialist: 'Specialist education',
        ausStudy: 'Australian study',
        professionalYear: 'Professional Year',
        communityLanguage: 'Community language',
        regionalStudy: 'Regional study',
        partner: 'Partner',
        nomination: 'Nomination or sponsorship',
      },
      forVisa: 'for subclass {visa}',
      meets: 'You meet the pass mark of {passMark}, with {margin} points to spare.',
      exactly: 'You meet the pass mark of {passMark} exactly.',
      below: 'You are {shortfall} points below the pass mark of {passMark}.',
      ageIneligible: stated`At ${facts.australia.pointsTest.maxAge} or over you cannot be invited for these visas, whatever your points.`,
      regionalStudyNeedsAusStudy:
        'Regional study counts only together with the Australian study requirement, so it adds nothing here.',
      estimate:
        'This is an estimate from your own answers, not an assessment. The pass mark only lets you register your interest: invitations go to the highest scores in each round, and states and territories choose whom they nominate, so you may need more.',
    },
    enquiry: {
      label: 'Get a free assessment of this score',
      lead: 'A consultant checks your answers, your occupation and the latest invitation rounds with you.',
      immigrationType: 'Permanent Residency (PR)',
      summary: 'Australia points estimate: {total} points for subclass {visa}.',
      fees: {
        href: feesHref('australia-skilled'),
        label: 'What subclasses 189, 190 and 491 cost in government fees',
      },
      answers: {
        age: 'Age {age}',
        english: {
          competent: 'Competent English',
          proficient: 'Proficient English',
          superior: 'Superior English',
        },
        employment: 'skilled employment: {overseas} outside Australia and {australian} in Australia',
        qualification: {
          doctorate: 'doctorate',
          bachelor: "bachelor's or master's degree",
          diploma: 'diploma, trade qualification or recognised award',
          none: 'no qualification that scores',
        },
        partner: {
          single: 'single or partner an Australian citizen or permanent resident',
          skilled: 'partner skilled with Competent English',
          english: 'partner with Competent English only',
          none: 'partner without points',
        },
        flags: 'also',
      },
      linkLead: 'My answers:',
    },
    whatsApp: {
      label: 'Send this to a consultant on WhatsApp',
      lead: 'Hello, I worked out my Australian points on your website: {total} for subclass {visa}.',
    },
    runningTotal: 'Your points',
  },
  grid: {
    heading: 'The official points grid',
    lead: 'Every row of the points test as Home Affairs publishes it. Add your points from each table; employment outside and in Australia together count for at most the cap shown.',
    ageBands: { range: '{from} to {to}', atLeast: '{from} or over (no invitation)' },
    employmentBands: {
      below: 'Less than {to} years',
      belowOne: 'Less than 1 year',
      range: '{from} to {to} years',
      atLeast: '{from} years or more',
    },
    employmentCap: 'Employment outside and in Australia together: at most',
    nominationOptions: {
      '189': 'Subclass 189: no nomination',
      '190': 'Subclass 190: state or territory nomination',
      '491': 'Subclass 491: state or territory nomination, or sponsorship by an eligible relative',
    },
    tables: {
      age: 'Age when invited',
      english: 'English language',
      overseas: stated`Skilled employment outside Australia (last ${facts.australia.pointsTest.employmentWindow})`,
      australian: stated`Skilled employment in Australia (last ${facts.australia.pointsTest.employmentWindow})`,
      qualification: 'Qualifications (the highest counts)',
      other: 'Other points',
      partner: 'Partner',
      nomination: 'Nomination or sponsorship',
    },
  },
} as const satisfies {
  hero: { eyebrow: string; heading: string; lead: string }
  calculator: AustraliaCalculatorCopy
  grid: AustraliaTablesCopy & { heading: string; lead: string }
}
