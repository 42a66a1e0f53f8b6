// A CRS score against past rounds: which kinds of round a profile could be invited in, and how often a
// score like it reached the lowest score invited. History only: past cut-offs promise nothing.
import type { CrsAnswers } from '../calculators/crs/rules'
import { abilities } from '../calculators/crs/rules'
import type { ExpressEntryRound, RoundType } from './rounds'

type Occupation = CrsAnswers['occupation']

/** How many of a type's most recent rounds the calculator compares a score with. */
const recentRoundCount = 6

/** Why a profile is not in a kind of round, in the terms of its answers. */
export type NotEligibleReason =
  | 'nomination'
  | 'canadian-work'
  | 'french'
  | 'occupation'
  | 'occupation-in-canada'
  | 'military'

export type RoundEligibility =
  | { type: RoundType; eligible: true }
  | { type: RoundType; eligible: false; reason: NotEligibleReason }

/** Occupation rounds: the groups whose work they invite; some ask for that work in Canada too. */
const occupationRounds: Partial<Record<RoundType, { groups: readonly Occupation[]; inCanada: boolean }>> = {
  // Physicians are among the health care occupations too.
  healthcare: { groups: ['healthcare', 'physicians'], inCanada: false },
  stem: { groups: ['stem'], inCanada: false },
  trade: { groups: ['trade'], inCanada: false },
  education: { groups: ['education'], inCanada: false },
  transport: { groups: ['transport'], inCanada: false },
  research: { groups: ['research'], inCanada: false },
  physicians: { groups: ['physicians'], inCanada: true },
  'senior-managers': { groups: ['senior-managers'], inCanada: true },
}

/** The French level (NCLC) in every ability, whichever of the two languages French is. */
const frenchLevel = (answers: CrsAnswers) =>
  Math.min(...abilities.map((a) => (answers.first === 'fr' ? answers[a] : answers[`${a}2`])))

/**
 * Whether the answers fit a kind of round: the Canadian Experience Class needs a year of skilled work in
 * Canada, provincial rounds a nomination, French rounds `frenchMin` (NCLC 7) in all four French
 * abilities, occupation rounds work in that group; military recruits' rounds a Canadian Armed Forces
 * job offer, never assumed. A round's programme rules still apply on top.
 */
export function roundEligibility(type: RoundType, answers: CrsAnswers, frenchMin: number): RoundEligibility {
  const no = (reason: NotEligibleReason): RoundEligibility => ({ type, eligible: false, reason })
  const inCanada = answers.canadianWork >= 1
  if (type === 'cec') return inCanada ? { type, eligible: true } : no('canadian-work')
  if (type === 'pnp') return answers.nomination ? { type, eligible: true } : no('nomination')
  if (type === 'french') return frenchLevel(answers) >= frenchMin ? { type, eligible: true } : no('french')
  // Only for recruits of the Canadian Armed Forces, which the calculator does not ask about.
  if (type === 'military') return no('military')
  const occupation = occupationRounds[type]
  if (occupation) {
    if (!occupation.groups.includes(answers.occupation))
      return no(occupation.inCanada ? 'occupation-in-canada' : 'occupation')
    if (occupation.inCanada && !inCanada) return no('occupation-in-canada')
  }
  return { type, eligible: true }
}

/** A round as the comparison needs it. */
export type PastRound = Pick<ExpressEntryRound, 'date' | 'lowestScore'>

export interface RecentRecord {
  /** How many of the rounds compared had a lowest score at or below the score. */
  met: number
  /** How many rounds were compared (at most `recentRoundCount`). */
  of: number
  latest: PastRound
}

/** A score against a type's most recent rounds, newest first as given; null when it had none. */
export function recentRecord(score: number, rounds: readonly PastRound[]): RecentRecord | null {
  const recent = rounds.slice(0, recentRoundCount)
  const [latest] = recent
  if (!latest) return null
  return { met: recent.filter((round) => score >= round.lowestScore).length, of: recent.length, latest }
}

/** Each type's most recent rounds, newest first: what the calculator's page hands its island. */
export function recentRoundsByType(rounds: readonly ExpressEntryRound[]) {
  const byType = new Map<RoundType, PastRound[]>()
  for (const { type, date, lowestScore } of rounds) {
    if (type === 'other') continue
    const list = byType.get(type) ?? []
    if (list.length < recentRoundCount) list.push({ date, lowestScore })
    byType.set(type, list)
  }
  return [...byType].map(([type, recent]) => ({ type, rounds: recent }))
}
