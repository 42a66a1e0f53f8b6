// The Express Entry rounds' refresher (`npm run refresh`): IRCC's own feed, every round checked against
// its shape and against what a real round can be, written as the snapshot the build reads
// (content/facts/express-entry-rounds.json).
import * as v from 'valibot'
import { refuse } from '../feed-bounds'
import type { Refresher } from '../refresh'
import {
  checkedFeedRounds,
  type OfficialRound,
  officialRoundsUrl,
  type RoundsSnapshotFile,
  roundChanges,
  roundsSnapshot,
  snapshotRounds,
} from './rounds'

/** The first few rounds' numbers, for a message that stays one line. */
const numbers = (rounds: readonly OfficialRound[]) =>
  `${rounds
    .slice(0, 5)
    .map((round) => `#${round.drawNumber}`)
    .join(', ')}${rounds.length > 5 ? ', …' : ''}`

const listed = (label: string, rounds: readonly OfficialRound[]) =>
  rounds.length === 0
    ? [`${label}: none`]
    : [`${label}:`, ...rounds.map((round) => `  #${round.drawNumber} ${round.drawDate} ${round.drawName}`)]

export const roundsRefresher: Refresher = {
  name: 'Express Entry rounds',
  feeds: [{ url: officialRoundsUrl }],
  file: 'content/facts/express-entry-rounds.json',
  update([feed], before, today) {
    // Every round checked against its shape and its bounds; the history never shrinks (below).
    const rounds = checkedFeedRounds(feed, today)
    const kept = snapshotRounds(v.parse(roundsSnapshot, before).rounds)
    const { added, removed, changed } = roundChanges(kept, rounds)
    if (removed.length > 0)
      refuse(
        officialRoundsUrl,
        'rounds (since 2025)',
        rounds.length,
        `lacking ${removed.length} of the snapshot's ${kept.length} (${numbers(removed)}): the history never shrinks`,
      )
    // Taken from the feed itself on `today`: no mirror to name, nothing to check it against.
    const snapshot: RoundsSnapshotFile = {
      retrieved: today,
      copiedFrom: {
        title: 'IRCC: the rounds as data (JSON), fetched by npm run refresh',
        url: officialRoundsUrl,
      },
      rounds,
    }
    const [newest] = rounds
    return {
      snapshot,
      changes: [
        `${rounds.length} rounds since 2025, newest #${newest?.drawNumber} of ${newest?.drawDate}`,
        ...listed('Added', added),
        ...listed('Changed', changed),
      ],
    }
  },
}
