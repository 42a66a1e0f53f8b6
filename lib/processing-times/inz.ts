// Immigration New Zealand's processing times: the working days within which 50% and 80% of recent
// applications for a visa were decided, from the tool on immigration.govt.nz. Its service takes a visa's
// internal number, which only the page's script knows, and gives no update date; the site reads the copy
// GovWait keeps on GitHub (one file per visa and share, the tool's own words kept), whose dates are those
// it last read the tool on.
import * as v from 'valibot'
import type { IsoDate } from '../../content/facts/types'
import { checkNotAfter, checkPublishedTime } from '../feed-bounds'
import type { Refresher } from '../refresh'
import { type Duration, parseDuration } from './duration'
import { checked, isoDate, publishedTime, source } from './feed'

/** The visas the site's routes use, by GovWait's name for them and INZ's. */
const inzVisas = [
  { key: 'skilled-migrant-category-resident-visa', visa: 'Skilled Migrant Category Resident Visa' },
  { key: 'fee-paying-student-visa', visa: 'Fee Paying Student Visa' },
] as const
export type InzVisa = (typeof inzVisas)[number]
const shares = ['p50', 'p80'] as const

const entityUrl = (key: string, share: string) =>
  `https://raw.githubusercontent.com/artwisdom/govwait/main/site/public/api/v1/entities/nz-${key}--${share}.json`

const workingDays = v.pipe(
  publishedTime,
  v.check((text) => parseDuration(text)?.unit === 'working-days', 'not a number of working days'),
)

/** One of GovWait's files, as far as the site reads it. */
const entity = v.object({
  service_name: v.string(),
  source_last_verified_at: v.optional(v.string()),
  latest: v.object({ value_raw: workingDays, retrieved_at: v.string() }),
})

const visaRow = v.object({ visa: v.string(), p50: workingDays, p80: workingDays })

/** content/facts/processing-times/inz.json. */
const inzSnapshotFile = v.object({
  retrieved: isoDate,
  copiedFrom: source,
  visas: v.pipe(
    v.array(visaRow),
    v.check(
      (rows) => inzVisas.every(({ visa }) => rows.some((row) => row.visa === visa)),
      'a visa the site uses is missing',
    ),
  ),
})
type InzSnapshotFile = v.InferOutput<typeof inzSnapshotFile>

interface InzTimes {
  published: { p50: string; p80: string }
  p50: Duration
  p80: Duration
}

export interface Inz {
  /** The day the copy last read INZ's tool: INZ itself gives no update date. */
  retrieved: IsoDate
  copiedFrom: v.InferOutput<typeof source>
  times(visa: InzVisa): InzTimes
}

export function readInz(file: unknown): Inz {
  const snapshot = checked(inzSnapshotFile, file, 'INZ snapshot')
  return {
    retrieved: snapshot.retrieved,
    copiedFrom: snapshot.copiedFrom,
    times({ visa }) {
      const row = snapshot.visas.find((kept) => kept.visa === visa)
      if (!row) throw new Error(`INZ snapshot: no ${visa}`)
      return {
        published: { p50: row.p50, p80: row.p80 },
        p50: parseDuration(row.p50) as Duration,
        p80: parseDuration(row.p80) as Duration,
      }
    },
  }
}

/** What no real copy crosses; each file's reading is also dated no later than the fetch. */
const inzBounds = {
  /** Two years: the copies' readings since August 2026 ran from 23 to 106 working days (about 5 months). */
  longestDays: 731,
} as const

export const inzRefresher: Refresher = {
  name: 'Immigration New Zealand processing times',
  feeds: inzVisas.flatMap(({ key }) => shares.map((share) => ({ url: entityUrl(key, share) }))),
  file: 'content/facts/processing-times/inz.json',
  update(fetched, before, today) {
    const files = fetched.map((file, index) => {
      const { key, visa } = inzVisas[Math.floor(index / shares.length)] as InzVisa
      const url = entityUrl(key, shares[index % shares.length] as string)
      const parsed = checked(entity, file, url)
      if (!parsed.service_name.startsWith(visa))
        throw new Error(`${url}: service_name is "${parsed.service_name}", not ${visa}`)
      checkPublishedTime(url, 'latest.value_raw', parsed.latest.value_raw, inzBounds.longestDays)
      checkNotAfter(url, 'latest.retrieved_at', parsed.latest.retrieved_at, today)
      if (parsed.source_last_verified_at !== undefined)
        checkNotAfter(url, 'source_last_verified_at', parsed.source_last_verified_at, today)
      return parsed
    })
    const old = checked(inzSnapshotFile, before, 'the INZ snapshot as it was')
    const visas = inzVisas.map(({ visa }, index) => ({
      visa,
      p50: files[index * 2]?.latest.value_raw as string,
      p80: files[index * 2 + 1]?.latest.value_raw as string,
    }))
    // The oldest of the files' readings: the copy is no fresher than its stalest file.
    const read = files
      .map((file) => (file.source_last_verified_at ?? file.latest.retrieved_at).slice(0, 10))
      .sort()[0]
    const written: InzSnapshotFile = {
      retrieved: read as IsoDate,
      copiedFrom: {
        title:
          'GovWait’s copies of INZ’s processing-time tool (artwisdom/govwait, site/public/api/v1/entities/nz-*), fetched by npm run refresh',
        url: 'https://github.com/artwisdom/govwait/tree/main/site/public/api/v1/entities',
      },
      visas,
    }
    return {
      snapshot: written,
      changes: [
        `Read by the copy on ${read} (was ${old.retrieved})`,
        ...visas.map((now) => {
          const was = old.visas.find((row) => row.visa === now.visa)
          return `${now.visa}: 50% ${was && was.p50 !== now.p50 ? `${was.p50} → ` : ''}${now.p50}, 80% ${was && was.p80 !== now.p80 ? `${was.p80} → ` : ''}${now.p80}`
        }),
      ],
    }
  },
}
