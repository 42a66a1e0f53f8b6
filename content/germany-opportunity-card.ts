// /germany-opportunity-card-calculator: Germany's Opportunity Card (Chancenkarte). The points, the
// minimum and the funds are registry facts (content/facts/germany.ts `opportunityCard`), the words the
// catalogues' `germanyOpportunityCard` block; this is the structure that joins them.

import {
  englishLevels,
  experienceLevels,
  type GermanyAnswers,
  germanLevels,
  germanyFlags,
  qualificationLevels,
} from '../lib/calculators/germany/rules'
import type { GermanyTablesCopy } from '../lib/calculators/germany/tables'
import { asOf, resolveStatements, type Stating, statedIn } from '../lib/facts/site'
import type { MessageText } from '../lib/island-messages'
import { type Messages, wordsOf } from '../lib/messages'
import { bookingStep } from './book'
import { facts } from './facts'
import { feesHref } from './fees'
import type { PointsEnquiryCopy } from './points'
import { costJourney, routeTrail } from './route-words'

type Options<K extends string> = Record<K, string>
type Qualification = GermanyAnswers['qualification']
type German = GermanyAnswers['german']
type English = GermanyAnswers['english']
type Experience = GermanyAnswers['experience']
type Flag = (typeof germanyFlags)[number]
type Verdict = 'without-points' | 'with-points' | 'not-eligible'

export interface GermanyCalculatorCopy {
  heading: string
  lead: string
  qualification: { legend: string; hint: string; options: Options<Qualification> }
  german: { label: string; options: Options<German> }
  english: {
    label: string
    options: Options<English>
    /** The level test scores show, and the heading of what the next level up needs. */
    reached: Options<English>
    next: Options<Exclude<English, 'none'>>
  }
  experience: { label: string; hint: string; options: Options<Experience> }
  age: { label: string; min: string; max: string }
  flags: { legend: string; options: Options<Flag> }
  /** The sentences with the visitor's numbers are ICU messages the island formats. */
  result: {
    heading: string
    /** After the total: "of 6 needed". */
    outOf: MessageText
    withoutPoints: string
    withPoints: MessageText
    notEligible: string
    missing: Options<'qualification' | 'language' | 'funds'> & { points: MessageText }
    pointsNote: string
    lines: Options<(typeof lines)[number]>
    estimate: string
  }
  enquiry: PointsEnquiryCopy & {
    summary: MessageText
    answers: MessageText
    verdicts: Record<Verdict, string>
    labels: Options<'qualification' | 'german' | 'english' | 'experience' | 'age' | Flag>
    yes: string
    no: string
  }
  whatsApp: { label: string; lead: MessageText }
  runningTotal: string
}

const card = facts.germany.opportunityCard
const lines = [
  'partialRecognition',
  'german',
  'english',
  'experience',
  'shortage',
  'age',
  'stay',
  'partner',
] as const

