// /uk-skilled-worker-calculator: the UK's Skilled Worker points. The points, the English level and the
// salary options are registry facts (content/facts/uk.ts `skilledWorker`), the words the catalogues'
// `ukSkilledWorker` block; this is the structure that joins them.

import { calendarDay } from '@shared/message-format.ts'
import { asOf, resolveStatements, type Stating, statedIn, until } from '../lib/facts/site'
import type { MessageText } from '../lib/island-messages'
import { type Messages, wordsOf } from '../lib/messages'
import { type SalaryOption, salaryOptions, ukFlags } from '../lib/points/uk'
import { facts } from './facts'
import { feesHref } from './fees'
import type { PointsEnquiryCopy } from './points'
import { costJourney, routeTrail } from './routes'

type Options<K extends string> = Record<K, string>
type Flag = (typeof ukFlags)[number]
type LineId = Flag | 'salary'
type Verdict = 'eligible' | 'check' | 'incomplete' | 'not-eligible'

export interface UkCalculatorCopy {
  heading: string
  lead: string
  flags: { legend: string; options: Options<Flag> }
  /** The English as IELTS for UKVI scores: what they reach, or what each ability needs for the level. */
  english: { ielts: string; met: string; short: string; next: string }
  salary: { label: string; hint: string }
  goingRate: { label: string; hint: string }
  /** A typed amount that is not whole pounds. */
  amountError: string
  option: { legend: string; hint: string; options: Options<SalaryOption> }
  /** The island's sentences are ICU messages it formats with the visitor's numbers (lib/say.ts). */
  result: {
    heading: string
    /** After the total: "of 70 needed". */
    outOf: MessageText
    verdicts: Record<Verdict, MessageText>
    /** The salary to reach, and which part of the option set it. */
    threshold: Record<'floor' | 'going-rate' | 'no-going-rate', MessageText>
    /** The day the salary rules took effect (milliseconds), which the threshold sentences state. */
    rulesFrom: number
    clears: MessageText
    misses: MessageText
    missing: Options<LineId>
    lines: Options<LineId>
    estimate: string
  }
  enquiry: PointsEnquiryCopy & {
    summary: MessageText
    answers: MessageText
    verdicts: Record<Verdict, string>
    labels: Options<'salary' | 'goingRate' | 'option' | Flag>
    yes: string
    no: string
    notGiven: string
  }
  whatsApp: { label: string; lead: MessageText }
  runningTotal: string
}

export interface UkTablesCopy {
  tables: Record<'mandatory' | 'salary', string>
  columns: Record<'floor' | 'goingRate', string>
  rows: { mandatory: Options<Flag>; options: Options<SalaryOption> }
}

const sw = facts.uk.skilledWorker
const o = sw.salaryOptions
const verdicts = ['eligible', 'check', 'incomplete', 'not-eligible'] as const
const lines = [...ukFlags, 'salary'] as const

/** Each salary rule's floor and share of the going rate, as its option states them. */
const optionFacts = {
  none: { generalSalaryThreshold: sw.generalSalaryThreshold },
  'new-entrant': { newEntrantFloor: o.newEntrantFloor, newEntrantGoingRate: o.newEntrantGoingRate },
  phd: { phdFloor: o.phdFloor, phdGoingRate: o.phdGoingRate },
  'stem-phd': { stemPhdFloor: o.stemPhdFloor, stemPhdGoingRate: o.stemPhdGoingRate },
  shortage: { shortageFloor: o.shortageFloor },
  'health-care': { healthEducationFloor: o.healthEducationFloor },
} as const

