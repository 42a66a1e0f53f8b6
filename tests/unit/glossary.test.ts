// The glossary (content/i18n/glossary.ts) holds the two translations to one word for each recurring
// term: where the English copy uses a term, the Hindi and Marathi copy use the glossary's word for it,
// and neither language borrows the other's where the two differ.
import { catalogues } from '@shared/messages.ts'
import { describe, expect, it } from 'vitest'
import { glossary } from '../../content/i18n/glossary'

const textOf = (copy: unknown): string => JSON.stringify(copy)

// Every word of the site is in the catalogues.
const copies = { hi: textOf(catalogues.hi), mr: textOf(catalogues.mr) }
const englishText = textOf(catalogues.en).toLowerCase()

/** A glossary word as it is written in running text: the part before any gloss in brackets. */
const word = (term: string) => term.replace(/\s*\(.*\)$/, '').replace(/…$/, '')

describe('the glossary', () => {
  it.each(glossary.map((entry) => [entry.en, entry] as const))(
    '"%s" is written as the glossary says',
    (_, entry) => {
      const englishTerm = word(entry.en).toLowerCase().replace(/^the /, '')
      if (!englishText.includes(englishTerm)) return
      for (const language of ['hi', 'mr'] as const)
        expect(copies[language], language).toContain(word(entry[language]))
    },
  )

  it('keeps Hindi words out of the Marathi copy and Marathi words out of the Hindi', () => {
    for (const entry of glossary) {
      const [hi, mr] = [word(entry.hi), word(entry.mr)]
      if (hi === mr || hi.includes(mr) || mr.includes(hi)) continue
      if (!('hindiWordIsMarathiToo' in entry))
        expect(copies.mr, `${entry.en}: Hindi "${hi}" in Marathi`).not.toContain(hi)
      if (!('marathiWordIsHindiToo' in entry))
        expect(copies.hi, `${entry.en}: Marathi "${mr}" in Hindi`).not.toContain(mr)
    }
  })
})
