// Success stories grouped by destination (/success-stories), and how each group's cards fill rows of
// three on wide screens so that no row is left with one card beside empty columns.

/**
 * How a group's cards fill rows at the widest breakpoint:
 * - 'threes': full rows of three;
 * - 'threes-then-two': full rows, then the last two share a row by halves;
 * - 'threes-then-four': full rows, then the last four as two rows of halves (3 + 1 would leave a lone card);
 * - 'one': a single card, which shares its row with the next one-story group when there is one.
 */
export type StoryRows = 'threes' | 'threes-then-two' | 'threes-then-four' | 'one'

export interface StoryGroup<Story> {
  /** The destination the stories share; undefined for stories that name none. */
  destination: string | undefined
  stories: Story[]
  rows: StoryRows
  /** Half the width of the page, beside another one-story group, instead of a row of its own. */
  half: boolean
}

export function storyRows(count: number): StoryRows {
  if (count === 1) return 'one'
  const remainder = count % 3
  return remainder === 0 ? 'threes' : remainder === 2 ? 'threes-then-two' : 'threes-then-four'
}

/**
 * Stories grouped by destination: the largest groups first (ties keep the order of first appearance),
 * stories that name no destination last. Consecutive one-story groups are paired side by side.
 */
export function groupByDestination<Story extends { name: string; country?: string }>(
  stories: readonly Story[],
): StoryGroup<Story>[] {
  const byDestination = new Map<string | undefined, Story[]>()
  for (const story of stories) {
    const group = byDestination.get(story.country) ?? []
    group.push(story)
    byDestination.set(story.country, group)
  }
  const named = [...byDestination].filter(([destination]) => destination !== undefined)
  // Array.prototype.sort is stable, so equal counts keep their first-appearance order.
  named.sort(([, a], [, b]) => b.length - a.length)
  const unnamed = byDestination.get(undefined)
  const ordered = unnamed ? [...named, [undefined, unnamed] as const] : named
  const groups = ordered.map(([destination, members]) => ({
    destination,
    stories: members,
    rows: storyRows(members.length),
    half: false,
  }))
  for (let index = 0; index + 1 < groups.length; index++) {
    const current = groups[index]
    const next = groups[index + 1]
    if (current?.rows === 'one' && next?.rows === 'one') {
      current.half = true
      next.half = true
      index++
    }
  }
  return groups
}