export function ukSkilledWorker(m: Messages) {
  const say = wordsOf(m, 'ukSkilledWorker')
  const each = <K extends string, Said = string>(ids: readonly K[], words: (id: K) => Said) =>
    Object.fromEntries(ids.map((id) => [id, words(id)])) as Record<K, Said>
  const content = {
    breadcrumb: routeTrail(m, 'home', 'countries', 'ukSkilledWorkerCalculator'),
    hero: {
      eyebrow: say('hero.eyebrow'),
      heading: say('hero.heading'),
      lead: statedIn(m, 'ukSkilledWorker.hero.lead', { needed: sw.points.needed }),
    },
    calculator: {
      heading: say('calculator.heading'),
      lead: say('calculator.lead'),
      flags: {
        legend: say('calculator.flags.legend'),
        options: {
          offer: say('calculator.flags.options.offer'),
          skill: statedIn(m, 'ukSkilledWorker.calculator.flags.options.skill', { skillLevel: sw.skillLevel }),
          english: statedIn(m, 'ukSkilledWorker.calculator.flags.options.english', {
            englishLevel: sw.englishLevel,
          }),
        },
      },
      english: {
        ielts: say('calculator.english.ielts'),
        met: statedIn(m, 'ukSkilledWorker.calculator.english.met', { englishLevel: sw.englishLevel }),
        short: statedIn(m, 'ukSkilledWorker.calculator.english.short', { englishLevel: sw.englishLevel }),
        next: statedIn(m, 'ukSkilledWorker.calculator.english.next', { englishLevel: sw.englishLevel }),
      },
      salary: { label: say('calculator.salary.label'), hint: say('calculator.salary.hint') },
      goingRate: { label: say('calculator.goingRate.label'), hint: say('calculator.goingRate.hint') },
      amountError: say('calculator.amountError'),
      option: {
        legend: say('calculator.option.legend'),
        hint: statedIn(m, 'ukSkilledWorker.calculator.option.hint', { rulesFrom: asOf(o.newEntrantFloor) }),
        options: each(salaryOptions, (option) =>
          statedIn(m, `ukSkilledWorker.calculator.option.options.${option}`, optionFacts[option]),
        ),
      },
      result: {
        heading: say('calculator.result.heading'),
        outOf: say.text('calculator.result.outOf'),
        // Each verdict is the island's to format: one of them counts the points.
        verdicts: {
          eligible: say.text('calculator.result.verdicts.eligible'),
          check: say.text('calculator.result.verdicts.check'),
          incomplete: say.text('calculator.result.verdicts.incomplete'),
          'not-eligible': say.text('calculator.result.verdicts.not-eligible'),
        },
        threshold: {
          floor: say.text('calculator.result.threshold.floor'),
          'going-rate': say.text('calculator.result.threshold.going-rate'),
          'no-going-rate': say.text('calculator.result.threshold.no-going-rate'),
        },
        rulesFrom: calendarDay(o.newEntrantFloor.asOf).getTime(),
        clears: say.text('calculator.result.clears'),
        misses: say.text('calculator.result.misses'),
        missing: {
          offer: say('calculator.result.missing.offer'),
          skill: say('calculator.result.missing.skill'),
          english: statedIn(m, 'ukSkilledWorker.calculator.result.missing.english', {
            englishLevel: sw.englishLevel,
          }),
          salary: say('calculator.result.missing.salary'),
        },
        lines: each(lines, (line) => say(`calculator.result.lines.${line}`)),
        estimate: say('calculator.result.estimate'),
      },
      enquiry: {
        label: say('calculator.enquiry.label'),
        lead: say('calculator.enquiry.lead'),
        // One of the contact form's options, which are not translated.
        immigrationType: 'Work Visa',
        summary: say.text('calculator.enquiry.summary'),
        answers: say.text('calculator.enquiry.answers'),
        linkLead: say('calculator.enquiry.linkLead'),
        fees: { href: feesHref('uk-skilled-worker'), label: say('calculator.enquiry.fees.label') },
        cost: { ...costJourney(m), route: 'ukSkilledWorker' },
        verdicts: each(verdicts, (verdict) => say(`calculator.enquiry.verdicts.${verdict}`)),
        labels: each([...ukFlags, 'salary', 'goingRate', 'option'] as const, (label) =>
          say(`calculator.enquiry.labels.${label}`),
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
      lead: statedIn(m, 'ukSkilledWorker.grid.lead', {
        needed: sw.points.needed,
        rulesFrom: asOf(o.newEntrantFloor),
      }),
      prerequisites: {
        heading: say('grid.prerequisites.heading'),
        items: [
          say('grid.prerequisites.items.higherOfTwo'),
          say('grid.prerequisites.items.reducedRules'),
          statedIn(m, 'ukSkilledWorker.grid.prerequisites.items.phdDiscounts', {
            phdDiscountReview: sw.phdDiscountReview,
          }),
          statedIn(m, 'ukSkilledWorker.grid.prerequisites.items.healthFloor', {
            healthEducationFloor: o.healthEducationFloor,
            healthEducationFloor2024: o.healthEducationFloor2024,
            healthEducationFloor2024Until: until(o.healthEducationFloor2024),
          }),
        ],
      },
      tables: {
        mandatory: say('grid.tables.mandatory'),
        salary: statedIn(m, 'ukSkilledWorker.grid.tables.salary', { rulesFrom: asOf(o.newEntrantFloor) }),
      },
      columns: { floor: say('grid.columns.floor'), goingRate: say('grid.columns.goingRate') },
      rows: {
        mandatory: {
          offer: say('grid.rows.mandatory.offer'),
          skill: say('grid.rows.mandatory.skill'),
          english: statedIn(m, 'ukSkilledWorker.grid.rows.mandatory.english', {
            englishLevel: sw.englishLevel,
          }),
        },
        options: each(salaryOptions, (option) => say(`grid.rows.options.${option}`)),
      },
    },
  } satisfies Stating<{
    breadcrumb: readonly { label: string; path: string }[]
    hero: { eyebrow: string; heading: string; lead: string }
    calculator: UkCalculatorCopy
    grid: UkTablesCopy & {
      heading: string
      lead: string
      prerequisites: { heading: string; items: string[] }
    }
  }>
  // The page's sources are the facts its sentences state, in the order it states them.
  const { content: copy, stated } = resolveStatements(content)
  return { ...copy, stated }
}
