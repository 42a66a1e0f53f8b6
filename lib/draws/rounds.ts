// Express Entry rounds of invitations as IRCC publishes them: the JSON behind the canada.ca rounds page
// (`officialRoundsUrl`), checked with valibot and read into the site's own shape. The same parser reads
// the official feed (`npm run refresh`, lib/draws/refresh.ts) and the snapshot the build uses
// (content/facts/express-entry-rounds.json), which keeps the feed's fields as they were published.
import * as v from 'valibot'

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
export const whole = (text: string) => Number(text.replace(/,/g, ''))
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
