// /germany-opportunity-card-calculator: Germany's Opportunity Card (Chancenkarte). The points, the
// minimum and the funds are registry facts (content/facts/germany.ts `opportunityCard`), the words the
// catalogues' `germanyOpportunityCard` block; this is the structure that joins them.

import type { GermanyAnswers, germanyFlags } from '../lib/calculators/germany/rules'
import type { GermanyTablesCopy } from '../lib/calculators/germany/tables'
import { asOf, resolveStatements, type Stating, statedBlock, statedIn } from '../lib/facts/site'
import type { MessageText } from '../lib/island-messages'
import { islandBlock, type Messages } from '../lib/messages'
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
  const calculator = islandBlock(
    m,
    'germanyOpportunityCard.calculator',
    [
      'result.outOf',
      'result.withPoints',
      'result.missing.points',
      'enquiry.summary',
      'enquiry.answers',
      'whatsApp.lead',
    ],
    { fundsPerMonth: card.fundsPerMonth },
    (key, own) => statedIn(m, key, own),
  )
  // The age rows take each band's numbers, said below.
  const grid = statedBlock(
    m,
    'germanyOpportunityCard.grid',
    {
      partialRecognitionFrom: asOf(card.points.partialRecognition),
      pointsNeeded: card.pointsNeeded,
      prerequisites: card.prerequisites,
    },
    ['rows.ageUnder', 'rows.ageFrom'],
  )
  const content = {
    breadcrumb: routeTrail(m, 'home', 'countries', 'germanyOpportunityCardCalculator'),
    hero: statedBlock(m, 'germanyOpportunityCard.hero', {
      maxStay: card.maxStay,
      pointsNeeded: card.pointsNeeded,
    }),
    calculator: {
      ...calculator,
      enquiry: {
        ...calculator.enquiry,
        // One of the contact form's options, which are not translated.
        immigrationType: 'Work Visa',
        fees: { href: feesHref('germany-opportunity-card'), ...calculator.enquiry.fees },
        cost: { ...costJourney(m), route: 'germanyOpportunityCard' },
        book: bookingStep(m),
      },
    },
    grid: {
      ...grid,
      prerequisites: { ...grid.prerequisites, items: Object.values(grid.prerequisites.items) },
      rows: {
        ...grid.rows,
        ageUnder: (under: number) => m('germanyOpportunityCard.grid.rows.ageUnder', { under }),
        ageFrom: (band: { from: number; to: number }) => m('germanyOpportunityCard.grid.rows.ageFrom', band),
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
