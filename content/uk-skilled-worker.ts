// /uk-skilled-worker-calculator: the UK's Skilled Worker points. The points, the English level and the
// salary options are registry facts (content/facts/uk.ts `skilledWorker`); this is the copy around them.

import { messagesFor } from '../lib/messages'
import type { SalaryOption, ukFlags } from '../lib/points/uk'
import { facts } from './facts'
import { asOf, stated, until } from './facts/stated'
import { feesHref } from './fees'
import type { PointsEnquiryCopy } from './points'
import { routeTrail } from './routes'

type Options<K extends string> = Record<K, string>
type Flag = (typeof ukFlags)[number]
type LineId = Flag | 'salary'

export interface UkCalculatorCopy {
  heading: string
  lead: string
  flags: { legend: string; options: Options<Flag> }
  salary: { label: string; hint: string }
  goingRate: { label: string; hint: string }
  /** A typed amount that is not whole pounds. */
  amountError: string
  option: { legend: string; hint: string; options: Options<SalaryOption> }
  result: {
    heading: string
    /** After the total: "of 70 needed". */
    outOf: string
    verdicts: Record<'eligible' | 'check' | 'incomplete' | 'not-eligible', string>
    /** The salary to reach, and which part of the option set it. */
    threshold: Record<'floor' | 'going-rate' | 'no-going-rate', string>
    clears: string
    misses: string
    missing: Options<LineId>
    lines: Options<LineId>
    estimate: string
  }
  enquiry: PointsEnquiryCopy & {
    summary: string
    answers: string
    verdicts: Record<'eligible' | 'check' | 'incomplete' | 'not-eligible', string>
    labels: Options<'salary' | 'goingRate' | 'option' | Flag>
    yes: string
    no: string
    notGiven: string
  }
  whatsApp: { label: string; lead: string }
  runningTotal: string
}

export interface UkTablesCopy {
  tables: Record<'mandatory' | 'salary', string>
  columns: Record<'floor' | 'goingRate', string>
  rows: { mandatory: Options<Flag>; options: Options<SalaryOption> }
}

const sw = facts.uk.skilledWorker
const o = sw.salaryOptions

