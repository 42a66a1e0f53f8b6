// Express Entry rounds of invitations as IRCC publishes them: the JSON behind the canada.ca rounds page
// (`officialRoundsUrl`), checked with valibot and read into the site's own shape. The same parser reads
// the official feed (`npm run refresh`, lib/draws/refresh.ts; the round-alerts job) and the snapshot the
// build uses (content/facts/express-entry-rounds.json), which keeps the feed's fields as they were
// published. It lives with the Edge Functions so the job can deploy it; web APIs and valibot only.
import * as v from 'valibot'
import { checkNotAfter, checkPlainText, checkRange, type Range } from './feed-checks.ts'

export const officialRoundsUrl = 'https://www.canada.ca/content/dam/ircc/documents/json/ee_rounds_123_en.json'

/** The first day the site shows rounds from. */
const roundsSince = '2025-01-01'

/** A count as IRCC writes it: digits with thousands commas ("4,500"). */
const count = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,3}(,\d{3})*$|^\d+$/, 'not a whole number'))

/** One round in the official feed, as far as the site reads it; other fields are ignored. */
const officialRound = v.object({
  // Two rounds of 2018 share a number as "91a" and "91b"; every other round has digits alone.
  drawNumber: v.pipe(v.string(), v.regex(/^\d+[ab]?$/, 'not a round number')),
  drawDate: v.pipe(v.string(), v.isoDate('not a YYYY-MM-DD date')),
  drawName: v.pipe(v.string(), v.trim(), v.nonEmpty('no round name')),
  drawSize: count,
  drawCRS: count,
  drawText2: v.string(),
  drawDateTime: v.string(),
  drawCutOff: v.string(),
})
export type OfficialRound = v.InferOutput<typeof officialRound>

export const officialFeed = v.object({ rounds: v.pipe(v.array(v.unknown()), v.minLength(1)) })

const source = v.object({
  title: v.pipe(v.string(), v.nonEmpty()),
  url: v.pipe(v.string(), v.url(), v.startsWith('https://')),
})

const roundNumber = v.pipe(v.number(), v.integer(), v.minValue(1))

/**
 * Another copy of the rounds the snapshot was compared with, as recorded when it was: the rounds
 * compared, in which fields, and those that differed. The page's words about which copies hold which
 * rounds are drawn from these records (lib/draws/copies.ts), never written by hand.
 */
const crossCheck = v.object({
  ...source.entries,
  /** The day of the copy compared (its commit's day, which its link pins). */
  copied: v.pipe(v.string(), v.isoDate('not a YYYY-MM-DD date')),
  /** The rounds both copies hold, all compared: the oldest and the newest. */
  compared: v.object({ from: roundNumber, to: roundNumber }),
  /** `every` field of the feed, or a `summary`: the date, the invitations and the lowest score. */
  fields: v.picklist(['every', 'summary']),
  /** The rounds compared whose values differed: the site keeps the feed's. */
  differ: v.optional(v.array(roundNumber)),
})
export type CrossCheck = v.InferOutput<typeof crossCheck>

/**
 * The snapshot file: the feed's rounds, where they were copied from and when that copy was made
 * (`retrieved`: the day of the fetch, or a mirror's commit date; not the day the file was written).
 */
export const roundsSnapshot = v.object({
  retrieved: v.pipe(v.string(), v.isoDate('not a YYYY-MM-DD date')),
  copiedFrom: source,
  /** Other copies of the feed the rounds were compared with. */
  crossCheckedWith: v.optional(v.pipe(v.array(crossCheck), v.minLength(1))),
  rounds: v.pipe(v.array(v.unknown()), v.minLength(1)),
})
export type RoundsSnapshotFile = v.InferOutput<typeof roundsSnapshot>

/** The kinds of round the site tells apart; `other` keeps a new kind visible under its own name. */
export const roundTypes = [
  'general',
  'cec',
  'pnp',
  'french',
  'healthcare',
  'physicians',
  'stem',
  'trade',
  'education',
  'transport',
  'research',
  'senior-managers',
  'military',
  'other',
] as const
export type RoundType = (typeof roundTypes)[number]

/** The kind of a round, from its name: IRCC's names change style from year to year. */
export function roundType(name: string): RoundType {
  const rules: [RegExp, RoundType][] = [
    [/provincial nominee/i, 'pnp'],
    [/canadian experience class/i, 'cec'],
    [/physician/i, 'physicians'],
    [/senior manager/i, 'senior-managers'],
    [/military/i, 'military'],
    [/research/i, 'research'],
    [/french/i, 'french'],
    [/health/i, 'healthcare'],
    [/stem|science, technology/i, 'stem'],
    [/trade/i, 'trade'],
    [/education/i, 'education'],
    [/transport/i, 'transport'],
    [/no program specified|^general$/i, 'general'],
  ]
  return rules.find(([pattern]) => pattern.test(name))?.[1] ?? 'other'
}

