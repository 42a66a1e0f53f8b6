import { routes } from '../../content/routes'
import { site } from '../../content/site'
import { ukSkilledWorker } from '../../content/uk-skilled-worker'
import { breadcrumbJsonLd } from '../../lib/seo/jsonld'
import { pageSeo } from '../../lib/seo/page'

export default pageSeo(routes.ukSkilledWorkerCalculator, {
  jsonLd: [breadcrumbJsonLd(site, ukSkilledWorker.breadcrumb)],
})
