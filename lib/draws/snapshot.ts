// Every Express Entry round of invitations since 1 January 2025, as IRCC published it: one snapshot of
// the official feed (content/facts/express-entry-rounds.json, the feed's own fields), read and checked
// at build time.
// `npm run refresh` rewrites it from the feed itself; the build never goes to the network.
import * as v from 'valibot'
import file from '../../content/facts/express-entry-rounds.json' with { type: 'json' }
import type { IsoDate, Source } from '../../content/facts/types'
import { type CrossCheck, officialRoundsUrl, readRounds, roundsSnapshot } from './rounds'

export interface RoundsSnapshot {
  rounds: ReturnType<typeof readRounds>
  /** The date of the newest round in the snapshot: the data is complete up to it. */
  asOf: IsoDate
  /** When this copy of the feed was made (a fetch's day, or the mirror's commit date), not when it was written here. */
  retrieved: IsoDate
  /** The official page of the rounds, and the feed behind it. */
  sources: readonly [page: Source, feed: Source]
  /** The copy of the feed the snapshot was read from. */
  copiedFrom: Source
  /** Other copies it was compared with, each recording the rounds and fields compared and what differed. */
  crossCheckedWith?: readonly CrossCheck[]
}

const snapshot = v.parse(roundsSnapshot, file)
const rounds = readRounds(snapshot.rounds)

export const expressEntryRounds: RoundsSnapshot = {
  rounds,
  asOf: (rounds[0]?.date ?? snapshot.retrieved) as IsoDate,
  retrieved: snapshot.retrieved as IsoDate,
  sources: [
    {
      title: 'IRCC: Express Entry rounds of invitations (all rounds)',
      url: 'https://www.canada.ca/en/immigration-refugees-citizenship/corporate/mandate/policies-operational-instructions-agreements/ministerial-instructions/express-entry-rounds.html',
    },
    { title: 'IRCC: the rounds as data (JSON)', url: officialRoundsUrl },
  ],
  copiedFrom: snapshot.copiedFrom as Source,
  ...(snapshot.crossCheckedWith ? { crossCheckedWith: snapshot.crossCheckedWith } : {}),
}
