// What every calculator page hands its island beside the grid and the copy (components/ui/PointsResult.tsx
// `CalculatorIslandProps`): how results read, where the grid comes from, the ways to an enquiry and to
// WhatsApp, and the page's own address for the shared link.
import type { Source } from '../../content/facts/types'
import { pointsReading } from '../../content/points'
import { routes } from '../../content/routes'
import { site } from '../../content/site'
import { absoluteUrl } from '../seo/url'

export function calculatorIslandProps(
  path: string,
  provenance: { asOf: string; sources: readonly Source[] },
) {
  return {
    reading: pointsReading,
    provenance: { asOf: provenance.asOf, sources: provenance.sources },
    contactPath: routes.contact.path,
    whatsapp: site.whatsapp,
    pageUrl: absoluteUrl(site.url, path),
  }
}
