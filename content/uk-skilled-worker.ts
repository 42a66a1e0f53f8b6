// /uk-skilled-worker-calculator: the UK's Skilled Worker points. The points, the English level and the
// salary options are registry facts (content/facts/uk.ts `skilledWorker`), the words the catalogues'
// `ukSkilledWorker` block; this is the structure that joins them.

import { calendarDay } from '@shared/message-format.ts'
import { type SalaryOption, salaryOptions, type ukFlags } from '../lib/calculators/uk/rules'
import type { UkTablesCopy } from '../lib/calculators/uk/tables'
import { asOf, resolveStatements, type Stating, statedBlock, statedIn, until } from '../lib/facts/site'
import type { MessageText } from '../lib/island-messages'
import { type Messages, words, wordsOf } from '../lib/messages'
import { bookingStep } from './book'
import { facts } from './facts'
import { feesHref } from './fees'
import type { PointsEnquiryCopy } from './points'
import { costJourney, routeTrail } from './route-words'

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

const sw = facts.uk.skilledWorker
const o = sw.salaryOptions

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
  const each = <K extends string, Said = string>(ids: readonly K[], wordFor: (id: K) => Said) =>
    Object.fromEntries(ids.map((id) => [id, wordFor(id)])) as Record<K, Said>
  // The words that take no value; those stating a fact are said below, in the order the page states them.
  const { hero, calculator, grid } = words(m, 'ukSkilledWorker', {}, [
    'hero.lead',
    'calculator.flags.options.skill',
    'calculator.flags.options.english',
    'calculator.english.met',
    'calculator.english.short',
    'calculator.english.next',
    'calculator.option.hint',
    'calculator.option.options',
    'calculator.result.outOf',
    'calculator.result.verdicts',
    'calculator.result.threshold',
    'calculator.result.clears',
    'calculator.result.misses',
    'calculator.result.missing.english',
    'calculator.enquiry.summary',
    'calculator.enquiry.answers',
    'calculator.whatsApp.lead',
    'grid.lead',
    'grid.prerequisites.items',
    'grid.tables.salary',
    'grid.rows.mandatory.english',
  ])
  // The island's props keep the order they have always had: the English block after the flags, the
  // missing salary after the missing English, the enquiry's texts and links before its labels.
  const { heading: calculatorHeading, lead: calculatorLead, flags, english, ...fromSalary } = calculator
  const { heading: resultHeading, missing: resultMissing, ...resultWords } = calculator.result
  const { salary, ...missing } = resultMissing
  const { label: enquiryLabel, lead: enquiryLead, linkLead, fees, ...enquiryLabels } = calculator.enquiry
  const content = {
    breadcrumb: routeTrail(m, 'home', 'countries', 'ukSkilledWorkerCalculator'),
    hero: { ...hero, lead: statedIn(m, 'ukSkilledWorker.hero.lead', { needed: sw.points.needed }) },
    calculator: {
      heading: calculatorHeading,
      lead: calculatorLead,
      flags: {
        legend: flags.legend,
        options: {
          ...flags.options,
          skill: statedIn(m, 'ukSkilledWorker.calculator.flags.options.skill', { skillLevel: sw.skillLevel }),
          english: statedIn(m, 'ukSkilledWorker.calculator.flags.options.english', {
            englishLevel: sw.englishLevel,
          }),
        },
      },
      english: {
        ...english,
        met: statedIn(m, 'ukSkilledWorker.calculator.english.met', { englishLevel: sw.englishLevel }),
        short: statedIn(m, 'ukSkilledWorker.calculator.english.short', { englishLevel: sw.englishLevel }),
        next: statedIn(m, 'ukSkilledWorker.calculator.english.next', { englishLevel: sw.englishLevel }),
      },
      ...fromSalary,
      option: {
        ...calculator.option,
        hint: statedIn(m, 'ukSkilledWorker.calculator.option.hint', { rulesFrom: asOf(o.newEntrantFloor) }),
        options: each(salaryOptions, (option) =>
          statedIn(m, `ukSkilledWorker.calculator.option.options.${option}`, optionFacts[option]),
        ),
      },
      result: {
        heading: resultHeading,
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
          ...missing,
          english: statedIn(m, 'ukSkilledWorker.calculator.result.missing.english', {
            englishLevel: sw.englishLevel,
          }),
          salary,
        },
        ...resultWords,
      },
      enquiry: {
        label: enquiryLabel,
        lead: enquiryLead,
        // One of the contact form's options, which are not translated.
        immigrationType: 'Work Visa',
        summary: say.text('calculator.enquiry.summary'),
        answers: say.text('calculator.enquiry.answers'),
        linkLead,
        fees: { href: feesHref('uk-skilled-worker'), ...fees },
        cost: { ...costJourney(m), route: 'ukSkilledWorker' },
        book: bookingStep(m),
        ...enquiryLabels,
      },
      whatsApp: { ...calculator.whatsApp, lead: say.text('calculator.whatsApp.lead') },
    },
    grid: {
      ...grid,
      lead: statedIn(m, 'ukSkilledWorker.grid.lead', {
        needed: sw.points.needed,
        rulesFrom: asOf(o.newEntrantFloor),
      }),
      prerequisites: {
        heading: grid.prerequisites.heading,
        items: Object.values(
          statedBlock(m, 'ukSkilledWorker.grid.prerequisites.items', {
            phdDiscountReview: sw.phdDiscountReview,
            healthEducationFloor: o.healthEducationFloor,
            healthEducationFloor2024: o.healthEducationFloor2024,
            healthEducationFloor2024Until: until(o.healthEducationFloor2024),
          }),
        ),
      },
      tables: {
        mandatory: grid.tables.mandatory,
        salary: statedIn(m, 'ukSkilledWorker.grid.tables.salary', { rulesFrom: asOf(o.newEntrantFloor) }),
      },
      rows: {
        ...grid.rows,
        mandatory: {
          ...grid.rows.mandatory,
          english: statedIn(m, 'ukSkilledWorker.grid.rows.mandatory.english', {
            englishLevel: sw.englishLevel,
          }),
        },
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
