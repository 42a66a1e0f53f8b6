// The Express Entry rounds' refresher (`npm run refresh`): IRCC's own feed, every round checked, written
// as the snapshot the build reads (content/facts/express-entry-rounds.json).
import * as v from 'valibot'
import type { Refresher } from '../refresh'
import {
  type OfficialRound,
  officialFeed,
  officialRoundsUrl,
  type RoundsSnapshotFile,
  roundChanges,
  roundsSnapshot,
  snapshotRounds,
} from './rounds'

const listed = (label: string, rounds: readonly OfficialRound[]) =>
  rounds.length === 0
    ? [`${label}: none`]
    : [`${label}:`, ...rounds.map((round) => `  #${round.drawNumber} ${round.drawDate} ${round.drawName}`)]

export const roundsRefresher: Refresher = {
  name: 'Express Entry rounds',
  feeds: [{ url: officialRoundsUrl }],
  file: 'content/facts/express-entry-rounds.json',
  update([feed], before, today) {
    const rounds = snapshotRounds(v.parse(officialFeed, feed).rounds)
    const { added, removed, changed } = roundChanges(
      snapshotRounds(v.parse(roundsSnapshot, before).rounds),
      rounds,
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
        ...listed('No longer in the feed', removed),
      ],
    }
  },
}
