// The US State Department's wait for a visa interview appointment at each consulate in India: not a
// processing time but the months until the next appointment a consulate offers (and, for visitor visas, the
// average wait of the past month), published as an HTML table at travel.state.gov that turns scripts away.
// The site reads a public copy of that table kept on GitHub, with the copy's own field names; the copy
// reads "< 0.5 Month" as 0.5, so half a month may stand for less.
import * as v from 'valibot'
import type { IsoDate } from '../../content/facts/types'
import { checkNotAfter, checkRange, type Range } from '../feed-bounds'
import type { Refresher } from '../refresh'
import type { Duration } from './duration'
import { checked, isoDate, source } from './feed'

const usWaitsMirror = {
  title:
    'The State Department’s wait-times table for Indian and nearby posts as scraped each day by the-videshi-news (kiranmundla/the-videshi-news, public/data/visa-wait-times.json)',
  url: 'https://raw.githubusercontent.com/kiranmundla/the-videshi-news/main/public/data/visa-wait-times.json',
} as const

const consulates = ['chennai', 'hyderabad', 'kolkata', 'mumbai', 'new_delhi'] as const
export type Consulate = (typeof consulates)[number]

/** The table's columns the site reads: visitors (B1/B2), students (F, M, J), petition-based workers (H, L, O, P, Q). */
const waitCategories = ['B1B2', 'F_M_J', 'H_L_O_P_Q'] as const
export type WaitCategory = (typeof waitCategories)[number]

const months = v.nullable(v.pipe(v.number(), v.minValue(0)))

/** One row of the copy: a consulate, a category and its waits in months (null where the table says NA). */
const row = v.object({
  consulate: v.string(),
  visa_type: v.string(),
  avg_wait_months: months,
  next_available_months: months,
  scraped_at: v.pipe(
    v.string(),
    v.check((at) => /^\d{4}-\d{2}-\d{2}/.test(at), 'not a timestamp'),
  ),
})

const mirrorFeed = v.pipe(v.array(v.unknown()), v.minLength(1))

const keptRow = v.object({
  consulate: v.picklist(consulates),
  visa_type: v.picklist(waitCategories),
  avg_wait_months: months,
  next_available_months: months,
})

/** content/facts/processing-times/us-waits.json: the rows of the newest scrape for India's consulates. */
const usWaitsSnapshotFile = v.object({
  retrieved: isoDate,
  copiedFrom: source,
  rows: v.pipe(
    v.array(keptRow),
    v.check(
      (rows) =>
        consulates.every((consulate) =>
          waitCategories.every((type) =>
            rows.some((kept) => kept.consulate === consulate && kept.visa_type === type),
          ),
        ),
      'a consulate or category is missing',
    ),
  ),
})
type UsWaitsSnapshotFile = v.InferOutput<typeof usWaitsSnapshotFile>

interface ConsulateWait {
  consulate: Consulate
  /** Months to the next appointment offered; null where the table says NA. */
  nextAvailable: Duration | null
  /** The average wait of the previous month, published for visitor visas only. */
  average: Duration | null
}

export interface UsWaits {
  /** The day the copy was taken: the State Department's table carries no update date of its own in it. */
  retrieved: IsoDate
  copiedFrom: v.InferOutput<typeof source>
  waits(category: WaitCategory): readonly ConsulateWait[]
}

const inMonths = (value: number | null): Duration | null =>
  value === null ? null : { value, unit: 'months' }

export function readUsWaits(file: unknown): UsWaits {
  const snapshot = checked(usWaitsSnapshotFile, file, 'US wait-times snapshot')
  return {
    retrieved: snapshot.retrieved,
    copiedFrom: snapshot.copiedFrom,
    waits: (category) =>
      consulates.map((consulate) => {
        const kept = snapshot.rows.find(
          (entry) => entry.consulate === consulate && entry.visa_type === category,
        )
        return {
          consulate,
          nextAvailable: inMonths(kept?.next_available_months ?? null),
          average: inMonths(kept?.avg_wait_months ?? null),
        }
      }),
  }
}

/** The newest scrape's rows for India's consulates; a row of another shape stops here, named by its place. */
export function rowsOfCopy(feed: unknown): { retrieved: IsoDate; rows: UsWaitsSnapshotFile['rows'] } {
  const rows = checked(mirrorFeed, feed, usWaitsMirror.url).map((entry, index) =>
    checked(row, entry, `${usWaitsMirror.url}: [${index}]`),
  )
  const newest = rows
    .map((entry) => entry.scraped_at)
    .sort()
    .at(-1) as string
  const kept = consulates.flatMap((consulate) =>
    waitCategories.map((type) => {
      const found = rows.find(
        (entry) => entry.scraped_at === newest && entry.consulate === consulate && entry.visa_type === type,
      )
      if (!found) throw new Error(`${usWaitsMirror.url}: the scrape of ${newest} has no ${consulate} ${type}`)
      return {
        consulate,
        visa_type: type,
        avg_wait_months: found.avg_wait_months,
        next_available_months: found.next_available_months,
      }
    }),
  )
  return { retrieved: newest.slice(0, 10) as IsoDate, rows: kept }
}

/** What no real copy crosses; its newest scrape is also dated no later than the fetch. */
const usWaitsBounds = {
  /**
   * Three years: the worst India has seen was 999 days (B1/B2 at Mumbai, November 2022, as Scroll and India
   * Today reported the State Department's table); the snapshot's: 1.5 to 10 months.
   */
  months: { min: 0, max: 36 },
} as const satisfies Record<string, Range>

export const usWaitsRefresher: Refresher = {
  name: 'US visa appointment waits in India',
  feeds: [{ url: usWaitsMirror.url }],
  file: 'content/facts/processing-times/us-waits.json',
  update([feed], before, today) {
    const { retrieved, rows } = rowsOfCopy(feed)
    checkNotAfter(usWaitsMirror.url, 'scraped_at (the newest)', retrieved, today)
    for (const kept of rows)
      for (const wait of ['avg_wait_months', 'next_available_months'] as const)
        if (kept[wait] !== null)
          checkRange(
            usWaitsMirror.url,
            `${kept.consulate} ${kept.visa_type} ${wait}`,
            kept[wait],
            usWaitsBounds.months,
          )
    const old = checked(usWaitsSnapshotFile, before, 'the US wait-times snapshot as it was')
    const written: UsWaitsSnapshotFile = {
      retrieved,
      copiedFrom: {
        title: `${usWaitsMirror.title}, fetched by npm run refresh on ${today}`,
        url: usWaitsMirror.url,
      },
      rows,
    }
    const moved = rows.filter((now) => {
      const was = old.rows.find(
        (entry) => entry.consulate === now.consulate && entry.visa_type === now.visa_type,
      )
      return (
        was?.next_available_months !== now.next_available_months ||
        was?.avg_wait_months !== now.avg_wait_months
      )
    })
    return {
      snapshot: written,
      changes: [
        `Scrape of ${retrieved} (was ${old.retrieved})`,
        ...(moved.length > 0
          ? moved.map(
              (now) =>
                `${now.consulate} ${now.visa_type}: next ${now.next_available_months ?? 'NA'} months, average ${now.avg_wait_months ?? 'NA'}`,
            )
          : ['No wait changed']),
      ],
    }
  },
}
