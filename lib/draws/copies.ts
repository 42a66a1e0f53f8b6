// Which copies of IRCC's feed hold which rounds, from what the snapshot records of its comparisons
// (content/facts/express-entry-rounds.json `crossCheckedWith`): the rounds of the copy shown that no
// other copy agreed on, and a list of round numbers as the page says it ("#331, #336", "#435 to #437").
import type { CrossCheck } from './rounds'

/** The rounds shown that no other copy held with the same values: the copy shown is their only one. */
export function inThisCopyOnly(numbers: readonly number[], checks: readonly CrossCheck[]): number[] {
  const agreed = (number: number) =>
    checks.some(
      ({ compared, differ }) =>
        compared.from <= number && number <= compared.to && !(differ ?? []).includes(number),
    )
  return numbers.filter((number) => !agreed(number)).sort((a, b) => a - b)
}

/** Round numbers, runs of three or more joined: "#331, #336" or "#435 to #437". */
export function roundList(numbers: readonly number[]): string {
  const runs: [number, number][] = []
  for (const number of [...numbers].sort((a, b) => a - b)) {
    const last = runs.at(-1)
    if (last && number === last[1] + 1) last[1] = number
    else runs.push([number, number])
  }
  return runs
    .flatMap(([from, to]) =>
      to - from >= 2 ? [`#${from} to #${to}`] : from === to ? [`#${from}`] : [`#${from}`, `#${to}`],
    )
    .join(', ')
}
