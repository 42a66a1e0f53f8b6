// The plain words above the rounds: how many rounds and invitations in a year, in all and by type.
import type { ExpressEntryRound, RoundType } from './rounds'

interface RoundsTally {
  rounds: number
  invitations: number
}

export interface YearSummary extends RoundsTally {
  year: string
  /** By type, the most rounds first. */
  byType: (RoundsTally & { type: RoundType })[]
}

export function yearSummary(rounds: readonly ExpressEntryRound[], year: string): YearSummary {
  const inYear = rounds.filter((round) => round.date.startsWith(`${year}-`))
  const byType = new Map<RoundType, RoundsTally>()
  for (const round of inYear) {
    const tally = byType.get(round.type) ?? { rounds: 0, invitations: 0 }
    byType.set(round.type, { rounds: tally.rounds + 1, invitations: tally.invitations + round.invitations })
  }
  return {
    year,
    rounds: inYear.length,
    invitations: inYear.reduce((sum, round) => sum + round.invitations, 0),
    byType: [...byType]
      .map(([type, tally]) => ({ type, ...tally }))
      .sort((a, b) => b.rounds - a.rounds || b.invitations - a.invitations),
  }
}

/** Whole days from one ISO date to a later one: how old the newest round is on the day of the build. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)

/** The types that have rounds, the most rounds first: the filter's and the legend's order. */
export function typesByFrequency(rounds: readonly ExpressEntryRound[]): RoundType[] {
  const counts = new Map<RoundType, number>()
  for (const round of rounds) counts.set(round.type, (counts.get(round.type) ?? 0) + 1)
  return [...counts].sort(([, a], [, b]) => b - a).map(([type]) => type)
}
