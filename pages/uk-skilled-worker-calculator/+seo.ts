import { site } from '../../content/site'
import { breadcrumbJsonLd } from '../../lib/seo/jsonld'
import { localizedPageSeo } from '../../lib/seo/page'

export default localizedPageSeo('ukSkilledWorkerCalculator', ({ ukSkilledWorker }) => ({
  jsonLd: [breadcrumbJsonLd(site, ukSkilledWorker.breadcrumb)],
}))
