// Every Express Entry round of invitations since 1 January 2025, as IRCC published it: one snapshot of
// the official feed (express-entry-rounds.json, the feed's own fields), read and checked at build time.
// `npm run refresh:draws` rewrites it from the feed itself; the build never goes to the network.
import { officialRoundsUrl, readRounds } from '../../lib/draws/rounds'
import snapshot from './express-entry-rounds.json'
import type { IsoDate, Source } from './types'

export interface RoundsSnapshot {
  rounds: ReturnType<typeof readRounds>
  /** The date of the newest round in the snapshot: the data is complete up to it. */
  asOf: IsoDate
  /** When the snapshot was taken. */
  retrieved: IsoDate
  /** The official page of the rounds, and the feed behind it. */
  sources: readonly [page: Source, feed: Source]
  /** The copy of the feed the snapshot was read from, where it was not the feed itself. */
  copiedFrom: Source
  crossCheckedWith?: Source
}

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
  ...('crossCheckedWith' in snapshot ? { crossCheckedWith: snapshot.crossCheckedWith as Source } : {}),
}
