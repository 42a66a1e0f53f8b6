// Canada invites most Express Entry candidates through category rounds, each open to the NOC 2021 unit
// groups of its category's list for the year. This answers, for one NOC code, its unit group (title and
// TEER), the category lists it is on, and the rounds held for those categories in their year, from the
// snapshots and the rounds it is given.
import type {
  CanadaCategoryList,
  CanadaOccupationsFile,
  NocFile,
  NocUnitGroup,
} from '../../content/facts/occupations/types'
import type { ExpressEntryRound } from '../draws/rounds'

export interface CanadaOccupation extends NocUnitGroup {
  categories: readonly CanadaCategoryList[]
  /** The rounds of those categories held in the year of their list, newest first. */
  rounds: readonly ExpressEntryRound[]
}

/** What the page tells a visitor of one NOC 2021 unit group; null for a code the classification lacks. */
export function canadaOccupation(
  {
    nocs,
    categories: lists,
    rounds,
  }: {
    nocs: NocFile
    categories: CanadaOccupationsFile
    rounds: readonly ExpressEntryRound[]
  },
  noc: string,
): CanadaOccupation | null {
  const group = nocs.unitGroups.find((kept) => kept.noc === noc)
  if (!group) return null
  const categories = lists.categories.filter((list) => list.noc.includes(noc))
  return {
    ...group,
    categories,
    rounds: rounds.filter((round) =>
      categories.some((list) => list.round === round.type && round.date.startsWith(`${list.year}-`)),
    ),
  }
}
