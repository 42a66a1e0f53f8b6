// The translators' descriptions (messages/descriptions.json) cover every message and every argument
// of the English catalogue, and describe nothing that is gone: a new block, a new argument or a
// renamed one fails here, naming what to describe or delete.
import { describe, expect, it } from 'vitest'
import { type Descriptions, descriptionProblems } from '../../lib/message-descriptions'
import { catalogues } from '../../lib/messages'
import descriptions from '../../messages/descriptions.json' with { type: 'json' }

/** A made-up catalogue and its descriptions, shaped as the real ones. */
const english = {
  'fees.hero.heading': 'Fees: What Your Visa Will Cost',
  'fees.routes.canada.name': 'Canada',
  'fees.government.lastKnown': 'Last known amount: {amount}',
  'contact.hero.heading': 'Contact Us, {name}',
}
const sound: Descriptions = {
  blocks: { 'fees.': '/fees', 'fees.routes.': 'each route', 'contact.hero.heading': '/contact, its heading' },
  placeholders: { amount: 'an amount of money', name: { 'contact.': 'the firm’s name' } },
}
const check = (described: Descriptions) =>
  descriptionProblems(english as Parameters<typeof descriptionProblems>[0], described)

describe('the descriptions of the messages', () => {
  it('cover every message and argument of the site’s catalogues, and nothing else', () => {
    expect(descriptionProblems(catalogues.en, descriptions)).toEqual([])
  })

  it('pass sound descriptions', () => {
    expect(check(sound)).toEqual([])
  })

  it('name a message in no described block', () => {
    const { 'contact.hero.heading': _, ...blocks } = sound.blocks
    expect(check({ ...sound, blocks })).toEqual(['"contact.hero.heading" is in no described block'])
  })

  it('name an argument no description explains, everywhere or in its block', () => {
    expect(check({ ...sound, placeholders: { name: sound.placeholders.name ?? '' } })).toEqual([
      '"fees.government.lastKnown" takes {amount}, which no description explains',
    ])
    expect(check({ ...sound, placeholders: { ...sound.placeholders, name: { 'fees.': 'x' } } })).toEqual([
      '"contact.hero.heading" takes {name}, which no description explains',
      '{name} is described for "fees.", where no message takes it',
    ])
  })

  it('name a description of nothing: a block gone, a prefix cut mid-name, an argument no message takes', () => {
    const blocks = { ...sound.blocks, 'visaSubclasses.': 'gone', 'fees.rout': 'not a block' }
    expect(check({ blocks, placeholders: { ...sound.placeholders, fee: 'gone' } })).toEqual([
      'the block "visaSubclasses." describes no message (a block ends in "." or is a whole key)',
      'the block "fees.rout" describes no message (a block ends in "." or is a whole key)',
      '{fee} is described, but no message takes it',
    ])
  })
})
