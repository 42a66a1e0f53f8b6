import { site } from '../../content/site'
import { breadcrumbJsonLd } from '../../lib/seo/jsonld'
import { routeSeo } from '../route-seo'

export default routeSeo(({ nzSkilledMigrant }) => ({
  jsonLd: [breadcrumbJsonLd(site, nzSkilledMigrant.breadcrumb)],
}))
