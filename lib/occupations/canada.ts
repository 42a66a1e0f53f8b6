// Canada invites most Express Entry candidates through category rounds, each open to the NOC 2021 unit
// groups of its category's list for the year. This answers, for one NOC code, its unit group (with its
// TEER, the code's second digit), the category lists it is on, and the rounds held for those categories
// in their year, from the category snapshot and the rounds it is given.
import type { CanadaCategoryList, CanadaOccupationsFile } from '../../content/facts/occupations/types'
import type { ExpressEntryRound } from '../draws/rounds'

export interface CanadaOccupation {
  noc: string
  /** The unit group's title; null where the snapshot does not hold the unit group. */
  title: string | null
  /** TEER 0–5: the training, education, experience and responsibilities the occupation calls for. */
  teer: number
  categories: readonly CanadaCategoryList[]
  /** The rounds of those categories held in the year of their list, newest first. */
  rounds: readonly ExpressEntryRound[]
}

/** What the page tells a visitor of one five-digit NOC 2021 code; null for a code of another form. */
export function canadaOccupation(
  file: CanadaOccupationsFile,
  rounds: readonly ExpressEntryRound[],
  noc: string,
): CanadaOccupation | null {
  if (!/^\d{5}$/.test(noc)) return null
  const categories = file.categories.filter((list) => list.noc.includes(noc))
  return {
    noc,
    title: file.unitGroups.find((group) => group.noc === noc)?.title ?? null,
    teer: Number(noc[1]),
    categories,
    rounds: rounds.filter((round) =>
      categories.some((list) => list.round === round.type && round.date.startsWith(`${list.year}-`)),
    ),
  }
}
