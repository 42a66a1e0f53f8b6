// /nz-skilled-migrant-calculator: New Zealand's Skilled Migrant Category points. The points, the median
// wage, the job's pay floor and the age limit are registry facts (content/facts/nz.ts `smc`,
// `residence`), the words the catalogues' `nzSkilledMigrant` block; this is the structure that joins them.

import {
  jobLevels,
  type NzAnswers,
  nzFlags,
  nzQualifications,
  registrationTiers,
} from '../lib/calculators/nz/rules'
import type { NzTablesCopy } from '../lib/calculators/nz/tables'
import { asOf, resolveStatements, type Stating, statedIn } from '../lib/facts/site'
import type { MessageText } from '../lib/island-messages'
import { formatMoney } from '../lib/locale'
import { type Messages, wordsOf } from '../lib/messages'
import { bookingStep } from './book'
import { facts } from './facts'
import { feesHref } from './fees'
import type { PointsEnquiryCopy } from './points'
import { costJourney, routeTrail } from './route-words'

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
  /** `max` and the result's sentences with the visitor's numbers are ICU messages the island formats. */
  nzWork: { label: string; hint: string; max: MessageText }
  flags: { legend: string; options: Options<Flag> }
  /** The English as test scores: met, or short with what it needs; or the overall score to type. */
  english: { met: string; short: string; next: string; needsOverall: string }
  result: {
    heading: string
    outOf: MessageText
    eligible: MessageText
    notEligible: string
    missing: Options<Missing> & { points: MessageText }
    /** Which skill category counted, or that none did. */
    counted: Options<'registration' | 'qualification' | 'income'> & { none: string }
    lines: Options<'skill' | 'nzWork'>
    estimate: string
  }
  enquiry: PointsEnquiryCopy & {
    summary: MessageText
    answers: MessageText
    verdicts: Record<'eligible' | 'not-eligible', string>
    labels: Options<'age' | 'registration' | 'qualification' | 'hourlyRate' | 'jobLevel' | 'nzWork' | Flag>
    yes: string
    no: string
    notGiven: string
  }
  whatsApp: { label: string; lead: MessageText }
  runningTotal: string
}

const smc = facts.nz.smc
const maxAge = facts.nz.residence.maxAge