export interface ExpressEntryRound {
  number: number
  /** ISO date of the round. */
  date: string
  /** The round's name as IRCC gives it. */
  name: string
  type: RoundType
  invitations: number
  /** The lowest CRS score among those invited. */
  lowestScore: number
  /** The programmes it invited from, as IRCC lists them. */
  programs: string
  /** When the round was held, as published (e.g. "May 28, 2026 at 10:52:36 UTC"). */
  heldAt: string
  /** The tie-breaking rule: among those at the lowest score, who had submitted their profile by then. */
  tieBreak: string
}

/** A count as a number: "4,500" is 4500. */
const whole = (text: string) => Number(text.replace(/,/g, ''))
const tidy = (text: string) => text.replace(/\s+/g, ' ').trim()

/** One round of the feed, checked; a round of another shape stops the reading with its number. */
function officialRoundAt(raw: unknown, index: number): OfficialRound {
  const parsed = v.safeParse(officialRound, raw)
  if (parsed.success) return parsed.output
  const at = (raw as { drawNumber?: string } | null)?.drawNumber ?? `at position ${index}`
  throw new Error(`Round ${at}: ${v.summarize(parsed.issues)}`)
}

/** The feed's fields the snapshot keeps, for each round since `since`, newest first. Nothing is guessed. */
export function snapshotRounds(rounds: readonly unknown[], since = roundsSince): OfficialRound[] {
  return rounds
    .map(officialRoundAt)
    .filter((round) => round.drawDate >= since)
    .sort((a, b) => Number.parseInt(b.drawNumber, 10) - Number.parseInt(a.drawNumber, 10))
}

/** The rounds since `since`, newest first, in the site's shape, from the feed's or the snapshot's. */
export function readRounds(rounds: readonly unknown[], since = roundsSince): ExpressEntryRound[] {
  return snapshotRounds(rounds, since).map((round) => ({
    number: Number.parseInt(round.drawNumber, 10),
    date: round.drawDate,
    name: tidy(round.drawName),
    type: roundType(round.drawName),
    invitations: whole(round.drawSize),
    lowestScore: whole(round.drawCRS),
    programs: tidy(round.drawText2),
    heldAt: tidy(round.drawDateTime),
    tieBreak: tidy(round.drawCutOff),
  }))
}

/** What a refresh changed: rounds added, rounds gone, and rounds whose published values differ. */
export function roundChanges(before: readonly OfficialRound[], after: readonly OfficialRound[]) {
  const byNumber = new Map(before.map((round) => [round.drawNumber, round]))
  const afterNumbers = new Set(after.map((round) => round.drawNumber))
  return {
    added: after.filter((round) => !byNumber.has(round.drawNumber)),
    removed: before.filter((round) => !afterNumbers.has(round.drawNumber)),
    changed: after.filter((round) => {
      const old = byNumber.get(round.drawNumber)
      return old !== undefined && JSON.stringify(old) !== JSON.stringify(round)
    }),
  }
}

/**
 * What no real round crosses, from the whole feed (438 rounds, January 2015 to August 2026, as mirrored
 * by Yin-Marina/Daily_Express_Entry on 20 August 2026). A round is also dated no later than the fetch,
 * and its texts are plain.
 */
const roundsBounds = {
  /** CRS runs 0–1,200, but every cut-off has been 75 (#176, 13 February 2021) to 902 (#91b, 30 May 2018). */
  lowestScore: { min: 50, max: 1_000 },
  /** The most a round has invited is 27,332 (#176); the fewest 4 (#430, 23 July 2026); none is no round. */
  invitations: { min: 1, max: 30_000 },
} as const satisfies Record<string, Range>

/** A round of the feed within the bounds, or the reading stops naming the round's field. */
function checkRound(round: OfficialRound, today: string) {
  const field = (name: keyof OfficialRound) => `rounds[#${round.drawNumber}].${name}`
  checkNotAfter(officialRoundsUrl, field('drawDate'), round.drawDate, today)
  checkRange(officialRoundsUrl, field('drawCRS'), whole(round.drawCRS), roundsBounds.lowestScore)
  checkRange(officialRoundsUrl, field('drawSize'), whole(round.drawSize), roundsBounds.invitations)
  for (const text of ['drawName', 'drawText2', 'drawDateTime', 'drawCutOff'] as const)
    checkPlainText(officialRoundsUrl, field(text), round[text])
}

/** The official feed's rounds since 2025, newest first, each checked against its shape and the bounds:
 * a malformed feed throws, naming the round and the field. */
export function checkedFeedRounds(feed: unknown, today: string): OfficialRound[] {
  const rounds = snapshotRounds(v.parse(officialFeed, feed).rounds)
  for (const round of rounds) checkRound(round, today)
  return rounds
}

/** Fetches the rounds feed as JSON: IRCC's, or `url` (ROUNDS_FEED_URL: a test's or an operator's copy). */
export async function fetchRoundsFeed(url = officialRoundsUrl): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}
