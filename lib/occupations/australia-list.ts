// Home Affairs' skilled occupation list: every occupation with the lists it is on (MLTSSL, STSOL, ROL,
// CSOL) and its assessing authority. The page builds its table from a service behind it (Data.aspx
// GetSkillOccupation), which answers a POST with JSON whose cells are HTML. The refresher checks every
// code the snapshot keeps is still listed and takes Home Affairs' title, lists and authority for it; the
// service gives no date, so the list is as of the day it was read.
import * as v from 'valibot'
import type { AustraliaOccupationRow, AustraliaOccupationsFile } from '../../content/facts/occupations/types'
import type { IsoDate, Source } from '../../content/facts/types'
import { checkPlainText, refuse } from '../feed-bounds'
import { checked, source } from '../processing-times/feed'
import { htmlTokens } from '../processing-times/govuk-tables'
import type { Refresher } from '../refresh'
import { listSnapshotEntries } from './snapshot'

const serviceUrl = 'https://immi.homeaffairs.gov.au/_layouts/15/api/Data.aspx/GetSkillOccupation'
/** What the page itself asks the service for. */
const request = { webUrl: '/work-in-australia', listname: 'Occupations' }

/** The lists Home Affairs names; any other name is a list the site does not know the visas of. */
const knownLists = ['MLTSSL', 'STSOL', 'ROL', 'CSOL'] as const

const answer = v.object({
  d: v.object({
    success: v.literal(true),
    data: v.array(
      v.object({
        occupation: v.pipe(v.string(), v.nonEmpty('an empty occupation')),
        anzscocode: v.string(),
        list: v.string(),
        assessauth: v.string(),
      }),
    ),
  }),
})

const snapshotFile = v.object({
  ...listSnapshotEntries,
  listed: v.optional(v.number()),
  visasByList: v.record(v.string(), v.array(v.string())),
  occupations: v.pipe(
    v.array(
      v.object({
        code: v.pipe(v.string(), v.regex(/^\d{6}$/, 'not a six-digit ANZSCO code')),
        title: v.string(),
        classification: v.picklist(['ANZSCO', 'OSCA']),
        lists: v.array(v.string()),
        assessingAuthority: v.nullable(v.string()),
        copiedFrom: source,
      }),
    ),
    v.minLength(1),
  ),
  notListed: v.array(v.object({ code: v.pipe(v.string(), v.regex(/^\d{6}$/)), title: v.string() })),
})

/** The text of an HTML cell, tags dropped, spaces (and the zero-width ones the service holds) folded. */
const plain = (html: string) =>
  [...htmlTokens(html)]
    .filter((token) => token.tag === undefined)
    .map((token) => token.raw)
    .join(' ')
    .replace(/[\s\u200b]+/g, ' ')
    .trim()

/**
 * The code a cell names and whether it is the ANZSCO 2013 code, the one 189, 190 and 491 use ("ANZSCO
 * 2013 - all other visas - 221111"); a cell naming only an ANZSCO 2022 code lists a 186 and 482 occupation.
 */
function anzscoCode(cell: string): { code: string; of2013: boolean } | null {
  const named = [...plain(cell).matchAll(/ANZSCO (2013|2022)\b((?:(?!ANZSCO).)*)/g)].flatMap(
    ([, edition, rest]) => {
      const code = /\b(\d{6})\b/.exec(rest ?? '')?.[1]
      return code ? [{ code, of2013: edition === '2013' }] : []
    },
  )
  return named.find((found) => found.of2013) ?? named[0] ?? null
}

/** The authorities' short names, each the text of a link that opens its details on the page. */
function authorities(cell: string): string[] {
  const names: string[] = []
  let name: string[] | null = null
  for (const token of htmlTokens(cell)) {
    if (token.tag === 'a' && !token.closing && token.raw.includes('clickbot')) name = []
    else if (token.tag === 'a' && token.closing && name) {
      names.push(name.join('').trim())
      name = null
    } else if (name && token.tag === undefined) name.push(token.raw)
  }
  return names.filter((found) => found !== '')
}

