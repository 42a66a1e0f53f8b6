// How long a route takes, as the authority that decides it publishes: for each route of the visa finder
// and Canada's three temporary visas, the time, whether it is India's (IRCC's times by country of
// residence, the State Department's waits at India's consulates) or the same for everyone, what it
// measures, the source's update date and, for Canada from India, every update kept. A route whose
// authority publishes no time (Germany's missions) says so, with where to check and the legal time
// limits of the fast-track procedure where they apply. Words are the page's: this gives ids and values.
import type { Fact, IsoDate, Source } from '../../content/facts/types'
import { type RouteId, routeIds } from '../finder/finder'
import { calendarDays, type Duration } from './duration'
import type { HomeAffairs, HomeAffairsVisa } from './home-affairs'
import type { Inz, InzVisa } from './inz'
import type { ExpressEntryProgram, IndiaService, IrccExpressEntry, IrccIndia } from './ircc'
import type { Ukvi, UkviVisa } from './ukvi'
import type { Consulate, UsWaits, WaitCategory } from './us-waits'

/** Canada's temporary visas from India, which the finder does not judge but the times page shows. */
const canadaTemporaryRoutes = ['canadaVisitor', 'canadaSuperVisa', 'canadaWork'] as const
export type TimedRoute = RouteId | (typeof canadaTemporaryRoutes)[number]
export const timedRoutes: readonly TimedRoute[] = [...routeIds, ...canadaTemporaryRoutes]

/**
 * What a time measures:
 * - `ircc-past-80`: how long IRCC took to process 80% of applications over a recent period;
 * - `ircc-projected-80`: how long IRCC expects to take for 80% of applications made now;
 * - `home-affairs-50-90`, `inz-50-80`: within how long 50% and 90% (80%) of recent applications were decided;
 * - `ukvi-target`: the service standard UKVI aims to decide straightforward applications within;
 * - `appointment-wait`: months until an interview appointment at the consulate (the decision comes after).
 */
type Measure =
  | 'ircc-past-80'
  | 'ircc-projected-80'
  | 'home-affairs-50-90'
  | 'inz-50-80'
  | 'ukvi-target'
  | 'appointment-wait'

type Authority = 'ircc' | 'home-affairs' | 'ukvi' | 'state-department' | 'inz' | 'german-missions'

/** One published figure: the share of applications it covers, or the programme or consulate it is for. */
interface Figure {
  duration: Duration | null
  /** The source's own words, kept for checking ("About 7 months", "8 weeks"). */
  published: string
  percent?: 50 | 80 | 90
  program?: ExpressEntryProgram
  consulate?: Consulate
}

/** One IRCC update for a Canadian route from India, for the chart. */
interface HistoryPoint {
  updated: IsoDate
  duration: Duration | null
  /** Calendar days, for one axis; null where the unit cannot be counted in days. */
  days: number | null
}

interface PublishedTime {
  route: TimedRoute
  status: 'published'
  authority: Authority
  /** `india`: the time for applicants in India; `global`: one time for applicants from everywhere. */
  scope: 'india' | 'global'
  measure: Measure
  figures: readonly Figure[]
  /** The date the source gives for its update; null where it gives none (INZ, the State Department's table). */
  updated: IsoDate | null
  /** When the copy the site holds was made. */
  retrieved: IsoDate
  /** The official page a visitor checks. */
  source: Source
  /** Where the site's copy of the figures comes from. */
  copiedFrom: Source
  history?: readonly HistoryPoint[]
}

interface UnpublishedTime {
  route: TimedRoute
  status: 'not-published'
  authority: Authority
  /** Where a visitor finds the waits the authority does state (each mission's own). */
  check: readonly Source[]
  /** Legal time limits that bind the authority where they apply (Germany's § 81a fast-track procedure). */
  limits: readonly Fact[]
}

export type RouteTime = PublishedTime | UnpublishedTime

/** The snapshots and official pages the answers are read from (content/facts/processing-times). */
export interface ProcessingTimeSources {
  ircc: { india: IrccIndia; expressEntry: IrccExpressEntry; page: Source }
  homeAffairs: { times: HomeAffairs; page: Source }
  ukvi: { standards: Ukvi; pages: { outside: Source; inside: Source } }
  usWaits: { waits: UsWaits; page: Source }
  inz: { times: Inz; page: Source }
  germany: { check: readonly Source[]; fastTrack: readonly Fact[] }
}

const irccIndiaRoutes = {
  canadaVisitor: 'visitor-outside-canada',
  canadaSuperVisa: 'supervisa',
  canadaStudy: 'study',
  canadaWork: 'work',
} as const satisfies Partial<Record<TimedRoute, IndiaService>>
type CanadaFromIndia = keyof typeof irccIndiaRoutes
const isCanadaFromIndia = (route: TimedRoute): route is CanadaFromIndia => route in irccIndiaRoutes
const homeAffairsRoutes: Partial<Record<TimedRoute, HomeAffairsVisa>> = {
  australiaSkilled: { subclass: '189', stream: 'Points-Tested' },
  australiaStudent: { subclass: '500', stream: 'Higher Education Sector' },
}
const ukviRoutes: Partial<Record<TimedRoute, UkviVisa>> = {
  ukSkilledWorker: { page: 'outside', visa: 'Skilled Worker' },
  ukStudent: { page: 'outside', visa: 'Student' },
  ukGraduate: { page: 'inside', visa: 'Graduate' },
}
const inzRoutes: Partial<Record<TimedRoute, InzVisa>> = {
  nzSkilledMigrant: {
    key: 'skilled-migrant-category-resident-visa',
    visa: 'Skilled Migrant Category Resident Visa',
  },
  nzStudent: { key: 'fee-paying-student-visa', visa: 'Fee Paying Student Visa' },
}
const usRoutes: Partial<Record<TimedRoute, WaitCategory>> = { usH1b: 'H_L_O_P_Q', usF1: 'F_M_J' }
/** Germany's routes; the fast-track limits bind only a skilled worker's visa, so the Blue Card alone shows them. */
const germanRoutes: Partial<Record<TimedRoute, 'fast-track' | 'none'>> = {
  germanyBlueCard: 'fast-track',
  germanyOpportunityCard: 'none',
  germanyStudy: 'none',
}

