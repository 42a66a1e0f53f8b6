import { site } from '../../content/site'
import { breadcrumbJsonLd } from '../../lib/seo/jsonld'
import { routeSeo } from '../route-seo'

export default routeSeo(({ ukSkilledWorker }) => ({
  jsonLd: [breadcrumbJsonLd(site, ukSkilledWorker.breadcrumb)],
}))
