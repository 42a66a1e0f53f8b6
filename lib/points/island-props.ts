// What every calculator page hands its island beside the grid and the copy (components/ui/CalculatorLayout.tsx
// `CalculatorIslandProps`): how results read, where the grid comes from, the ways to an enquiry and to
// WhatsApp, and the page's own address for the shared link.
import { copyIn } from '../../content/copy'
import type { Source } from '../../content/facts/types'
import { site } from '../../content/site'
import type { Locale } from '../i18n'
import { absoluteUrl } from '../seo/url'

/** `path` is the page's own address in its language (`locale`), which also gives the copy. */
export function calculatorIslandProps(
  path: string,
  provenance: { asOf: string; sources: readonly Source[] },
  locale: Locale,
) {
  const { pointsReading, routes } = copyIn(locale)
  return {
    reading: pointsReading,
    provenance: { asOf: provenance.asOf, sources: provenance.sources },
    contactPath: routes.contact.path,
    whatsapp: site.whatsapp,
    pageUrl: absoluteUrl(site.url, path),
  }
}
