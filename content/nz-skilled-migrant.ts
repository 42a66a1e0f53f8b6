// /nz-skilled-migrant-calculator: New Zealand's Skilled Migrant Category points. The points, the median
// wage, the job's pay floor and the age limit are registry facts (content/facts/nz.ts `smc`,
// `residence`); this is the copy around them.

import { messagesFor } from '../lib/messages'
import type { NzAnswers, nzFlags } from '../lib/points/nz'
import { facts } from './facts'
import { asOf, stated } from './facts/stated'
import { feesHref } from './fees'
import type { PointsEnquiryCopy } from './points'
import { routeTrail } from './routes'

type Options<K extends string> = Record<K, string>
type Flag = (typeof nzFlags)[number]
type Registration = NzAnswers['registration']
type Qualification = NzAnswers['qualification']
type JobLevel = NzAnswers['jobLevel']
type Missing = 'age' | 'offer' | 'pay' | 'english'

export interface NzCalculatorCopy {
  heading: string
  lead: string
  age: { label: string; min: string; max: string }
  registration: { label: string; hint: string; options: Options<Registration> }
  qualification: { label: string; hint: string; options: Options<Qualification> }
  hourlyRate: { label: string; hint: string }
  jobLevel: { label: string; hint: string; options: Options<JobLevel> }
  amountError: string
  nzWork: { label: string; hint: string; max: string }
  flags: { legend: string; options: Options<Flag> }
  result: {
    heading: string
    outOf: string
    eligible: string
    notEligible: string
    missing: Options<Missing> & { points: { one: string; other: string } }
    /** Which skill category counted, or that none did. */
    counted: Options<'registration' | 'qualification' | 'income'> & { none: string }
    lines: Options<'skill' | 'nzWork'>
    estimate: string
  }
  enquiry: PointsEnquiryCopy & {
    summary: string
    answers: string
    verdicts: Record<'eligible' | 'not-eligible', string>
    labels: Options<'age' | 'registration' | 'qualification' | 'hourlyRate' | 'jobLevel' | 'nzWork' | Flag>
    yes: string
    no: string
    notGiven: string
  }
  whatsApp: { label: string; lead: string }
  runningTotal: string
}

export interface NzTablesCopy {
  tables: Record<'registration' | 'qualification' | 'income' | 'nzWork', string>
  rows: {
    registration: Options<Exclude<Registration, 'none'>>
    qualification: Options<Exclude<Qualification, 'none'>>
    /** "At least {multiple} times the median wage ({rate} an hour)". */
    income: string
    /** For 1, 2 and 3 points. */
    nzWork: readonly [string, string, string]
  }
}

const smc = facts.nz.smc
const p = smc.points

