import { routes } from '../../content/routes'
import { site } from '../../content/site'
import { visaFinder } from '../../content/visa-finder'
import { breadcrumbJsonLd } from '../../lib/seo/jsonld'
import { pageSeo } from '../../lib/seo/page'

export default pageSeo(routes.visaFinder, {
  jsonLd: [breadcrumbJsonLd(site, visaFinder.breadcrumb)],
})
