// /germany-opportunity-card-calculator: Germany's Opportunity Card (Chancenkarte). The points, the
// minimum and the funds are registry facts (content/facts/germany.ts `opportunityCard`); this is the
// copy around them.

import { messagesFor } from '../lib/messages'
import type { GermanyAnswers, germanyFlags } from '../lib/points/germany'
import { facts } from './facts'
import { asOf, stated } from './facts/stated'
import { feesHref } from './fees'
import type { PointsEnquiryCopy } from './points'
import { routeTrail } from './routes'

type Options<K extends string> = Record<K, string>
type Qualification = GermanyAnswers['qualification']
type German = GermanyAnswers['german']
type English = GermanyAnswers['english']
type Experience = GermanyAnswers['experience']
type Flag = (typeof germanyFlags)[number]
type LineId =
  | 'partialRecognition'
  | 'german'
  | 'english'
  | 'experience'
  | 'shortage'
  | 'age'
  | 'stay'
  | 'partner'

export interface GermanyCalculatorCopy {
  heading: string
  lead: string
  qualification: { legend: string; hint: string; options: Options<Qualification> }
  german: { label: string; options: Options<German> }
  english: { label: string; options: Options<English> }
  experience: { label: string; hint: string; options: Options<Experience> }
  age: { label: string; min: string; max: string }
  flags: { legend: string; options: Options<Flag> }
  result: {
    heading: string
    /** After the total: "of 6 needed". */
    outOf: string
    withoutPoints: string
    withPoints: string
    notEligible: string
    missing: Record<'qualification' | 'language' | 'funds', string> & {
      points: { one: string; other: string }
    }
    pointsNote: string
    lines: Options<LineId>
    estimate: string
  }
  enquiry: PointsEnquiryCopy & {
    summary: string
    answers: string
    verdicts: Record<'without-points' | 'with-points' | 'not-eligible', string>
    labels: Options<'qualification' | 'german' | 'english' | 'experience' | 'age' | Flag>
    yes: string
    no: string
  }
  whatsApp: { label: string; lead: string }
  runningTotal: string
}

export interface GermanyTablesCopy {
  prerequisites: { heading: string; items: readonly string[] }
  tables: Record<'qualification' | 'german' | 'english' | 'experience' | 'age' | 'other', string>
  rows: {
    partialRecognition: string
    shortage: string
    german: Options<'a2' | 'b1' | 'b2'>
    englishC1: string
    experience: Options<'2in5' | '5in7'>
    ageUnder: string
    ageFrom: string
    stay: string
    partner: string
  }
}

const card = facts.germany.opportunityCard