const figure = (
  published: string,
  duration: Duration | null,
  more: Omit<Figure, 'published' | 'duration'> = {},
): Figure => ({
  published,
  duration,
  ...more,
})

/** The figures of one IRCC update for India, for one route; the newest update unless another is asked for. */
export function irccIndiaTime(route: CanadaFromIndia, india: IrccIndia, updated?: IsoDate) {
  const service = irccIndiaRoutes[route]
  const update = updated ? india.updates.find((kept) => kept.updated === updated) : india.updates.at(-1)
  if (!update) throw new Error(`IRCC India: no update of ${updated}`)
  return { updated: update.updated, ...update.times[service] }
}

/** The answer for a route, from the snapshots. */
export function routeTime(route: TimedRoute, sources: ProcessingTimeSources): RouteTime {
  const base = { route, status: 'published' } as const
  if (isCanadaFromIndia(route)) {
    const { ircc } = sources
    const service = irccIndiaRoutes[route]
    const current = irccIndiaTime(route, ircc.india)
    return {
      ...base,
      authority: 'ircc',
      scope: 'india',
      measure: 'ircc-past-80',
      figures: [figure(current.published, current.duration, { percent: 80 })],
      updated: current.updated,
      retrieved: ircc.india.retrieved,
      source: ircc.page,
      copiedFrom: ircc.india.copiedFrom,
      history: ircc.india.updates.map(({ updated, times }) => {
        const { duration } = times[service]
        return { updated, duration, days: duration && calendarDays(duration) }
      }),
    }
  }
  if (route === 'expressEntry') {
    const { expressEntry, page } = sources.ircc
    return {
      ...base,
      authority: 'ircc',
      scope: 'global',
      measure: 'ircc-projected-80',
      figures: (['fsw', 'cec', 'pnp-ee'] as const).map((program) =>
        figure(expressEntry.times[program].published, expressEntry.times[program].duration, {
          percent: 80,
          program,
        }),
      ),
      updated: expressEntry.updated,
      retrieved: expressEntry.retrieved,
      source: page,
      copiedFrom: expressEntry.copiedFrom,
    }
  }
  const australian = homeAffairsRoutes[route]
  if (australian) {
    const { times, page } = sources.homeAffairs
    const found = times.times(australian)
    return {
      ...base,
      authority: 'home-affairs',
      scope: 'global',
      measure: 'home-affairs-50-90',
      figures: [
        figure(found.published.percent50, found.percent50, { percent: 50 }),
        figure(found.published.percent90, found.percent90, { percent: 90 }),
      ],
      updated: found.updated,
      retrieved: times.retrieved,
      source: page,
      copiedFrom: times.copiedFrom,
    }
  }
  const british = ukviRoutes[route]
  if (british) {
    const { standards, pages } = sources.ukvi
    const found = standards.standard(british)
    return {
      ...base,
      authority: 'ukvi',
      scope: 'global',
      measure: 'ukvi-target',
      figures: [figure(found.published, found.duration)],
      updated: found.updated,
      retrieved: found.retrieved,
      source: pages[found.page],
      copiedFrom: standards.copiedFrom,
    }
  }
  const kiwi = inzRoutes[route]
  if (kiwi) {
    const { times, page } = sources.inz
    const found = times.times(kiwi)
    return {
      ...base,
      authority: 'inz',
      scope: 'global',
      measure: 'inz-50-80',
      figures: [
        figure(found.published.p50, found.p50, { percent: 50 }),
        figure(found.published.p80, found.p80, { percent: 80 }),
      ],
      updated: null,
      retrieved: times.retrieved,
      source: page,
      copiedFrom: times.copiedFrom,
    }
  }
  const american = usRoutes[route]
  if (american) {
    const { waits, page } = sources.usWaits
    return {
      ...base,
      authority: 'state-department',
      scope: 'india',
      measure: 'appointment-wait',
      figures: waits.waits(american).map(({ consulate, nextAvailable }) =>
        // The copy's number of months, or the table's NA where it has none.
        figure(nextAvailable ? String(nextAvailable.value) : 'NA', nextAvailable, { consulate }),
      ),
      updated: null,
      retrieved: waits.retrieved,
      source: page,
      copiedFrom: waits.copiedFrom,
    }
  }
  const german = germanRoutes[route]
  if (german) {
    const { check, fastTrack } = sources.germany
    return {
      route,
      status: 'not-published',
      authority: 'german-missions',
      check,
      limits: german === 'fast-track' ? fastTrack : [],
    }
  }
  throw new Error(`No processing time is kept for the route ${route}`)
}
