// The Express Entry rounds' refresher (`npm run refresh`): IRCC's own feed, every round checked against
// its shape and against what a real round can be, written as the snapshot the build reads
// (content/facts/express-entry-rounds.json).
import * as v from 'valibot'
import { checkNotAfter, checkPlainText, checkRange, type Range, refuse } from '../feed-bounds'
import type { Refresher } from '../refresh'
import {
  type OfficialRound,
  officialFeed,
  officialRoundsUrl,
  type RoundsSnapshotFile,
  roundChanges,
  roundsSnapshot,
  snapshotRounds,
  whole,
} from './rounds'

/**
 * What no real round crosses, from the whole feed (438 rounds, January 2015 to August 2026, as mirrored
 * by Yin-Marina/Daily_Express_Entry on 20 August 2026). A round is also dated no later than the fetch,
 * its texts are plain, and every round the snapshot holds is still in the feed: the history never shrinks.
 */
const roundsBounds = {
  /** CRS runs 0–1,200, but every cut-off has been 75 (#176, 13 February 2021) to 902 (#91b, 30 May 2018). */
  lowestScore: { min: 50, max: 1_000 },
  /** The most a round has invited is 27,332 (#176); the fewest 4 (#430, 23 July 2026); none is no round. */
  invitations: { min: 1, max: 30_000 },
} as const satisfies Record<string, Range>

/** A round of the feed within the bounds, or the refresh stops naming the round's field. */
function checkRound(round: OfficialRound, today: string) {
  const field = (name: keyof OfficialRound) => `rounds[#${round.drawNumber}].${name}`
  checkNotAfter(officialRoundsUrl, field('drawDate'), round.drawDate, today)
  checkRange(officialRoundsUrl, field('drawCRS'), whole(round.drawCRS), roundsBounds.lowestScore)
  checkRange(officialRoundsUrl, field('drawSize'), whole(round.drawSize), roundsBounds.invitations)
  for (const text of ['drawName', 'drawText2', 'drawDateTime', 'drawCutOff'] as const)
    checkPlainText(officialRoundsUrl, field(text), round[text])
}

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
    const rounds = snapshotRounds(v.parse(officialFeed, feed).rounds)
    for (const round of rounds) checkRound(round, today)
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
