// /fees: what a visa costs in government fees, how the firm charges, and why no one can guarantee a
// visa. Every amount is a registry fact, referenced here by the fact itself; the words are in the
// catalogues ("fees.…"), a fee's row named by its fact.

import { type Statement, type Stating, statedIn } from '../lib/facts/site'
import { type Messages, words } from '../lib/messages'
import { facts } from './facts'
import type { Fact } from './facts/types'
import { routes } from './routes'
import type { CallToAction, FlagCode, Intro } from './types'

const { canada, australia, uk, germany, nz, us } = facts

/** One government fee of a route: what it is for and who pays it, and the registry fact that states it. */
interface GovernmentFee {
  item: string
  fact: Fact
  /** A line under the item where the figure needs one: what it is not, or what is uncertain about it. */
  note?: string
}

/** A route's government fees, drawn as one card and table. */
export interface FeeRoute {
  /** The card's anchor, e.g. `/fees#canada-express-entry`. */
  id: string
  country: string
  flag: FlagCode
  route: string
  fees: readonly GovernmentFee[]
  /** What the table leaves out: tests, medicals, the family's own fees. */
  extra: string
}

export interface FeesContent {
  hero: Intro
  government: {
    id: string
    heading: string
    lead: string
    /** Read before the route's name in each table's caption. */
    caption: string
    columns: { fee: string; amount: string; from: string }
    /**
     * A fee replaced before the build day by an amount no source we read confirms: said in its amount's
     * place, then its last known amount, then (under the day it took effect) the day it ended, before a
     * link to the official page that has the fee in force now.
     */
    unconfirmed: string
    lastKnown: (amount: string) => string
    /** Said under the day a replaced fee took effect: `until`, the last day it applied (ISO). */
    replaced: (until: string) => string
    official: string
    reports: string
    lastReviewed: string
    closing: string
  }
  ours: {
    id: string
    heading: string
    lead: string
    points: readonly string[]
    /** Shown above the firm's own fees once it has published them (site.ts `professionalFees`). */
    published: { heading: string; from: string }
    advisers: { href: string; label: string }
  }
  guarantee: { id: string; heading: string; paragraphs: readonly string[] }
  cta: CallToAction
}

/** A calendar day as a message argument ("{until, date, long}"). */
const day = (date: string) => new Date(`${date}T00:00:00Z`)

/** Each route's fees, by the name its words have in the catalogues ("fees.routes.canadaExpressEntry.…"). */
const feeTables = [
  {
    id: 'canada-express-entry',
    name: 'canadaExpressEntry',
    flag: 'ca',
    fees: {
      economicPrincipal: canada.fees.economicPrincipal,
      rightOfPermanentResidence: canada.fees.rightOfPermanentResidence,
      economicSpouse: canada.fees.economicSpouse,
      economicChild: canada.fees.economicChild,
    },
  },
  {
    id: 'australia-skilled',
    name: 'australiaSkilled',
    flag: 'au',
    fees: {
      skilledIndependentCharge: australia.fees.skilledIndependentCharge,
      skilledBaseCharge: australia.fees.skilledBaseCharge,
    },
  },
  {
    id: 'uk-skilled-worker',
    name: 'ukSkilledWorker',
    flag: 'gb',
    fees: {
      skilledWorkerUpTo3Years: uk.fees.skilledWorkerUpTo3Years,
      skilledWorkerOver3Years: uk.fees.skilledWorkerOver3Years,
      ihsAdult: uk.ihs.adult,
    },
  },
  {
    id: 'germany-opportunity-card',
    name: 'germanyOpportunityCard',
    flag: 'de',
    fees: { nationalFee: germany.visa.nationalFee, fundsPerMonth: germany.opportunityCard.fundsPerMonth },
  },
  {
    id: 'nz-skilled-migrant',
    name: 'nzSkilledMigrant',
    flag: 'nz',
    fees: { smcResidence: nz.fees.smcResidence },
  },
  {
    id: 'us-h1b',
    name: 'usH1b',
    flag: 'us',
    fees: {
      registrationFee: us.h1b.registrationFee,
      petitionFee: us.h1b.petitionFee,
      trainingFee: us.h1b.trainingFee,
      fraudFee: us.h1b.fraudFee,
      asylumProgramFee: us.h1b.asylumProgramFee,
      proclamationPayment: us.h1b.proclamationPayment,
    },
  },
] as const satisfies readonly { id: string; name: string; flag: FlagCode; fees: Record<string, Fact> }[]

/** The notes under some fees: what the figure is not, or what is uncertain about it. */
const feeNotes = (m: Messages): Record<string, Statement | string> => ({
  'canadaExpressEntry.rightOfPermanentResidence': m(
    'fees.routes.canadaExpressEntry.fees.rightOfPermanentResidence.note',
  ),
  'ukSkilledWorker.ihsAdult': m('fees.routes.ukSkilledWorker.fees.ihsAdult.note'),
  'germanyOpportunityCard.fundsPerMonth': statedIn(
    m,
    'fees.routes.germanyOpportunityCard.fees.fundsPerMonth.note',
    {
      maxStay: germany.opportunityCard.maxStay,
    },
  ),
  'usH1b.petitionFee': m('fees.routes.usH1b.fees.petitionFee.note'),
  'usH1b.trainingFee': m('fees.routes.usH1b.fees.trainingFee.note'),
  'usH1b.asylumProgramFee': m('fees.routes.usH1b.fees.asylumProgramFee.note'),
  'usH1b.proclamationPayment': statedIn(m, 'fees.routes.usH1b.fees.proclamationPayment.note', {
    term: us.h1b.proclamationTerm,
    termEnded: us.h1b.proclamationTermEnded,
  }),
})

export const feeRoutes = (m: Messages): readonly Stating<FeeRoute>[] => {
  const notes = feeNotes(m)
  return feeTables.map(({ id, name, flag, fees }) => ({
    id,
    country: m(`fees.routes.${name}.country`),
    flag,
    route: m(`fees.routes.${name}.route`),
    fees: Object.entries(fees).map(([fee, fact]) => {
      const note = notes[`${name}.${fee}`]
      return {
        item: m(`fees.routes.${name}.fees.${fee}.item` as Parameters<Messages>[0]),
        fact,
        ...(note && { note }),
      }
    }),
    extra: m(`fees.routes.${name}.extra`),
  }))
}

/** The address of a route's fees on /fees, for the pages that link to them. */
export const feesHref = (id: (typeof feeTables)[number]['id']) => `${routes.fees.path}#${id}`

export const fees = (m: Messages): FeesContent => {
  const { hero, government, ours, guarantee, cta } = words(m, 'fees', {}, [
    'routes',
    'government.lastKnown',
    'government.replaced',
  ])
  const { heading, ...paragraphs } = guarantee
  return {
    hero,
    government: {
      id: 'government-fees',
      ...government,
      lastKnown: (amount) => m('fees.government.lastKnown', { amount }),
      replaced: (until) => m('fees.government.replaced', { until: day(until) }),
    },
    ours: {
      id: 'our-fees',
      ...ours,
      points: Object.values(ours.points),
      advisers: { href: routes.checkAnAdviser.path, ...ours.advisers },
    },
    guarantee: { id: 'no-guarantee', heading, paragraphs: Object.values(paragraphs) },
    cta,
  }
}
