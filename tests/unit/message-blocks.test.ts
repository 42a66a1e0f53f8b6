// A module reads a block of the catalogue whole (lib/messages.ts `words`): its shape is the
// catalogue's, so a new bullet is a catalogue edit and no TypeScript restates a key.
import { parseMessage } from '@shared/message-format.ts'
import { describe, expect, it } from 'vitest'
import { blockOf, type MessageKey } from '../../lib/messages'

/** A made-up page's words, shaped as the real catalogues. */
const catalogue = {
  'page.hero.heading': 'Work in Canada',
  'page.steps.0': 'Book a call',
  'page.steps.1': 'Send your documents',
  'page.since': 'Advising since {year, number, ::group-off}.',
  'other.heading': 'Not on this page',
}

const read = (english: Record<string, string>, values: Record<string, number> = { year: 2013 }) =>
  blockOf(english, 'page', values, (key: MessageKey, own) =>
    String(parseMessage(english[key] ?? '', 'en').format(own)),
  )

describe('a block of the catalogue', () => {
  it('is the catalogue’s shape under its prefix, numbered keys a list, arguments filled in', () => {
    expect(read(catalogue)).toEqual({
      hero: { heading: 'Work in Canada' },
      steps: ['Book a call', 'Send your documents'],
      since: 'Advising since 2013.',
    })
  })

  it('grows a list when the catalogue gains an item, with no TypeScript changed', () => {
    const longer = read({ ...catalogue, 'page.steps.2': 'Receive your visa' }) as { steps: string[] }
    expect(longer.steps).toEqual(['Book a call', 'Send your documents', 'Receive your visa'])
  })

  it('gives each message only the values its arguments name', () => {
    const given: Record<string, unknown>[] = []
    blockOf(catalogue, 'page', { year: 2013, name: 'DreamBorder' }, (_key, own) => {
      given.push(own)
      return ''
    })
    expect(given).toEqual([{}, {}, {}, { year: 2013 }])
  })

  it('keeps what a message is said as whole, an object with an empty list in it too', () => {
    const statement = { text: 'Work in Canada', states: [] }
    const said = blockOf(catalogue, 'page', {}, () => statement) as { hero: { heading: unknown } }
    expect(said.hero.heading).toBe(statement)
  })

  it('leaves out the keys or blocks a module says itself', () => {
    const said = blockOf(catalogue, 'page', {}, (key) => key, ['since', 'steps'])
    expect(said).toEqual({ hero: { heading: 'page.hero.heading' } })
  })

  it('refuses a list with a gap in its numbers, and a prefix with no messages', () => {
    const { 'page.steps.1': _, ...gap } = { ...catalogue, 'page.steps.2': 'Receive your visa' }
    expect(() => read(gap)).toThrow('The list "page.steps" is not numbered 0 to 1')
    expect(() => blockOf(catalogue, 'none', {}, (key) => key)).toThrow('No messages under "none"')
  })
})
