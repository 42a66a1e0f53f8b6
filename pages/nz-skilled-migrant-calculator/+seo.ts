import { site } from '../../content/site'
import { breadcrumbJsonLd } from '../../lib/seo/jsonld'
import { routeSeo } from '../../lib/seo/page'

export default routeSeo(({ nzSkilledMigrant }) => ({
  jsonLd: [breadcrumbJsonLd(site, nzSkilledMigrant.breadcrumb)],
}))
