// The Terms of Service page (spec "Terms of Service"): six sections, their words in the English
// catalogue (the page is English only); contact details come from site.ts.
import type { MessageKey, Messages } from '../lib/messages'
import type { LegalDocument } from './types'

/** The day the terms last changed: fixed in content, never the build date. */
const lastUpdated = new Date('2024-01-15')

/** Each section by its name in the catalogue, with how many paragraphs and list items it has. */
const sections = [
  { name: 'acceptance', paragraphs: 2 },
  { name: 'service', paragraphs: 2 },
  { name: 'responsibilities', paragraphs: 1, items: 5 },
  { name: 'fees', paragraphs: 2 },
  { name: 'liability', paragraphs: 2 },
  { name: 'contact', paragraphs: 1 },
] as const

/** The keys "termsOfService.fees.paragraph1" … of a section's paragraphs or items (a missing one fails the build). */
const numbered = (section: string, kind: 'paragraph' | 'item', count: number) =>
  Array.from({ length: count }, (_, index) => `termsOfService.${section}.${kind}${index + 1}` as MessageKey)

export const termsOfService = (m: Messages): LegalDocument => ({
  title: m('termsOfService.title'),
  lastUpdated: m('termsOfService.lastUpdated', { date: lastUpdated }),
  intro: m('termsOfService.intro'),
  sections: sections.map((section) => ({
    heading: m(`termsOfService.${section.name}.heading`),
    paragraphs: numbered(section.name, 'paragraph', section.paragraphs).map((key) => m(key)),
    ...('items' in section && { list: numbered(section.name, 'item', section.items).map((key) => m(key)) }),
  })),
})
