// What every calculator page hands its island beside the grid and the copy (components/ui/CalculatorLayout.tsx
// `CalculatorIslandProps`): how results read, where the grid comes from, the ways to an enquiry and to
// WhatsApp, and the page's own address for the shared link.
import type { Source } from '../../content/facts/types'
import { site } from '../../content/site'
import { absoluteUrl } from '../seo/url'

/**
 * `path` is the page's own address in its language; `copy` is that language's copy (content/copy.ts),
 * of which the island takes how results read and the contact page's address.
 */
export function calculatorIslandProps<Reading>(
  path: string,
  provenance: { asOf: string; sources: readonly Source[] },
  copy: { pointsReading: Reading; routes: { contact: { path: string } } },
) {
  return {
    reading: copy.pointsReading,
    provenance: { asOf: provenance.asOf, sources: provenance.sources },
    contactPath: copy.routes.contact.path,
    whatsapp: site.whatsapp,
    pageUrl: absoluteUrl(site.url, path),
  }
}
