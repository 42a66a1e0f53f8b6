// IRCC's processing times as IRCC publishes them behind canada.ca's "Check processing times": the times
// by country of residence (data-ptime-en.json; the site keeps India's, with every update a public copy
// has kept since November 2021) and the projected times of permanent residence (flpt-en.json; the site
// keeps Express Entry's). IRCC states both as the time it took (or expects to take) to process 80% of
// applications. The same readers check the official feeds (`npm run refresh`) and the snapshots the build
// reads, which keep the feeds' own keys and words.
import * as v from 'valibot'
import type { IsoDate } from '../../content/facts/types'
import { checkNotAfter, checkPublishedTime } from '../feed-bounds'
import type { Refresher } from '../refresh'
import { type Duration, parseDuration } from './duration'
import { checked, isoDate, publishedTime, source, wordedDate } from './feed'

const countryFeedUrl = 'https://www.canada.ca/content/dam/ircc/documents/json/data-ptime-en.json'
const permanentFeedUrl = 'https://www.canada.ca/content/dam/ircc/documents/json/flpt-en.json'

/** The feed's sections the site reads: visitor visa, super visa, study permit, work permit (from outside Canada). */
const indiaServices = ['visitor-outside-canada', 'supervisa', 'study', 'work'] as const
export type IndiaService = (typeof indiaServices)[number]

/** Express Entry's three programmes in the permanent-residence feed. */
const expressEntryPrograms = ['fsw', 'cec', 'pnp-ee'] as const
export type ExpressEntryProgram = (typeof expressEntryPrograms)[number]

const countrySection = v.object({ lastupdated: wordedDate, IN: publishedTime })

/** data-ptime-en.json as far as the site reads it: each section's update date and India's time. */
const countryFeed = v.object(
  Object.fromEntries(indiaServices.map((service) => [service, countrySection])) as Record<
    IndiaService,
    typeof countrySection
  >,
)

/** flpt-en.json as far as the site reads it: its update date and Express Entry's projected times. */
const permanentFeed = v.object({
  'default-update': v.object({ flpt_lastupdated: wordedDate }),
  'current-flpt': v.object(
    Object.fromEntries(expressEntryPrograms.map((program) => [program, publishedTime])) as Record<
      ExpressEntryProgram,
      typeof publishedTime
    >,
  ),
})

/** One IRCC update as it stood for India: the feed's words for each section. */
const indiaUpdate = v.object({
  updated: isoDate,
  ...(Object.fromEntries(indiaServices.map((service) => [service, publishedTime])) as Record<
    IndiaService,
    typeof publishedTime
  >),
})
type IndiaUpdateRow = v.InferOutput<typeof indiaUpdate>

/** A copy the history was read from, and the updates it supplied. */
const historySource = v.object({ ...source.entries, from: isoDate, to: isoDate })

/**
 * content/facts/processing-times/ircc-india.json: every IRCC update for India a copy has kept, oldest
 * first, the newest being the current times; where the current copy came from, and when it was made.
 */
const indiaSnapshotFile = v.object({
  retrieved: isoDate,
  copiedFrom: source,
  history: v.pipe(
    v.array(indiaUpdate),
    v.minLength(1),
    v.check(
      (rows) =>
        rows.every((row, index) => index === 0 || (rows[index - 1] as IndiaUpdateRow).updated < row.updated),
      'updates out of order or repeated',
    ),
  ),
  historyFrom: v.pipe(v.array(historySource), v.minLength(1)),
})
type IndiaSnapshotFile = v.InferOutput<typeof indiaSnapshotFile>

/** content/facts/processing-times/ircc-express-entry.json. */
const expressEntrySnapshotFile = v.object({
  updated: isoDate,
  retrieved: isoDate,
  copiedFrom: source,
  'current-flpt': permanentFeed.entries['current-flpt'],
})
type ExpressEntrySnapshotFile = v.InferOutput<typeof expressEntrySnapshotFile>

/** A time as published and as read; `duration` is null where IRCC publishes no figure ("Not enough data"). */
interface PublishedTime {
  published: string
  duration: Duration | null
}

interface IndiaUpdate {
  /** The date IRCC gives for the update. */
  updated: IsoDate
  times: Record<IndiaService, PublishedTime>
}

export interface IrccIndia {
  /** Every update kept, oldest first; the last is the current one. */
  updates: readonly IndiaUpdate[]
  retrieved: IsoDate
  copiedFrom: v.InferOutput<typeof source>
  historyFrom: readonly v.InferOutput<typeof historySource>[]
}

export interface IrccExpressEntry {
  updated: IsoDate
  retrieved: IsoDate
  copiedFrom: v.InferOutput<typeof source>
  times: Record<ExpressEntryProgram, PublishedTime>
}

const read = (published: string): PublishedTime => ({ published, duration: parseDuration(published) })

const updateOf = (row: IndiaUpdateRow): IndiaUpdate => ({
  updated: row.updated,
  times: Object.fromEntries(indiaServices.map((service) => [service, read(row[service])])) as Record<
    IndiaService,
    PublishedTime
  >,
})

export function readIrccIndia(file: unknown): IrccIndia {
  const snapshot = checked(indiaSnapshotFile, file, 'IRCC India snapshot')
  return {
    updates: snapshot.history.map(updateOf),
    retrieved: snapshot.retrieved,
    copiedFrom: snapshot.copiedFrom,
    historyFrom: snapshot.historyFrom,
  }
}

