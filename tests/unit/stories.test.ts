import { describe, expect, it } from 'vitest'
import { testimonials } from '../../content/testimonials'
import { messagesFor } from '../../lib/messages'
import { groupByDestination, storyRows } from '../../lib/stories'

const stories = (...countries: (string | undefined)[]) =>
  countries.map((country, index) => ({ name: `Client ${index}`, country }))

describe('storyRows', () => {
  it('never leaves one card alone in a row of three', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 27].map(storyRows)).toEqual([
      'one',
      'threes-then-two',
      'threes',
      'threes-then-four',
      'threes-then-two',
      'threes',
      'threes-then-four',
      'threes',
    ])
  })
})

describe('groupByDestination', () => {
  it('puts the largest groups first, ties in order of appearance, and stories without one last', () => {
    const groups = groupByDestination(stories('Canada', undefined, 'Germany', 'Australia', 'Australia'))
    expect(groups.map((group) => [group.destination, group.stories.length])).toEqual([
      ['Australia', 2],
      ['Canada', 1],
      ['Germany', 1],
      [undefined, 1],
    ])
  })

  it('pairs consecutive one-story groups side by side, and an odd one out takes a row', () => {
    const groups = groupByDestination(stories('Canada', 'Canada', 'Germany', 'Ireland', 'Spain'))
    expect(groups.map((group) => [group.destination, group.half])).toEqual([
      ['Canada', false],
      ['Germany', true],
      ['Ireland', true],
      ['Spain', false],
    ])
  })

  it('keeps every story of the page exactly once', () => {
    const stories = testimonials(messagesFor('en'))
    const groups = groupByDestination(stories)
    expect(groups.flatMap((group) => group.stories)).toHaveLength(stories.length)
    expect(new Set(groups.map((group) => group.destination)).size).toBe(groups.length)
  })
})
