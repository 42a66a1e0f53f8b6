// `npm run refresh:draws`: takes the Express Entry rounds from IRCC's own feed, checks every round,
// rewrites content/facts/express-entry-rounds.json and prints what changed. Run by hand (it needs the
// network); the build reads the snapshot and never fetches.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { officialFeed, officialRoundsUrl, roundChanges, snapshotRounds } from '../lib/draws/rounds'

const file = join(import.meta.dirname, '..', 'content', 'facts', 'express-entry-rounds.json')
const before = JSON.parse(readFileSync(file, 'utf8')) as { rounds: unknown[] }

const response = await fetch(officialRoundsUrl, { signal: AbortSignal.timeout(30_000) })
if (!response.ok) throw new Error(`${officialRoundsUrl} answered ${response.status}`)
const rounds = snapshotRounds(v.parse(officialFeed, await response.json()).rounds)
const { added, removed, changed } = roundChanges(snapshotRounds(before.rounds), rounds)

const snapshot = {
  retrieved: new Date().toISOString().slice(0, 10),
  copiedFrom: {
    title: 'IRCC: the rounds as data (JSON), fetched by npm run refresh:draws',
    url: officialRoundsUrl,
  },
  rounds,
}
writeFileSync(file, `${JSON.stringify(snapshot, null, 2)}\n`)

const list = (label: string, items: { drawNumber: string; drawDate: string; drawName: string }[]) =>
  items.length > 0
    ? `${label}:\n${items.map((round) => `  #${round.drawNumber} ${round.drawDate} ${round.drawName}`).join('\n')}`
    : `${label}: none`
console.log(
  [
    `${rounds.length} rounds since 2025, newest #${rounds[0]?.drawNumber} of ${rounds[0]?.drawDate}`,
    list('Added', added),
    list('Changed', changed),
    list('No longer in the feed', removed),
  ].join('\n'),
)