export function readIrccExpressEntry(file: unknown): IrccExpressEntry {
  const snapshot = checked(expressEntrySnapshotFile, file, 'IRCC Express Entry snapshot')
  return {
    updated: snapshot.updated,
    retrieved: snapshot.retrieved,
    copiedFrom: snapshot.copiedFrom,
    times: Object.fromEntries(
      expressEntryPrograms.map((program) => [program, read(snapshot['current-flpt'][program])]),
    ) as Record<ExpressEntryProgram, PublishedTime>,
  }
}

/** India's row of the official country feed; its sections must carry one update date. */
export function indiaRowOfFeed(feed: unknown): IndiaUpdateRow {
  const parsed = checked(countryFeed, feed, countryFeedUrl)
  const dates = new Set(indiaServices.map((service) => parsed[service].lastupdated))
  if (dates.size > 1)
    throw new Error(`${countryFeedUrl}: its sections give different update dates (${[...dates].join(', ')})`)
  return {
    updated: parsed['visitor-outside-canada'].lastupdated,
    ...(Object.fromEntries(indiaServices.map((service) => [service, parsed[service].IN])) as Record<
      IndiaService,
      string
    >),
  }
}

const fetchedBy = (what: string, url: `https://${string}`) => ({
  title: `IRCC: ${what}, fetched by npm run refresh`,
  url,
})

/** What no real country feed crosses for India; its update is also dated no later than the fetch. */
const indiaBounds = {
  /** Three years: the longest of India's 246 updates since November 2021 was 613 days (super visa, 16 Nov 2021). */
  longestDays: 1_096,
} as const

/** What no real projected-times feed crosses; its update is also dated no later than the fetch. */
const expressEntryBounds = {
  /** Three years: Express Entry's projected times kept have been 6 to 7 months. */
  longestDays: 1_096,
} as const

export const irccIndiaRefresher: Refresher = {
  name: 'IRCC processing times from India',
  feeds: [{ url: countryFeedUrl }],
  file: 'content/facts/processing-times/ircc-india.json',
  update([feed], before, today) {
    const row = indiaRowOfFeed(feed)
    checkNotAfter(countryFeedUrl, 'visitor-outside-canada.lastupdated', row.updated, today)
    for (const service of indiaServices)
      checkPublishedTime(countryFeedUrl, `${service}.IN`, row[service], indiaBounds.longestDays)
    const snapshot = checked(indiaSnapshotFile, before, 'the IRCC India snapshot as it was')
    const newest = snapshot.history.at(-1) as IndiaUpdateRow
    if (row.updated < newest.updated)
      throw new Error(
        `${countryFeedUrl}: its update of ${row.updated} is older than the snapshot's ${newest.updated}`,
      )
    const same = row.updated === newest.updated
    const history = same ? [...snapshot.history.slice(0, -1), row] : [...snapshot.history, row]
    const last = snapshot.historyFrom.at(-1)
    const historyFrom =
      last?.url === countryFeedUrl
        ? [...snapshot.historyFrom.slice(0, -1), { ...last, to: row.updated }]
        : [
            ...snapshot.historyFrom,
            { ...fetchedBy('data-ptime-en.json', countryFeedUrl), from: row.updated, to: row.updated },
          ]
    const written: IndiaSnapshotFile = {
      retrieved: today as IsoDate,
      copiedFrom: fetchedBy('the processing times as data (data-ptime-en.json)', countryFeedUrl),
      history,
      historyFrom,
    }
    const moved = indiaServices
      .filter((service) => row[service] !== newest[service])
      .map((service) => `${service}: ${newest[service]} → ${row[service]}`)
    return {
      snapshot: written,
      changes: [
        `${same ? 'Same update as before' : 'New update'}: ${row.updated}, ${history.length} updates kept since ${history[0]?.updated}`,
        ...(moved.length > 0 ? moved : ['No time changed']),
      ],
    }
  },
}

export const irccExpressEntryRefresher: Refresher = {
  name: 'IRCC Express Entry processing times',
  feeds: [{ url: permanentFeedUrl }],
  file: 'content/facts/processing-times/ircc-express-entry.json',
  update([feed], before, today) {
    const parsed = checked(permanentFeed, feed, permanentFeedUrl)
    const updated = parsed['default-update'].flpt_lastupdated
    checkNotAfter(permanentFeedUrl, 'default-update.flpt_lastupdated', updated, today)
    for (const program of expressEntryPrograms)
      checkPublishedTime(
        permanentFeedUrl,
        `current-flpt.${program}`,
        parsed['current-flpt'][program],
        expressEntryBounds.longestDays,
      )
    const old = checked(expressEntrySnapshotFile, before, 'the IRCC Express Entry snapshot as it was')
    const current = Object.fromEntries(
      expressEntryPrograms.map((program) => [program, parsed['current-flpt'][program]]),
    ) as Record<ExpressEntryProgram, string>
    const written: ExpressEntrySnapshotFile = {
      updated,
      retrieved: today as IsoDate,
      copiedFrom: fetchedBy('projected processing times (flpt-en.json)', permanentFeedUrl),
      'current-flpt': current,
    }
    const moved = expressEntryPrograms
      .filter((program) => current[program] !== old['current-flpt'][program])
      .map((program) => `${program}: ${old['current-flpt'][program]} → ${current[program]}`)
    return {
      snapshot: written,
      changes: [
        `Update of ${written.updated} (was ${old.updated})`,
        ...(moved.length > 0 ? moved : ['No time changed']),
      ],
    }
  },
}