export const nzSkilledMigrant = {
  breadcrumb: routeTrail(messagesFor('en'), 'home', 'countries', 'nzSkilledMigrantCalculator'),
  hero: {
    eyebrow: 'New Zealand · Skilled Migrant Category',
    heading: 'Skilled Migrant Points Calculator',
    lead: stated`Check the ${smc.pointsRequired} New Zealand's Skilled Migrant Category needs: points from your registration, qualification or income (the highest counts) and your skilled work in New Zealand, beside the job offer and its pay, English and age requirements.`,
  },
  calculator: {
    heading: 'Check your Skilled Migrant points',
    lead: stated`Your result updates as you answer. It uses the points table in Immigration New Zealand's operational manual; INZ changed the category on ${asOf(smc.newPathways)}, and the changes to these points reported since are not yet on an INZ page we could read: see the note under the table.`,
    age: { label: 'Your age when you apply', min: '18 or under', max: '70 or over' },
    registration: {
      label: 'New Zealand occupational registration',
      hint: 'Full or provisional registration on INZ’s list of eligible registrations (a doctor, nurse, teacher, engineer, lawyer…), by the years of training it needs.',
      options: {
        none: 'None',
        '6-years': 'A registration that needs 6 years of training or more',
        '5-years': 'A registration that needs 5 years of training',
        '4-years': 'A registration that needs 4 years of training',
        '2-years': 'A registration that needs 2 or 3 years of training',
      },
    },
    qualification: {
      label: 'Your highest qualification',
      hint: 'A qualification from outside New Zealand needs an NZQA assessment, unless it is on the exempt list; if the assessment gives only its level, it is worth one point less.',
      options: {
        none: 'Below a bachelor’s degree',
        bachelor: 'Bachelor’s degree, or a postgraduate certificate',
        honours: 'Bachelor’s with honours, or a postgraduate diploma',
        master: 'Master’s degree',
        doctorate: 'Doctorate (PhD)',
      },
    },
    hourlyRate: {
      label: 'Pay in your New Zealand job or offer (NZD an hour)',
      hint: stated`Full-time: 30 hours a week or more. Whatever your points, the job must pay at least the median wage, ${smc.medianWage} an hour from ${asOf(smc.medianWage)} (${smc.jobPay.lowerSkilled} times it at skill level 4 or 5). Income points start at ${p.income3Multiple} times the median wage.`,
    },
    jobLevel: {
      label: 'The job’s skill level',
      hint: 'As INZ classifies the occupation (ANZSCO). Most jobs that need a degree, a diploma, a trade certificate or three years of experience are at level 1 to 3; jobs that need less are at level 4 or 5.',
      options: { skilled: 'Skill level 1 to 3', lower: 'Skill level 4 or 5' },
    },
    amountError: 'Enter whole dollars an hour, for example 55.',
    nzWork: {
      label: 'Skilled work in New Zealand',
      hint: 'Full-time, paid at least the median wage, in the years just before you apply.',
      max: '{n} years or more',
    },
    flags: {
      legend: 'Also (tick all that apply)',
      options: {
        offer:
          'I have a skilled job or job offer in New Zealand with an accredited employer, full-time (30 hours a week or more)',
        english: 'My English meets INZ’s requirement (an approved test, or an exemption)',
      },
    },
    result: {
      heading: 'Your Skilled Migrant points',
      outOf: 'of {minimum} needed',
      eligible: 'Eligible on points: {total} of the {minimum} needed, with the other requirements met.',
      notEligible: 'Not eligible yet. What is missing:',
      missing: {
        age: stated`Being ${facts.nz.residence.maxAge} or younger when you apply.`,
        offer: 'A skilled job or job offer with an accredited New Zealand employer.',
        pay: stated`A job or offer paying at least the median wage, ${smc.medianWage} an hour from ${asOf(smc.medianWage)} (${smc.jobPay.lowerSkilled} times it at skill level 4 or 5), whatever the points: give its pay above.`,
        english: 'English that meets INZ’s requirement.',
        points: {
          one: '{short} more point, to reach {minimum}.',
          other: '{short} more points, to reach {minimum}.',
        },
      },
      counted: {
        registration: 'Your registration counted: it gives the most points of the three.',
        qualification: 'Your qualification counted: it gives the most points of the three.',
        income: 'Your income counted: it gives the most points of the three.',
        none: 'None of registration, qualification or income gives points yet: you need at least one.',
      },
      lines: { skill: 'Registration, qualification or income', nzWork: 'Skilled work in New Zealand' },
      estimate:
        'This is an estimate from your own answers, not an assessment. Immigration New Zealand decides, on your documents; the visa also needs health and character checks.',
    },
    enquiry: {
      label: 'Get a free assessment of this result',
      lead: 'A consultant checks your registration or qualification assessment, your job offer and your New Zealand work with you.',
      immigrationType: 'Permanent Residency (PR)',
      summary: 'Skilled Migrant Category check: {verdict} ({total} of {minimum} points).',
      answers: 'My answers: {answers}.',
      linkLead: 'Link to my result:',
      fees: { href: feesHref('nz-skilled-migrant'), label: 'What the Skilled Migrant visa costs' },
      verdicts: { eligible: 'eligible on points', 'not-eligible': 'not eligible yet' },
      labels: {
        age: 'age',
        registration: 'registration',
        qualification: 'qualification',
        hourlyRate: 'pay an hour',
        jobLevel: 'skill level of the job',
        nzWork: 'years of skilled work in New Zealand',
        offer: 'job or offer with an accredited employer',
        english: 'English meets the requirement',
      },
      yes: 'yes',
      no: 'no',
      notGiven: 'not given',
    },
    whatsApp: {
      label: 'Send this to a consultant on WhatsApp',
      lead: 'Hello, I checked the New Zealand Skilled Migrant points on your website: {verdict}, {total} of {minimum} points.',
    },
    runningTotal: 'Your points',
  },
  grid: {
    heading: 'The official points table',
    lead: stated`Immigration New Zealand's operational manual (SR3.25 and SR3.35): points from one skill category, the highest, plus skilled work in New Zealand; ${smc.pointsRequired} in all, since ${asOf(smc.pointsRequired)}.`,
    prerequisites: {
      heading: 'Good to know',
      items: [
        stated`Besides the points: a skilled job or offer with an accredited employer that pays at least the median wage (${smc.jobPay.lowerSkilled} times it at skill level 4 or 5), English, health and character, and being ${facts.nz.residence.maxAge} or younger.`,
        stated`INZ changed the Skilled Migrant Category on ${asOf(smc.newPathways)}, adding ${smc.newPathways}. Reports say the points changed too: up to ${smc.nzWorkExperienceMax} of New Zealand work needed instead of 3, and more points for a bachelor's degree (for New Zealand degrees only, say some). INZ's own page for these changes was not among the sources we could read, so this table is the manual's until it is: ask us about your case.`,
        stated`The median wage is ${smc.medianWage} an hour from ${asOf(smc.medianWage)}, as reported; INZ updates it each year.`,
      ],
    },
    tables: {
      registration: 'Occupational registration',
      qualification: 'Qualification',
      income: stated`Income (median wage ${smc.medianWage} an hour, from ${asOf(smc.medianWage)})`,
      nzWork: 'Skilled work in New Zealand (added to the above)',
    },
    rows: {
      registration: {
        '6-years': 'Needs 6 years of training or more',
        '5-years': 'Needs 5 years of training',
        '4-years': 'Needs 4 years of training',
        '2-years': 'Needs 2 years of training',
      },
      qualification: {
        bachelor: 'Bachelor’s degree (level 7) or postgraduate certificate',
        honours: 'Bachelor’s with honours or postgraduate diploma (level 8)',
        master: 'Master’s degree (level 9)',
        doctorate: 'Doctorate (level 10)',
      },
      income: 'At least {multiple} times the median wage ({rate} an hour)',
      nzWork: ['12 months in the last 24', '24 months in the last 48', '36 months in the last 60'],
    },
  },
} as const satisfies {
  breadcrumb: readonly { label: string; path: string }[]
  hero: { eyebrow: string; heading: string; lead: string }
  calculator: NzCalculatorCopy
  grid: NzTablesCopy & {
    heading: string
    lead: string
    prerequisites: { heading: string; items: readonly string[] }
  }
}
