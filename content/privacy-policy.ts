// Copy of the Privacy Policy page (spec "Privacy Policy"): 11 sections plus Consent; contact details come
// from site.ts. Brought up to India's Digital Personal Data Protection Act, 2023 and Rules, 2025 (issue
// 38): the law wins over the spec's wording. Their rights and duties come into force on a later day
// (facts.india.dataProtection.dutiesFrom): the firm keeps them already, and the words say so (issue 49).
// The periods, processors and response time are the ones the forms' notice states and the retention job
// keeps (personal-data.ts, site.ts).
import { processingLogMonths, retentionDefaults } from '@shared/personal-data.ts'
import { processorsText } from '../lib/data-notice'
import { factArguments } from '../lib/facts/site'
import { type Messages, words } from '../lib/messages'
import { facts } from './facts'
import { site } from './site'
import type { LegalDocument } from './types'

export interface LegalClosing {
  heading: string
  body: string
}

/** Where a section's closing link leads (its label is the section's `link` message). */
const sectionLinks: Readonly<Record<string, string>> = { rights: '/your-data' }

/** A section's numbered messages of one kind ("paragraph1", "item3"), in their numbers' order. */
const numbered = (section: Readonly<Record<string, string>>, kind: 'paragraph' | 'item') =>
  Object.keys(section)
    .filter((key) => new RegExp(`^${kind}\\d+$`).test(key))
    .sort((a, b) => Number(a.slice(kind.length)) - Number(b.slice(kind.length)))
    .map((key) => section[key] as string)

export function privacyPolicy(m: Messages) {
  /** What the sentences state: who processes the data, for how long it is kept, whom to write to, from when the law applies. */
  const values = factArguments(
    {
      processors: processorsText(
        site.processors,
        { service: words(m, 'privacyPolicy.processor'), unnamed: words(m, 'privacyPolicy.unnamed') },
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
  // The sections in the catalogue's order, each as long as the catalogue has it.
  const { title, lastUpdated, intro, ...sections } = words(m, 'privacyPolicy', values, [
    'processor',
    'unnamed',
    'consent',
  ])
  return {
    title,
    lastUpdated,
    intro,
    sections: Object.entries(sections).map(([name, section]: [string, Readonly<Record<string, string>>]) => {
      const list = numbered(section, 'item')
      const href = sectionLinks[name]
      return {
        heading: section.heading as string,
        paragraphs: numbered(section, 'paragraph'),
        ...(list.length > 0 && { list }),
        ...(href && section.link && { link: { label: section.link, href } }),
      }
    }),
  } satisfies LegalDocument
}

// Reading the site is never taken as consent (the Act asks for a clear, affirmative action).
export const privacyConsent = (m: Messages): LegalClosing => words(m, 'privacyPolicy.consent')