export function nzSkilledMigrant(m: Messages) {
  const say = wordsOf(m, 'nzSkilledMigrant')
  const each = <K extends string>(ids: readonly K[], words: (id: K) => string) =>
    Object.fromEntries(ids.map((id) => [id, words(id)])) as Record<K, string>
  const content = {
    breadcrumb: routeTrail(m, 'home', 'countries', 'nzSkilledMigrantCalculator'),
    hero: {
      eyebrow: say('hero.eyebrow'),
      heading: say('hero.heading'),
      lead: statedIn(m, 'nzSkilledMigrant.hero.lead', { pointsRequired: smc.pointsRequired }),
    },
    calculator: {
      heading: say('calculator.heading'),
      lead: statedIn(m, 'nzSkilledMigrant.calculator.lead', { newPathwaysFrom: asOf(smc.newPathways) }),
      age: {
        label: say('calculator.age.label'),
        min: say('calculator.age.min'),
        max: say('calculator.age.max'),
      },
      registration: {
        label: say('calculator.registration.label'),
        hint: say('calculator.registration.hint'),
        options: each(registrationTiers, (tier) => say(`calculator.registration.options.${tier}`)),
      },
      qualification: {
        label: say('calculator.qualification.label'),
        hint: say('calculator.qualification.hint'),
        options: each(nzQualifications, (level) => say(`calculator.qualification.options.${level}`)),
      },
      hourlyRate: {
        label: say('calculator.hourlyRate.label'),
        hint: statedIn(m, 'nzSkilledMigrant.calculator.hourlyRate.hint', {
          medianWage: smc.medianWage,
          lowerSkilled: smc.jobPay.lowerSkilled,
          income3Multiple: smc.points.income3Multiple,
        }),
      },
      jobLevel: {
        label: say('calculator.jobLevel.label'),
        hint: say('calculator.jobLevel.hint'),
        options: each(jobLevels, (level) => say(`calculator.jobLevel.options.${level}`)),
      },
      amountError: say('calculator.amountError'),
      nzWork: {
        label: say('calculator.nzWork.label'),
        hint: say('calculator.nzWork.hint'),
        max: say.text('calculator.nzWork.max'),
      },
      flags: {
        legend: say('calculator.flags.legend'),
        options: each(nzFlags, (flag) => say(`calculator.flags.options.${flag}`)),
      },
      english: {
        met: say('calculator.english.met'),
        short: say('calculator.english.short'),
        next: say('calculator.english.next'),
        needsOverall: say('calculator.english.needsOverall'),
      },
      result: {
        heading: say('calculator.result.heading'),
        outOf: say.text('calculator.result.outOf'),
        eligible: say.text('calculator.result.eligible'),
        notEligible: say('calculator.result.notEligible'),
        missing: {
          age: statedIn(m, 'nzSkilledMigrant.calculator.result.missing.age', { maxAge }),
          offer: say('calculator.result.missing.offer'),
          pay: statedIn(m, 'nzSkilledMigrant.calculator.result.missing.pay', {
            medianWage: smc.medianWage,
            lowerSkilled: smc.jobPay.lowerSkilled,
          }),
          english: say('calculator.result.missing.english'),
          points: say.text('calculator.result.missing.points'),
        },
        counted: each(['registration', 'qualification', 'income', 'none'] as const, (skill) =>
          say(`calculator.result.counted.${skill}`),
        ),
        lines: { skill: say('calculator.result.lines.skill'), nzWork: say('calculator.result.lines.nzWork') },
        estimate: say('calculator.result.estimate'),
      },
      enquiry: {
        label: say('calculator.enquiry.label'),
        lead: say('calculator.enquiry.lead'),
        // One of the contact form's options, which are not translated.
        immigrationType: 'Permanent Residency (PR)',
        summary: say.text('calculator.enquiry.summary'),
        answers: say.text('calculator.enquiry.answers'),
        linkLead: say('calculator.enquiry.linkLead'),
        fees: { href: feesHref('nz-skilled-migrant'), label: say('calculator.enquiry.fees.label') },
        cost: { ...costJourney(m), route: 'nzSkilledMigrant' },
        book: bookingStep(m),
        verdicts: each(['eligible', 'not-eligible'] as const, (verdict) =>
          say(`calculator.enquiry.verdicts.${verdict}`),
        ),
        labels: each(
          ['age', 'registration', 'qualification', 'hourlyRate', 'jobLevel', 'nzWork', ...nzFlags] as const,
          (label) => say(`calculator.enquiry.labels.${label}`),
        ),
        yes: say('calculator.enquiry.yes'),
        no: say('calculator.enquiry.no'),
        notGiven: say('calculator.enquiry.notGiven'),
      },
      whatsApp: { label: say('calculator.whatsApp.label'), lead: say.text('calculator.whatsApp.lead') },
      runningTotal: say('calculator.runningTotal'),
    },
    grid: {
      heading: say('grid.heading'),
      lead: statedIn(m, 'nzSkilledMigrant.grid.lead', { pointsRequired: smc.pointsRequired }),
      prerequisites: {
        heading: say('grid.prerequisites.heading'),
        items: [
          statedIn(m, 'nzSkilledMigrant.grid.prerequisites.items.besidesPoints', {
            lowerSkilled: smc.jobPay.lowerSkilled,
            maxAge,
          }),
          statedIn(m, 'nzSkilledMigrant.grid.prerequisites.items.newPathways', {
            newPathways: smc.newPathways,
            nzWorkExperienceMax: smc.nzWorkExperienceMax,
          }),
          statedIn(m, 'nzSkilledMigrant.grid.prerequisites.items.medianWage', { medianWage: smc.medianWage }),
        ],
      },
      tables: {
        registration: say('grid.tables.registration'),
        qualification: say('grid.tables.qualification'),
        income: statedIn(m, 'nzSkilledMigrant.grid.tables.income', { medianWage: smc.medianWage }),
        nzWork: say('grid.tables.nzWork'),
      },
      rows: {
        registration: each(registrationTiers.slice(1) as Exclude<Registration, 'none'>[], (tier) =>
          say(`grid.rows.registration.${tier}`),
        ),
        qualification: each(nzQualifications.slice(1) as Exclude<Qualification, 'none'>[], (level) =>
          say(`grid.rows.qualification.${level}`),
        ),
        income: ({ multiple, rate }: { multiple: number; rate: number }) =>
          say('grid.rows.income', { multiple, rate: formatMoney(rate, 'NZD', m.language) }),
        nzWork: [
          say('grid.rows.nzWork.12in24'),
          say('grid.rows.nzWork.24in48'),
          say('grid.rows.nzWork.36in60'),
        ],
      },
    },
  } satisfies Stating<{
    breadcrumb: readonly { label: string; path: string }[]
    hero: { eyebrow: string; heading: string; lead: string }
    calculator: NzCalculatorCopy
    grid: NzTablesCopy & {
      heading: string
      lead: string
      prerequisites: { heading: string; items: string[] }
    }
  }>
  // The page's sources are the facts its sentences state, in the order it states them.
  const { content: copy, stated } = resolveStatements(content)
  return { ...copy, stated }
}
