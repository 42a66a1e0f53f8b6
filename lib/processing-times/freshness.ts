// How old each processing-time snapshot is against how often its source usually changes, for
// `npm run facts`: a snapshot older than its source's usual interval has missed an update.
import type { IsoDate } from '../../content/facts/types'
import { daysBetween } from '../draws/summary'
import { homeAffairsRefresher } from './home-affairs'
import { inzRefresher } from './inz'
import { irccExpressEntryRefresher, irccIndiaRefresher } from './ircc'
import type { ProcessingTimeSources } from './routes'
import { ukviRefresher } from './ukvi'
import { usWaitsRefresher } from './us-waits'

export interface SnapshotAge {
  name: string
  file: string
  /** The source's own update date where it gives one, else the day the copy was made. */
  asOf: IsoDate
  basis: 'source-update' | 'copy'
  /** Days between the source's usual updates. */
  updatesEvery: number
}

const oldest = (dates: readonly IsoDate[]) => [...dates].sort()[0] as IsoDate

export function snapshotAges({
  ircc,
  homeAffairs,
  ukvi,
  usWaits,
  inz,
}: ProcessingTimeSources): SnapshotAge[] {
  const ukviStandards = [
    ukvi.standards.standard({ page: 'outside', visa: 'Student' }).updated,
    ukvi.standards.standard({ page: 'inside', visa: 'Graduate' }).updated,
  ]
  return [
    // The kept copies show an update about every seven days since 2021.
    {
      ...irccIndiaRefresher,
      asOf: ircc.india.updates.at(-1)?.updated as IsoDate,
      basis: 'source-update',
      updatesEvery: 7,
    },
    // The feed states its own interval: "flpt_interval": "monthly".
    {
      ...irccExpressEntryRefresher,
      asOf: ircc.expressEntry.updated,
      basis: 'source-update',
      updatesEvery: 31,
    },
    // Home Affairs: "Global visa processing times are updated monthly".
    {
      ...homeAffairsRefresher,
      asOf: oldest([
        homeAffairs.times.times({ subclass: '189', stream: 'Points-Tested' }).updated,
        homeAffairs.times.times({ subclass: '500', stream: 'Higher Education Sector' }).updated,
      ]),
      basis: 'source-update',
      updatesEvery: 31,
    },
    // Service standards change seldom; GOV.UK republished the pages a few times a year (July 2025, June and
    // September 2026).
    { ...ukviRefresher, asOf: oldest(ukviStandards), basis: 'source-update', updatesEvery: 92 },
    // The State Department updates the table monthly and dates it nowhere in the copy.
    { ...usWaitsRefresher, asOf: usWaits.waits.retrieved, basis: 'copy', updatesEvery: 31 },
    // INZ gives no date or interval; its times were seen to move from one week to the next.
    { ...inzRefresher, asOf: inz.times.retrieved, basis: 'copy', updatesEvery: 7 },
  ].map(
    ({ name, file, asOf, basis, updatesEvery }) => ({ name, file, asOf, basis, updatesEvery }) as SnapshotAge,
  )
}

/** Whether a snapshot has outlived its source's usual interval on `today`. */
export const outOfDate = (age: SnapshotAge, today: string) => daysBetween(age.asOf, today) > age.updatesEvery
