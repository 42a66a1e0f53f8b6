// Home Affairs' global visa processing times: the time within which 50% and 90% of the applications it
// finalised in the previous month were decided, per visa subclass and stream, for applicants from every
// country. The page reads them from a service behind it (GPT.aspx), which answers a POST; the site keeps
// the two visas its routes use. The snapshot keeps the service's own field names and words.
import * as v from 'valibot'
import type { IsoDate } from '../../content/facts/types'
import { checkNotAfter, checkPublishedTime } from '../feed-bounds'
import type { Refresher } from '../refresh'
import { type Duration, parseDuration } from './duration'
import { checked, isoDate, publishedTime, source, wordedDate } from './feed'

const homeAffairsUrl = 'https://immi.homeaffairs.gov.au/_layouts/15/api/GPT.aspx/GetVisaGlobalProcessingTime'

/** The visas the site's routes use, as Home Affairs names subclass and stream. */
const homeAffairsVisas = [
  { subclass: '189', stream: 'Points-Tested' },
  { subclass: '500', stream: 'Higher Education Sector' },
] as const
export type HomeAffairsVisa = (typeof homeAffairsVisas)[number]

/** An empty stream asks for every stream of a subclass. */
const request = {
  gptRequest: homeAffairsVisas.map(({ subclass }) => ({ VisaSubclassCode: subclass, StreamCode: '' })),
}

/** The service's answer, far enough to find rows; each row the site keeps is then checked in full. */
const answer = v.object({
  d: v.object({
    success: v.literal(true),
    data: v.array(v.looseObject({ VisaSubclassCode: v.string(), StreamText: v.nullish(v.string()) })),
  }),
})

const officialRow = v.object({ Percent50: publishedTime, Percent90: publishedTime, Updated: wordedDate })

/** One visa as the snapshot keeps it: the service's words for the 50% and 90% times and its update date. */
const visaRow = v.object({
  subclass: v.string(),
  stream: v.string(),
  Percent50: publishedTime,
  Percent90: publishedTime,
  Updated: isoDate,
})

/** content/facts/processing-times/home-affairs.json. */
const homeAffairsSnapshotFile = v.object({
  retrieved: isoDate,
  copiedFrom: source,
  crossCheckedWith: v.optional(v.pipe(v.array(source), v.minLength(1))),
  visas: v.pipe(
    v.array(visaRow),
    v.check(
      (rows) =>
        homeAffairsVisas.every((visa) =>
          rows.some((row) => row.subclass === visa.subclass && row.stream === visa.stream),
        ),
      `a visa the site uses is missing (${homeAffairsVisas.map((visa) => `${visa.subclass} ${visa.stream}`).join(', ')})`,
    ),
  ),
})
type HomeAffairsSnapshotFile = v.InferOutput<typeof homeAffairsSnapshotFile>

interface HomeAffairsTimes {
  /** The date Home Affairs gives for the update ("Updated"). */
  updated: IsoDate
  published: { percent50: string; percent90: string }
  /** Null where Home Affairs publishes no figure ("Processing times are not available"). */
  percent50: Duration | null
  percent90: Duration | null
}

export interface HomeAffairs {
  retrieved: IsoDate
  copiedFrom: v.InferOutput<typeof source>
  crossCheckedWith?: readonly v.InferOutput<typeof source>[]
  times(visa: HomeAffairsVisa): HomeAffairsTimes
}

export function readHomeAffairs(file: unknown): HomeAffairs {
  const snapshot = checked(homeAffairsSnapshotFile, file, 'Home Affairs snapshot')
  return {
    retrieved: snapshot.retrieved,
    copiedFrom: snapshot.copiedFrom,
    ...(snapshot.crossCheckedWith ? { crossCheckedWith: snapshot.crossCheckedWith } : {}),
    times(visa) {
      const row = snapshot.visas.find(
        (kept) => kept.subclass === visa.subclass && kept.stream === visa.stream,
      )
      if (!row) throw new Error(`Home Affairs snapshot: no ${visa.subclass} ${visa.stream}`)
      return {
        updated: row.Updated,
        published: { percent50: row.Percent50, percent90: row.Percent90 },
        percent50: parseDuration(row.Percent50),
        percent90: parseDuration(row.Percent90),
      }
    },
  }
}

/** The visas the site keeps, from the service's answer; a missing visa or field stops here, named. */
export function visasOfAnswer(feed: unknown): HomeAffairsSnapshotFile['visas'] {
  const rows = checked(answer, feed, homeAffairsUrl).d.data
  return homeAffairsVisas.map(({ subclass, stream }) => {
    const index = rows.findIndex((row) => row.VisaSubclassCode === subclass && row.StreamText === stream)
    if (index < 0) throw new Error(`${homeAffairsUrl}: d.data has no ${subclass} ${stream}`)
    const row = checked(
      officialRow,
      rows[index],
      `${homeAffairsUrl}: d.data.${index} (${subclass} ${stream})`,
    )
    return { subclass, stream, Percent50: row.Percent50, Percent90: row.Percent90, Updated: row.Updated }
  })
}

/** What no real answer crosses for the visas kept; each update is also dated no later than the fetch. */
const homeAffairsBounds = {
  /** Three years: the times kept have been 16 days to 9 months (189's 90% in August 2026). */
  longestDays: 1_096,
} as const

export const homeAffairsRefresher: Refresher = {
  name: 'Home Affairs global processing times',
  feeds: [{ url: homeAffairsUrl, post: request }],
  file: 'content/facts/processing-times/home-affairs.json',
  update([feed], before, today) {
    const visas = visasOfAnswer(feed)
    for (const visa of visas) {
      const field = (name: string) => `d.data[${visa.subclass} ${visa.stream}].${name}`
      checkNotAfter(homeAffairsUrl, field('Updated'), visa.Updated, today)
      for (const share of ['Percent50', 'Percent90'] as const)
        checkPublishedTime(homeAffairsUrl, field(share), visa[share], homeAffairsBounds.longestDays)
    }
    const old = checked(homeAffairsSnapshotFile, before, 'the Home Affairs snapshot as it was')
    const written: HomeAffairsSnapshotFile = {
      retrieved: today as IsoDate,
      copiedFrom: {
        title: 'Home Affairs: the processing times service (GPT.aspx), fetched by npm run refresh',
        url: homeAffairsUrl,
      },
      visas,
    }
    return {
      snapshot: written,
      changes: visas.map((visa) => {
        const was = old.visas.find((row) => row.subclass === visa.subclass && row.stream === visa.stream)
        const now = `50% ${visa.Percent50}, 90% ${visa.Percent90} (update of ${visa.Updated})`
        return `${visa.subclass} ${visa.stream}: ${was ? `50% ${was.Percent50}, 90% ${was.Percent90} → ` : ''}${now}`
      }),
    }
  },
}