/** "CAANZ, CPAA or IPA": any one of them assesses. */
const eitherOf = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? null) : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`

type ServiceRow = v.InferOutput<typeof answer>['d']['data'][number]

/** A listing as the service gives it: its row and where it stands in the answer. */
type Listing = { row: ServiceRow; index: number; of2013: boolean }

/**
 * Each code's listing. A code listed twice (one row for 186 and 482 by its ANZSCO 2022 code, one for the
 * other visas by its 2013 code, as the child care worker is) is the 2013 row's, the one 189, 190 and 491 use.
 */
function listings(rows: readonly ServiceRow[]): Map<string, Listing> {
  const byCode = new Map<string, Listing>()
  rows.forEach((row, index) => {
    const named = anzscoCode(row.anzscocode)
    if (named && !(byCode.get(named.code)?.of2013 ?? false))
      byCode.set(named.code, { row, index, of2013: named.of2013 })
  })
  return byCode
}

/** What no real answer crosses: the list does not lose a fifth of its occupations between two refreshes. */
const homeAffairsListBounds = { shrinkingTo: 0.8 } as const

/** The snapshot's row of one listing, its words checked as the page shows them. */
function occupationRow(code: string, { row, index }: Listing): AustraliaOccupationRow {
  const field = (name: string) => `d.data.${index}.${name}`
  const title = row.occupation.replace(/[\s\u200b]+/g, ' ').trim()
  checkPlainText(serviceUrl, field('occupation'), title)
  const lists = row.list
    .split(';')
    .map((list) => list.trim())
    .filter((list) => list !== '')
  for (const list of lists)
    if (!(knownLists as readonly string[]).includes(list))
      refuse(serviceUrl, field('list'), row.list, `naming a list other than ${knownLists.join(', ')}`)
  const names = authorities(row.assessauth)
  for (const name of names) checkPlainText(serviceUrl, field('assessauth'), name)
  return { code, title, classification: 'ANZSCO', lists, assessingAuthority: eitherOf(names), copiedFrom }
}

const copiedFrom: Source = {
  title: "Home Affairs' skilled occupation list, read from the service behind its page by npm run refresh",
  url: serviceUrl as `https://${string}`,
}

export const australiaOccupationsRefresher: Refresher = {
  name: 'Australian skilled occupation list',
  feeds: [{ url: serviceUrl, post: request }],
  file: 'content/facts/occupations/australia.json',
  update([feed], before, today) {
    const old = checked(snapshotFile, before, 'the Australian occupations snapshot as it was')
    const rows = checked(answer, feed, serviceUrl).d.data
    if (old.listed !== undefined && rows.length < old.listed * homeAffairsListBounds.shrinkingTo)
      refuse(
        serviceUrl,
        'd.data (occupations)',
        rows.length,
        `fewer than ${homeAffairsListBounds.shrinkingTo * 100}% of the ${old.listed} the snapshot's list held`,
      )
    const listed = listings(rows)
    const occupations = old.occupations.map((kept) => {
      const listing = listed.get(kept.code)
      // A code leaving every list is news a person reads before the page says it, not a refresh.
      if (!listing)
        throw new Error(`${serviceUrl}: d.data lists no occupation of ANZSCO ${kept.code} (${kept.title})`)
      return occupationRow(kept.code, listing)
    })
    // A code joining the lists is news as well: the page would go on saying it is on none of them.
    const joined = old.notListed.filter(({ code }) => listed.has(code))
    if (joined.length > 0)
      throw new Error(
        `${serviceUrl}: d.data now lists ${joined.map(({ code, title }) => `ANZSCO ${code} (${title})`).join(', ')}, which the snapshot says is not listed`,
      )
    const absent = old.notListed.map(({ code, title }) => `${title} (ANZSCO ${code})`)
    const written: AustraliaOccupationsFile = {
      asOf: today as IsoDate,
      retrieved: today as IsoDate,
      ...(old.reviewBy && { reviewBy: old.reviewBy }),
      source: old.source,
      copiedFrom,
      listed: rows.length,
      // The visas each list opens are still as reports give them, and so are their sources.
      ...(old.reportedBy && { reportedBy: old.reportedBy }),
      missing: `The ${occupations.length} occupations the site shows, their lists and assessing authority as Home Affairs' own list gave them on ${today} (${rows.length} occupations). The visas each list opens are as reports give them (Home Affairs names visas per occupation, not per list); the caveats that narrow some occupations for 482 and 186 are not kept.${absent.length > 0 ? ` Not on the list: ${absent.join(', ')}.` : ''}`,
      visasByList: old.visasByList,
      occupations,
      notListed: old.notListed,
    }
    const was = new Map(old.occupations.map((row) => [row.code, row]))
    const shown = (row?: AustraliaOccupationRow) =>
      `${row?.lists.join(', ')}; ${row?.assessingAuthority ?? 'no authority'}`
    return {
      snapshot: written,
      changes: [
        `${rows.length} occupations listed on ${today} (${old.listed ?? 'unknown'} on ${old.asOf})`,
        ...occupations.flatMap((now) => {
          const before = was.get(now.code)
          return shown(before) === shown(now)
            ? []
            : [`${now.code} ${now.title}: ${shown(before)} → ${shown(now)}`]
        }),
      ],
    }
  },
}
