// The Terms of Service page (spec "Terms of Service"): six sections, their words in the English
// catalogue (the page is English only); contact details come from site.ts.
import { type Messages, words } from '../lib/messages'
import type { LegalDocument } from './types'

/** The day the terms last changed: fixed in content, never the build date. */
const lastUpdated = new Date('2024-01-15')

export const termsOfService = (m: Messages): LegalDocument => {
  const {
    title,
    lastUpdated: updated,
    intro,
    ...sections
  } = words(m, 'termsOfService', { date: lastUpdated })
  return {
    title,
    lastUpdated: updated,
    intro,
    // A section's "paragraphN" and "itemN" in the catalogue's order: its paragraphs, then its list.
    sections: Object.values(sections).map(({ heading, ...texts }) => {
      const list = Object.entries(texts).flatMap(([key, text]) => (key.startsWith('item') ? [text] : []))
      return {
        heading,
        paragraphs: Object.entries(texts).flatMap(([key, text]) =>
          key.startsWith('paragraph') ? [text] : [],
        ),
        ...(list.length > 0 && { list }),
      }
    }),
  }
}