export function germanyOpportunityCard(m: Messages) {
  const say = wordsOf(m, 'germanyOpportunityCard')
  const each = <K extends string>(ids: readonly K[], words: (id: K) => string) =>
    Object.fromEntries(ids.map((id) => [id, words(id)])) as Record<K, string>
  const funds = { fundsPerMonth: card.fundsPerMonth }
  const content = {
    breadcrumb: routeTrail(m, 'home', 'countries', 'germanyOpportunityCardCalculator'),
    hero: {
      eyebrow: say('hero.eyebrow'),
      heading: say('hero.heading'),
      lead: statedIn(m, 'germanyOpportunityCard.hero.lead', {
        maxStay: card.maxStay,
        pointsNeeded: card.pointsNeeded,
      }),
    },
    calculator: {
      heading: say('calculator.heading'),
      lead: say('calculator.lead'),
      qualification: {
        legend: say('calculator.qualification.legend'),
        hint: say('calculator.qualification.hint'),
        options: each(qualificationLevels, (level) => say(`calculator.qualification.options.${level}`)),
      },
      german: {
        label: say('calculator.german.label'),
        options: each(germanLevels, (level) => say(`calculator.german.options.${level}`)),
      },
      english: {
        label: say('calculator.english.label'),
        options: each(englishLevels, (level) => say(`calculator.english.options.${level}`)),
        reached: each(englishLevels, (level) => say(`calculator.english.reached.${level}`)),
        next: { b2: say('calculator.english.next.b2'), c1: say('calculator.english.next.c1') },
      },
      experience: {
        label: say('calculator.experience.label'),
        hint: say('calculator.experience.hint'),
        options: each(experienceLevels, (level) => say(`calculator.experience.options.${level}`)),
      },
      age: {
        label: say('calculator.age.label'),
        min: say('calculator.age.min'),
        max: say('calculator.age.max'),
      },
      flags: {
        legend: say('calculator.flags.legend'),
        options: {
          shortage: say('calculator.flags.options.shortage'),
          stay: say('calculator.flags.options.stay'),
          partner: say('calculator.flags.options.partner'),
          funds: statedIn(m, 'germanyOpportunityCard.calculator.flags.options.funds', funds),
        },
      },
      result: {
        heading: say('calculator.result.heading'),
        outOf: say.text('calculator.result.outOf'),
        withoutPoints: say('calculator.result.withoutPoints'),
        withPoints: say.text('calculator.result.withPoints'),
        notEligible: say('calculator.result.notEligible'),
        missing: {
          qualification: say('calculator.result.missing.qualification'),
          language: say('calculator.result.missing.language'),
          funds: statedIn(m, 'germanyOpportunityCard.calculator.result.missing.funds', funds),
          points: say.text('calculator.result.missing.points'),
        },
        pointsNote: say('calculator.result.pointsNote'),
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
        fees: { href: feesHref('germany-opportunity-card'), label: say('calculator.enquiry.fees.label') },
        cost: { ...costJourney(m), route: 'germanyOpportunityCard' },
        book: bookingStep(m),
        verdicts: each(['without-points', 'with-points', 'not-eligible'] as const, (verdict) =>
          say(`calculator.enquiry.verdicts.${verdict}`),
        ),
        labels: each(
          ['qualification', 'german', 'english', 'experience', 'age', ...germanyFlags] as const,
          (label) => say(`calculator.enquiry.labels.${label}`),
        ),
        yes: say('calculator.enquiry.yes'),
        no: say('calculator.enquiry.no'),
      },
      whatsApp: { label: say('calculator.whatsApp.label'), lead: say.text('calculator.whatsApp.lead') },
      runningTotal: say('calculator.runningTotal'),
    },
    grid: {
      heading: say('grid.heading'),
      lead: statedIn(m, 'germanyOpportunityCard.grid.lead', {
        partialRecognitionFrom: asOf(card.points.partialRecognition),
        pointsNeeded: card.pointsNeeded,
      }),
      prerequisites: {
        heading: say('grid.prerequisites.heading'),
        items: [
          statedIn(m, 'germanyOpportunityCard.grid.prerequisites.items.prerequisites', {
            prerequisites: card.prerequisites,
          }),
          say('grid.prerequisites.items.fullRecognition'),
          say('grid.prerequisites.items.partialRecognition'),
          statedIn(m, 'germanyOpportunityCard.grid.prerequisites.items.otherwisePoints', {
            pointsNeeded: card.pointsNeeded,
          }),
        ],
      },
      tables: each(['qualification', 'german', 'english', 'experience', 'age', 'other'] as const, (table) =>
        say(`grid.tables.${table}`),
      ),
      rows: {
        partialRecognition: say('grid.rows.partialRecognition'),
        shortage: say('grid.rows.shortage'),
        german: each(['a2', 'b1', 'b2'] as const, (level) => say(`grid.rows.german.${level}`)),
        englishC1: say('grid.rows.englishC1'),
        experience: each(['2in5', '5in7'] as const, (level) => say(`grid.rows.experience.${level}`)),
        ageUnder: (under: number) => say('grid.rows.ageUnder', { under }),
        ageFrom: (band: { from: number; to: number }) => say('grid.rows.ageFrom', band),
        stay: say('grid.rows.stay'),
        partner: say('grid.rows.partner'),
      },
    },
  } satisfies Stating<{
    breadcrumb: readonly { label: string; path: string }[]
    hero: { eyebrow: string; heading: string; lead: string }
    calculator: GermanyCalculatorCopy
    grid: GermanyTablesCopy & { heading: string; lead: string }
  }>
  // The page's sources are the facts its sentences state, in the order it states them.
  const { content: copy, stated } = resolveStatements(content)
  return { ...copy, stated }
}
