// UKVI's service standards: the time within which UK Visas and Immigration aims to decide a
// straightforward application, a target and not a measure of past decisions. GOV.UK publishes them on two
// guidance pages (applications from outside the UK; from inside), each a set of tables under headings; its
// Content API serves each page as JSON with the page's update date. The site keeps the rows its routes use.
import * as v from 'valibot'
import type { IsoDate } from '../../content/facts/types'
import { checkNotAfter, checkPlainText, checkPublishedTime } from '../feed-bounds'
import type { Refresher } from '../refresh'
import { type Duration, parseDuration } from './duration'
import { checked, isoDate, publishedTime, source } from './feed'
import { contentApi, contentItem, tableRows } from './govuk-tables'

const ukviPages = {
  outside: 'https://www.gov.uk/guidance/visa-processing-times-applications-outside-the-uk',
  inside: 'https://www.gov.uk/guidance/visa-processing-times-applications-inside-the-uk',
} as const
type UkviPage = keyof typeof ukviPages

/** The rows the site's routes use: the page, and the visa as the table's first column names it. */
const ukviVisas = [
  { page: 'outside', visa: 'Skilled Worker' },
  { page: 'outside', visa: 'Student' },
  { page: 'inside', visa: 'Graduate' },
] as const
export type UkviVisa = (typeof ukviVisas)[number]

const row = v.object({ section: v.string(), visa: v.pipe(v.string(), v.nonEmpty()), time: publishedTime })

const page = v.object({ updated: isoDate, retrieved: isoDate, rows: v.pipe(v.array(row), v.minLength(1)) })

/** content/facts/processing-times/ukvi.json: each page's update date, when it was copied, and its rows. */
const ukviSnapshotFile = v.object({
  copiedFrom: source,
  pages: v.object({ outside: page, inside: page }),
})
type UkviSnapshotFile = v.InferOutput<typeof ukviSnapshotFile>

interface UkviStandard {
  /** The date GOV.UK gives for the page's last update. */
  updated: IsoDate
  retrieved: IsoDate
  published: string
  duration: Duration | null
  /** The page and heading it stands under, e.g. "Popular work visas". */
  page: UkviPage
  section: string
}

export interface Ukvi {
  copiedFrom: v.InferOutput<typeof source>
  standard(visa: UkviVisa): UkviStandard
}

export function readUkvi(file: unknown): Ukvi {
  const snapshot = checked(ukviSnapshotFile, file, 'UKVI snapshot')
  return {
    copiedFrom: snapshot.copiedFrom,
    standard({ page: name, visa }) {
      const kept = snapshot.pages[name]
      const found = kept.rows.find((entry) => entry.visa === visa)
      if (!found) throw new Error(`UKVI snapshot: no ${visa} on the ${name} page`)
      return {
        updated: kept.updated,
        retrieved: kept.retrieved,
        published: found.time,
        duration: parseDuration(found.time),
        page: name,
        section: found.section,
      }
    },
  }
}

/** What no real page crosses; its update is also dated no later than the fetch, its rows' texts plain. */
const ukviBounds = {
  /** A year: the rows kept are targets of 3 to 8 weeks; reports quote no UKVI standard past 6 months. */
  longestDays: 366,
} as const

/** The rows the site keeps from one page's Content API item; a missing row or field, or one past the bounds, stops here, named. */
function pageOfItem(name: UkviPage, item: unknown, today: IsoDate): UkviSnapshotFile['pages'][UkviPage] {
  const url = contentApi(ukviPages[name])
  const parsed = checked(contentItem, item, url)
  checkNotAfter(url, 'public_updated_at', parsed.public_updated_at, today)
  const rows = tableRows(parsed.details.body)
  return {
    updated: parsed.public_updated_at.slice(0, 10) as IsoDate,
    retrieved: today,
    rows: ukviVisas
      .filter((visa) => visa.page === name)
      .map(({ visa }) => {
        const found = rows.find((entry) => entry.visa === visa)
        if (!found) throw new Error(`${url}: details.body has no table row for ${visa}`)
        const field = `details.body, the row for ${visa}`
        checkPlainText(url, `${field}, its heading`, found.section)
        checkPublishedTime(url, `${field}, its time`, found.time, ukviBounds.longestDays)
        return checked(row, found, `${url}: the row for ${visa}`)
      }),
  }
}

export const ukviRefresher: Refresher = {
  name: 'UKVI service standards',
  feeds: [{ url: contentApi(ukviPages.outside) }, { url: contentApi(ukviPages.inside) }],
  file: 'content/facts/processing-times/ukvi.json',
  update([outside, inside], before, today) {
    const old = checked(ukviSnapshotFile, before, 'the UKVI snapshot as it was')
    const written: UkviSnapshotFile = {
      copiedFrom: {
        title: 'GOV.UK Content API: the two processing-time pages, fetched by npm run refresh',
        url: 'https://www.gov.uk/api/content/guidance/visa-processing-times-applications-outside-the-uk',
      },
      pages: {
        outside: pageOfItem('outside', outside, today as IsoDate),
        inside: pageOfItem('inside', inside, today as IsoDate),
      },
    }
    return {
      snapshot: written,
      changes: ukviVisas.map(({ page: name, visa }) => {
        const now = written.pages[name].rows.find((entry) => entry.visa === visa)
        const was = old.pages[name].rows.find((entry) => entry.visa === visa)
        return `${visa} (${name} the UK, page of ${written.pages[name].updated}): ${was && was.time !== now?.time ? `${was.time} → ` : ''}${now?.time}`
      }),
    }
  },
}
