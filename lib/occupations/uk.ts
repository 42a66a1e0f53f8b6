// The UK's Skilled Worker route turns on the job's SOC 2020 code: Appendix Skilled Occupations says
// whether a code is open to new applications (RQF 6 and above since 22 July 2025; below that only
// through the Temporary Shortage List or the Immigration Salary List) and its going rate. GOV.UK's
// Content API serves the appendix as JSON, its tables in the body's HTML; the refresher checks every
// code the snapshot keeps is still in them and takes GOV.UK's going rate where the snapshot keeps one
// (national pay scales set the health and education codes' rates; an ineligible code has none).
import * as v from 'valibot'
import type { UkOccupationRow, UkOccupationsFile } from '../../content/facts/occupations/types'
import type { IsoDate } from '../../content/facts/types'
import { checkNotAfter, checkRange } from '../feed-bounds'
import { checked, isoDate } from '../processing-times/feed'
import { contentApi, contentItem, tableCells } from '../processing-times/govuk-tables'
import type { Refresher } from '../refresh'
import { listSnapshotEntries } from './snapshot'

const appendixPage =
  'https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-skilled-occupations'
const appendixApi = contentApi(appendixPage)

/** What the page tells a visitor of one SOC code; null for a code the snapshot does not hold. */
export function ukOccupation(file: UkOccupationsFile, soc: string): UkOccupationRow | null {
  return file.occupations.find((row) => row.soc === soc) ?? null
}

const row = v.object({
  soc: v.pipe(v.string(), v.regex(/^\d{4}$/, 'not a four-digit SOC code')),
  title: v.pipe(v.string(), v.nonEmpty()),
  eligibility: v.picklist(['rqf6', 'lists-only', 'ineligible']),
  goingRate: v.nullable(v.number()),
  shortageLists: v.array(
    v.object({
      list: v.picklist(['temporary-shortage', 'immigration-salary']),
      until: isoDate,
      only: v.optional(v.pipe(v.string(), v.nonEmpty())),
    }),
  ),
})

const snapshotFile = v.object({
  ...listSnapshotEntries,
  occupations: v.pipe(v.array(row), v.minLength(1)),
})

/** What no real appendix crosses; its update is also dated no later than the fetch. */
const ukOccupationsBounds = {
  /** £20,000–£200,000 a year: the rates kept run £33,400–£88,100; the general threshold is £41,700. */
  goingRate: { min: 20_000, max: 200_000 },
  /** Within ×1.5 or ÷1.5 of the snapshot's: a yearly ASHE update moves a rate some percent, a slip tenfold. */
  fromSnapshot: 1.5,
} as const

const pounds = (cell: string) => /^£\s?([\d,]+)(?:\.\d+)?\b/.exec(cell)?.[1]

/**
 * The SOC codes of the body's rows, each with its going rate: the first cell in pounds of the first row
 * of the code that has one, or null where no row of the code does.
 */
function goingRates(body: string): Map<string, number | null> {
  const rates = new Map<string, number | null>()
  for (const { cells } of tableCells(body)) {
    const soc = /^(\d{4})\b/.exec(cells[0] ?? '')?.[1]
    const rate = cells.map(pounds).find((found) => found !== undefined)
    if (soc && (rates.get(soc) ?? null) === null) rates.set(soc, rate ? Number(rate.replace(/,/g, '')) : null)
  }
  return rates
}

export const ukOccupationsRefresher: Refresher = {
  name: 'UK Appendix Skilled Occupations',
  feeds: [{ url: appendixApi }],
  file: 'content/facts/occupations/uk.json',
  update([item], before, today) {
    const old = checked(snapshotFile, before, 'the UK occupations snapshot as it was')
    const parsed = checked(contentItem, item, appendixApi)
    checkNotAfter(appendixApi, 'public_updated_at', parsed.public_updated_at, today)
    const rates = goingRates(parsed.details.body)
    const occupations = old.occupations.map((kept) => {
      if (!rates.has(kept.soc))
        throw new Error(`${appendixApi}: details.body has no table row for SOC ${kept.soc}`)
      // A pay-scale or ineligible code is checked only for its place in the tables.
      if (kept.goingRate === null) return kept
      const rate = rates.get(kept.soc)
      if (rate == null)
        throw new Error(`${appendixApi}: details.body has no table row for SOC ${kept.soc} with a going rate`)
      const field = `details.body, the going rate of SOC ${kept.soc}`
      checkRange(appendixApi, field, rate, ukOccupationsBounds.goingRate)
      const { fromSnapshot } = ukOccupationsBounds
      checkRange(
        appendixApi,
        field,
        rate,
        { min: kept.goingRate / fromSnapshot, max: kept.goingRate * fromSnapshot },
        `, the snapshot's ${kept.goingRate} ×/÷ ${fromSnapshot}`,
      )
      return { ...kept, goingRate: rate }
    })
    const written: UkOccupationsFile = {
      asOf: parsed.public_updated_at.slice(0, 10) as IsoDate,
      retrieved: today as IsoDate,
      // The eligibility and shortage-list places are still the hand-kept ones, and so are their sources.
      ...(old.reviewBy && { reviewBy: old.reviewBy }),
      ...(old.reportedBy && { reportedBy: old.reportedBy }),
      source: old.source,
      copiedFrom: {
        title:
          'GOV.UK Content API: Immigration Rules Appendix Skilled Occupations, fetched by npm run refresh',
        url: appendixApi as `https://${string}`,
      },
      missing: `The ${occupations.length} codes the site shows, their going rates GOV.UK's own. Their eligibility and their places on the Temporary Shortage List and the Immigration Salary List are kept by hand from the copy the snapshot began with (GOV.UK's appendices as mirrored on 6 December 2025); the health and education codes' pay scales are not kept.`,
      occupations,
    }
    return {
      snapshot: written,
      changes: [
        `Appendix of ${written.asOf} (was ${old.asOf})`,
        ...occupations.flatMap((now, index) => {
          const was = old.occupations[index]?.goingRate
          return was === now.goingRate ? [] : [`${now.soc} ${now.title}: £${was} → £${now.goingRate}`]
        }),
      ],
    }
  },
}