export const germanyOpportunityCard = {
  breadcrumb: routeTrail(messagesFor('en'), 'home', 'countries', 'germanyOpportunityCardCalculator'),
  hero: {
    eyebrow: 'Germany · Chancenkarte',
    heading: 'Opportunity Card Calculator',
    lead: stated`Check whether you can get Germany's Opportunity Card to look for work there for up to ${card.maxStay}: the prerequisites first, the route that needs no points, and otherwise your points against the minimum of ${card.pointsNeeded}.`,
  },
  calculator: {
    heading: 'Check your Opportunity Card',
    lead: 'Your result updates as you answer. Answer for the day you would apply: that is when age and experience count.',
    qualification: {
      legend: 'Your qualification',
      hint: 'A university degree, or vocational training that took at least two years. Recognition in Germany is decided by the responsible authority (anabin or the ZAB for degrees).',
      options: {
        none: 'No degree, and no vocational training of two years or more',
        foreign: 'Recognised by the state where I earned it, not (yet) in Germany',
        partial:
          'Partly recognised in Germany: the authority asked for adaptation or compensation measures, or more training for a licence',
        full: 'Fully recognised in Germany, or a German degree or vocational qualification',
      },
    },
    german: {
      label: 'Your German (CEFR, with a certificate)',
      options: { none: 'None, or below A1', a1: 'A1', a2: 'A2', b1: 'B1', b2: 'B2 or higher' },
    },
    english: {
      label: 'Your English (CEFR, with a certificate)',
      options: { none: 'Below B2, or none', b2: 'B2', c1: 'C1 or higher, or a native speaker' },
    },
    experience: {
      label: 'Work experience in the field of your qualification',
      hint: 'Counted after you qualified.',
      options: {
        none: 'Less than two years in the last five',
        '2in5': 'At least two years in the last five',
        '5in7': 'At least five years in the last seven',
      },
    },
    age: { label: 'Your age when you apply', min: '18 or under', max: '70 or over' },
    flags: {
      legend: 'Also (tick all that apply)',
      options: {
        shortage: 'My qualification is in an occupation with a shortage of skilled workers in Germany',
        stay: 'I have lived in Germany lawfully for six months or more in a row in the last five years, not as a tourist',
        partner: 'My spouse or partner also meets the requirements and applies with me',
        funds: stated`I can show ${card.fundsPerMonth} a month for my stay, the amount set from ${asOf(card.fundsPerMonth)} (for example in a blocked account)`,
      },
    },
    result: {
      heading: 'Your Opportunity Card points',
      outOf: 'of {minimum} needed',
      withoutPoints:
        'Eligible without points: with a qualification fully recognised in Germany you apply as a skilled worker and need no points.',
      withPoints: 'Eligible with {total} points: the minimum is {minimum}.',
      notEligible: 'Not eligible yet. What is missing:',
      missing: {
        qualification:
          'A degree, or vocational training of at least two years, recognised by the state where you earned it (or partial recognition in Germany).',
        language: 'German at A1 or English at B2, shown by a certificate.',
        funds: stated`The means to live on: ${card.fundsPerMonth} a month for your stay (the amount set from ${asOf(card.fundsPerMonth)}; the German mission confirms the current one), for example in a blocked account.`,
        points: {
          one: '{short} more point, to reach {minimum}.',
          other: '{short} more points, to reach {minimum}.',
        },
      },
      pointsNote: 'With full recognition the points are not counted; they are shown for your information.',
      lines: {
        partialRecognition: 'Partial recognition in Germany',
        german: 'German',
        english: 'English C1',
        experience: 'Work experience',
        shortage: 'Shortage occupation',
        age: 'Age',
        stay: 'Earlier stay in Germany',
        partner: 'Partner applying with you',
      },
      estimate:
        'This is an estimate from your own answers, not an assessment. The German mission decides, on your documents: points make you eligible to apply, not certain to be granted the card.',
    },
    enquiry: {
      label: 'Get a free assessment of this result',
      lead: 'A consultant checks your qualification, your documents and the recognition steps with you.',
      immigrationType: 'Work Visa',
      summary: 'Opportunity Card check: {verdict} ({total} points, {minimum} needed).',
      answers: 'My answers: {answers}.',
      linkLead: 'Link to my result:',
      fees: { href: feesHref('germany-opportunity-card'), label: 'What the Opportunity Card costs' },
      verdicts: {
        'without-points': 'eligible without points (full recognition)',
        'with-points': 'eligible with points',
        'not-eligible': 'not eligible yet',
      },
      labels: {
        qualification: 'qualification',
        german: 'German',
        english: 'English',
        experience: 'experience',
        age: 'age',
        shortage: 'shortage occupation',
        stay: 'earlier stay in Germany',
        partner: 'partner applying',
        funds: 'can show the funds',
      },
      yes: 'yes',
      no: 'no',
    },
    whatsApp: {
      label: 'Send this to a consultant on WhatsApp',
      lead: 'Hello, I checked the Germany Opportunity Card on your website: {verdict}, {total} points of {minimum} needed.',
    },
    runningTotal: 'Your points',
  },
  grid: {
    heading: 'The official points table',
    lead: stated`The Residence Act's table (sections 20a and 20b, in force since ${asOf(card.points.partialRecognition)}). Within each table only the highest row counts; you need ${card.pointsNeeded} in all.`,
    prerequisites: {
      heading: 'Before any point counts',
      items: [
        stated`You need ${card.prerequisites}.`,
        'A qualification fully recognised in Germany needs no points: you apply as a skilled worker, with the funds.',
        'Partial recognition in Germany replaces the recognition where the qualification was earned.',
        stated`Otherwise you need at least ${card.pointsNeeded} from the tables below.`,
      ],
    },
    tables: {
      qualification: 'Qualification',
      german: 'German (the highest level counts)',
      english: 'English',
      experience: 'Work experience (the higher counts)',
      age: 'Age when you apply',
      other: 'Other points',
    },
    rows: {
      partialRecognition: 'Partial recognition in Germany (adaptation or compensation measures needed)',
      shortage: 'Qualification in a shortage occupation',
      german: { a2: 'A2', b1: 'B1', b2: 'B2 or higher' },
      englishC1: 'C1 or higher, or native speaker',
      experience: { '2in5': 'At least 2 years in the last 5', '5in7': 'At least 5 years in the last 7' },
      ageUnder: 'Under {under}',
      ageFrom: '{from} to {to}',
      stay: 'Six months or more in Germany in the last five years (not as a tourist)',
      partner: 'Spouse or partner who also qualifies, applying with you',
    },
  },
} as const satisfies {
  breadcrumb: readonly { label: string; path: string }[]
  hero: { eyebrow: string; heading: string; lead: string }
  calculator: GermanyCalculatorCopy
  grid: GermanyTablesCopy & { heading: string; lead: string }
}
