// /nz-skilled-migrant-calculator: New Zealand's Skilled Migrant Category points. The points, the median
// wage, the job's pay floor and the age limit are registry facts (content/facts/nz.ts `smc`,
// `residence`), the words the catalogues' `nzSkilledMigrant` block; this is the structure that joins them.

import type { NzAnswers, nzFlags } from '../lib/calculators/nz/rules'
import type { NzTablesCopy } from '../lib/calculators/nz/tables'
import { asOf, resolveStatements, type Stating, statedBlock, statedIn } from '../lib/facts/site'
import type { MessageText } from '../lib/island-messages'
import { formatMoney } from '../lib/locale'
import { islandBlock, type MessageKey, type Messages } from '../lib/messages'
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
  const statedInM = (key: MessageKey, own: Parameters<typeof statedIn>[2]) => statedIn(m, key, own)
  const calculator = islandBlock(
    m,
    'nzSkilledMigrant.calculator',
    [
      'nzWork.max',
      'result.outOf',
      'result.eligible',
      'result.missing.points',
      'enquiry.summary',
      'enquiry.answers',
      'whatsApp.lead',
    ],
    {
      newPathwaysFrom: asOf(smc.newPathways),
      medianWage: smc.medianWage,
      lowerSkilled: smc.jobPay.lowerSkilled,
      income3Multiple: smc.points.income3Multiple,
      maxAge,
    },
    statedInM,
  )
  // The income rows take each tier's numbers, said below.
  const grid = statedBlock(
    m,
    'nzSkilledMigrant.grid',
    {
      pointsRequired: smc.pointsRequired,
      lowerSkilled: smc.jobPay.lowerSkilled,
      maxAge,
      newPathways: smc.newPathways,
      nzWorkExperienceMax: smc.nzWorkExperienceMax,
      medianWage: smc.medianWage,
    },
    ['rows.income'],
  )
  const content = {
    breadcrumb: routeTrail(m, 'home', 'countries', 'nzSkilledMigrantCalculator'),
    hero: statedBlock(m, 'nzSkilledMigrant.hero', { pointsRequired: smc.pointsRequired }),
    calculator: {
      ...calculator,
      enquiry: {
        ...calculator.enquiry,
        // One of the contact form's options, which are not translated.
        immigrationType: 'Permanent Residency (PR)',
        fees: { href: feesHref('nz-skilled-migrant'), ...calculator.enquiry.fees },
        cost: { ...costJourney(m), route: 'nzSkilledMigrant' },
        book: bookingStep(m),
      },
    },
    grid: {
      ...grid,
      prerequisites: { ...grid.prerequisites, items: Object.values(grid.prerequisites.items) },
      rows: {
        ...grid.rows,
        income: ({ multiple, rate }: { multiple: number; rate: number }) =>
          m('nzSkilledMigrant.grid.rows.income', { multiple, rate: formatMoney(rate, 'NZD', m.language) }),
        nzWork: Object.values(grid.rows.nzWork) as unknown as readonly [string, string, string],
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
