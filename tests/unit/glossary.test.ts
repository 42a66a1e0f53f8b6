// The glossary (content/i18n/glossary.ts) holds the two translations to one word for each recurring
// term: where the English copy uses a term, the Hindi and Marathi copy use the glossary's word for it,
// and neither language borrows the other's where the two differ.

import { describe, expect, it } from 'vitest'
import { type GlossaryEntry, glossary } from '../../content/i18n/glossary'
import { catalogues } from '../../lib/messages'

const textOf = (copy: unknown): string => JSON.stringify(copy)

// Every word of the site is in the catalogues.
const copies = { hi: textOf(catalogues.hi), mr: textOf(catalogues.mr) }
const englishText = textOf(catalogues.en).toLowerCase()

/** A glossary word as it is written in running text: the part before any gloss in brackets. */
const word = (term: string) => term.replace(/\s*\(.*\)$/, '').replace(/…$/, '')

/** Whether a copy has a word where a word starts ("रूट", not the end of "रिक्रूटिंग"); kept English terms in any case. */
const uses = (copy: string, term: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu').test(copy)

/** An entry's terms as each language writes them: each name of a list kept in English on its own. */
const termsOf = (entry: GlossaryEntry) =>
  entry.keptInEnglish
    ? entry.en.split(', ').map((name) => ({ en: name, hi: name, mr: name }))
    : [{ en: word(entry.en), hi: word(entry.hi), mr: word(entry.mr) }]

describe('the glossary', () => {
  it.each(glossary.map((entry) => [entry.en, entry] as const))(
    '"%s" is written as the glossary says',
    (_, entry) => {
      for (const term of termsOf(entry)) {
        if (!englishText.includes(term.en.toLowerCase().replace(/^the /, ''))) continue
        for (const language of ['hi', 'mr'] as const)
          expect(uses(copies[language], term[language]), `${language}: ${term[language]}`).toBe(true)
      }
    },
  )

  it('keeps Hindi words out of the Marathi copy and Marathi words out of the Hindi', () => {
    for (const entry of glossary) {
      const [hi, mr] = [word(entry.hi), word(entry.mr)]
      if (hi === mr || hi.includes(mr) || mr.includes(hi)) continue
      if (!('hindiWordIsMarathiToo' in entry))
        expect(uses(copies.mr, hi), `${entry.en}: Hindi "${hi}" in Marathi`).toBe(false)
      if (!('marathiWordIsHindiToo' in entry))
        expect(uses(copies.hi, mr), `${entry.en}: Marathi "${mr}" in Hindi`).toBe(false)
    }
  })
})
