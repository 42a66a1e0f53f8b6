// Copy of the Privacy Policy page (spec "Privacy Policy"): 11 sections plus Consent; contact details come
// from site.ts. Brought up to India's Digital Personal Data Protection Act, 2023 and Rules, 2025 (issue
// 38): the law wins over the spec's wording. Their rights and duties come into force on a later day
// (facts.india.dataProtection.dutiesFrom): the firm keeps them already, and the words say so (issue 49).
// The periods, processors and response time are the ones the forms' notice states and the retention job
// keeps (personal-data.ts, site.ts).
import { processingLogMonths, retentionDefaults } from '@shared/personal-data.ts'
import { processorsText } from '../lib/data-notice'
import { factArguments } from '../lib/facts/site'
import type { MessageKey, Messages } from '../lib/messages'
import { facts } from './facts'
import { site } from './site'
import type { LegalDocument } from './types'

export interface LegalClosing {
  heading: string
  body: string
}

/** Each section by its name, with how many paragraphs and list items it has, and whether it links on. */
const sections = [
  { name: 'collect', paragraphs: 1, items: 6 },
  { name: 'use', paragraphs: 1, items: 6 },
  { name: 'basis', paragraphs: 2, items: 0 },
  { name: 'sharing', paragraphs: 1, items: 3 },
  { name: 'security', paragraphs: 2, items: 0 },
  { name: 'retention', paragraphs: 3, items: 0 },
  {
    name: 'rights',
    paragraphs: 1,
    items: 6,
    link: { label: 'privacyPolicy.rights.link', href: '/your-data' },
  },
  { name: 'cookies', paragraphs: 2, items: 0 },
  { name: 'children', paragraphs: 1, items: 0 },
  { name: 'changes', paragraphs: 1, items: 0 },
  { name: 'contact', paragraphs: 1, items: 0 },
] as const satisfies readonly {
  name: string
  paragraphs: number
  items: number
  link?: { label: MessageKey; href: string }
}[]

const numbered = (count: number) => Array.from({ length: count }, (_, index) => index + 1)

/** A section's numbered message ("privacyPolicy.use.item3"): the catalogue check finds one missing. */
const nth = (name: string, kind: 'paragraph' | 'item', n: number) =>
  `privacyPolicy.${name}.${kind}${n}` as MessageKey

export function privacyPolicy(m: Messages) {
  const byService = (words: 'processor' | 'unnamed') => ({
    database: m(`privacyPolicy.${words}.database`),
    files: m(`privacyPolicy.${words}.files`),
    mail: m(`privacyPolicy.${words}.mail`),
  })
  /** What the sentences state: who processes the data, for how long it is kept, whom to write to, from when the law applies. */
  const values = factArguments(
    {
      processors: processorsText(
        site.processors,
        { service: byService('processor'), unnamed: byService('unnamed') },
        m.language,
      ),
      enquiryMonths: retentionDefaults.enquiryMonths,
      resumeMonths: retentionDefaults.resumeMonths,
      logMonths: processingLogMonths,
      // Who answers privacy requests: the grievance officer once named (an owner detail), the firm until then.
      officer: site.grievance.officer ?? 'none',
      email: site.email,
      days: site.grievance.responseDays,
      lawFrom: facts.india.dataProtection.dutiesFrom,
    },
    m.language,
  )
  return {
    title: m('privacyPolicy.title'),
    lastUpdated: m('privacyPolicy.lastUpdated'),
    intro: m('privacyPolicy.intro', values),
    sections: sections.map((section) => {
      const { name } = section
      return {
        heading: m(`privacyPolicy.${name}.heading`),
        paragraphs: numbered(section.paragraphs).map((n) => m(nth(name, 'paragraph', n), values)),
        ...(section.items > 0 && {
          list: numbered(section.items).map((n) => m(nth(name, 'item', n), values)),
        }),
        ...('link' in section && { link: { label: m(section.link.label), href: section.link.href } }),
      }
    }),
  } satisfies LegalDocument
}

export const privacyConsent = (m: Messages): LegalClosing => ({
  heading: m('privacyPolicy.consent.heading'),
  // Reading the site is never taken as consent (the Act asks for a clear, affirmative action).
  body: m('privacyPolicy.consent.body'),
})