export const ukSkilledWorker = {
  breadcrumb: routeTrail(messagesFor('en'), 'home', 'countries', 'ukSkilledWorkerCalculator'),
  hero: {
    eyebrow: 'United Kingdom · Skilled Worker visa',
    heading: 'Skilled Worker Points Calculator',
    lead: stated`Check the ${sw.points.needed} a Skilled Worker visa needs: the mandatory points for your job offer, its skill level and your English, and the salary points, with the threshold that applies to you and by how much your salary clears or misses it.`,
  },
  calculator: {
    heading: 'Check your Skilled Worker points',
    lead: 'Your result updates as you answer. Your employer (the sponsor) can tell you the job’s occupation code, its going rate and the salary on your certificate of sponsorship.',
    flags: {
      legend: 'Your job offer and English (tick all that apply)',
      options: {
        offer: 'I have a job offer from an employer licensed by the Home Office to sponsor workers',
        skill: stated`The job is at the required skill level: an eligible occupation code, ${sw.skillLevel} for new applicants`,
        english: stated`My English is at CEFR ${sw.englishLevel} or above in reading, writing, speaking and listening (the level for a first application since ${asOf(sw.englishLevel)}), or I am exempt`,
      },
    },
    salary: {
      label: 'Salary offered (£ a year)',
      hint: 'Guaranteed basic gross pay, in whole pounds: no allowances, bonus or overtime.',
    },
    goingRate: {
      label: 'Going rate for the job (£ a year)',
      hint: 'The going rate for the job’s occupation code, pro-rated to your weekly hours; for a listed health or education job, the national pay-scale rate. Leave empty if you do not know it yet.',
    },
    amountError: 'Enter an amount in whole pounds, for example 45000.',
    option: {
      legend: 'Which salary rule applies to you?',
      hint: stated`Choose the one you qualify for; your employer and the rules decide which applies. These are the rules for a certificate of sponsorship assigned since ${asOf(o.newEntrantFloor)}.`,
      options: {
        none: stated`The general threshold: ${sw.generalSalaryThreshold}, or the full going rate if higher`,
        'new-entrant': stated`New entrant: under 26 when applying, switching from a Student or Graduate visa, in a postdoctoral role, or training for a professional registration (${o.newEntrantFloor}, or ${o.newEntrantGoingRate} of the going rate)`,
        phd: stated`A PhD relevant to the job (${o.phdFloor}, or ${o.phdGoingRate} of the going rate)`,
        'stem-phd': stated`A PhD in a science, technology, engineering or maths subject relevant to the job (${o.stemPhdFloor}, or ${o.stemPhdGoingRate} of the going rate)`,
        shortage: stated`A degree-level job on the Immigration Salary List (${o.shortageFloor}, or the full going rate)`,
        'health-care': stated`A listed health or education job paid on a national pay scale, such as on the Health and Care Worker visa (${o.healthEducationFloor}, or the pay-scale rate)`,
      },
    },
    result: {
      heading: 'Your Skilled Worker points',
      outOf: 'of {minimum} needed',
      verdicts: {
        eligible: 'You reach {total} points: the {minimum} a Skilled Worker visa needs.',
        check:
          'Your salary clears the floor of this rule. Enter the going rate for the job: if it is higher, the salary must reach its share too.',
        incomplete: 'Enter the salary offered to see your salary points.',
        'not-eligible': 'Not eligible yet. What is missing:',
      },
      threshold: {
        floor: stated`The salary to reach under the rules since ${asOf(o.newEntrantFloor)}: {amount}, this rule’s floor (higher than {percent} of the going rate).`,
        'going-rate': stated`The salary to reach under the rules since ${asOf(o.newEntrantFloor)}: {amount}, {percent} of the going rate (higher than the floor of {floor}).`,
        'no-going-rate': stated`The salary to reach under the rules since ${asOf(o.newEntrantFloor)}: at least {amount}, this rule’s floor, or {percent} of the going rate if that is higher.`,
      },
      clears: 'Your salary clears it by {amount}.',
      misses: 'Your salary misses it by {amount}.',
      missing: {
        offer: 'A job offer from a licensed sponsor (a certificate of sponsorship).',
        skill: 'A job at the required skill level, in an eligible occupation code.',
        english: stated`English at CEFR ${sw.englishLevel}, shown by an approved test, a degree taught in English, or nationality.`,
        salary: 'A salary that reaches the threshold of the rule that applies to you.',
      },
      lines: {
        offer: 'Job offer from a licensed sponsor',
        skill: 'Job at the required skill level',
        english: 'English at the required level',
        salary: 'Salary',
      },
      estimate:
        'This is an estimate from your own answers, not an assessment. UK Visas and Immigration decides, on your certificate of sponsorship and documents; the visa also needs the funds, a tuberculosis test where required, and the fees and health surcharge.',
    },
    enquiry: {
      label: 'Get a free assessment of this result',
      lead: 'A consultant checks your job offer, its occupation code and salary rule, and your English evidence with you.',
      immigrationType: 'Work Visa',
      summary: 'Skilled Worker check: {verdict} ({total} of {minimum} points; salary to reach {threshold}).',
      answers: 'My answers: {answers}.',
      linkLead: 'Link to my result:',
      fees: { href: feesHref('uk-skilled-worker'), label: 'What the Skilled Worker visa costs' },
      verdicts: {
        eligible: 'eligible on points',
        check: 'eligible if the going rate allows',
        incomplete: 'salary not given yet',
        'not-eligible': 'not eligible yet',
      },
      labels: {
        offer: 'job offer from a licensed sponsor',
        skill: 'job at the skill level',
        english: 'English at the required level',
        salary: 'salary',
        goingRate: 'going rate',
        option: 'salary rule',
      },
      yes: 'yes',
      no: 'no',
      notGiven: 'not given',
    },
    whatsApp: {
      label: 'Send this to a consultant on WhatsApp',
      lead: 'Hello, I checked the UK Skilled Worker points on your website: {verdict}, {total} of {minimum} points.',
    },
    runningTotal: 'Your points',
  },
  grid: {
    heading: 'The official points and salary rules',
    lead: stated`Appendix Skilled Worker of the Immigration Rules: ${sw.points.needed} in all, 50 of them mandatory. The 20 salary points need the salary to reach the higher of a rule's floor and its share of the job's going rate; these are the rules for a certificate of sponsorship assigned since ${asOf(o.newEntrantFloor)}.`,
    prerequisites: {
      heading: 'Good to know',
      items: [
        stated`Every rule is the higher of two amounts: the floor, and the share of the going rate for the job's occupation code (pro-rated to your hours).`,
        'The reduced rules need you to qualify for them: new-entrant permission lasts at most four years in all, and a PhD must be relevant to the job.',
        stated`The Migration Advisory Committee recommended on ${asOf(sw.phdDiscountReview)} abolishing the PhD discounts: ${sw.phdDiscountReview}. We will update this page if that changes.`,
        stated`Sources differ on the floor for listed health and education jobs: ${o.healthEducationFloor} from ${asOf(o.healthEducationFloor)} is a report of the July 2025 rules, while GOV.UK's page as we could read it still showed ${o.healthEducationFloor2024}, the floor from ${asOf(o.healthEducationFloor2024)} to ${until(o.healthEducationFloor2024)}. Ask us before you rely on it.`,
      ],
    },
    tables: {
      mandatory: 'Mandatory points',
      salary: stated`Salary points since ${asOf(o.newEntrantFloor)}: one rule applies`,
    },
    columns: { floor: 'At least', goingRate: 'And of the going rate' },
    rows: {
      mandatory: {
        offer: 'Job offer from a licensed sponsor',
        skill: 'Job at the required skill level',
        english: stated`English at CEFR ${sw.englishLevel}`,
      },
      options: {
        none: 'General threshold',
        'new-entrant': 'New entrant',
        phd: 'PhD relevant to the job',
        'stem-phd': 'STEM PhD relevant to the job',
        shortage: 'Immigration Salary List (degree-level job)',
        'health-care': 'Listed health or education job (national pay scale)',
      },
    },
  },
} as const satisfies {
  breadcrumb: readonly { label: string; path: string }[]
  hero: { eyebrow: string; heading: string; lead: string }
  calculator: UkCalculatorCopy
  grid: UkTablesCopy & {
    heading: string
    lead: string
    prerequisites: { heading: string; items: readonly string[] }
  }
}
