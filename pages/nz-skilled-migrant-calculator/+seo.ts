import { site } from '../../content/site'
import { breadcrumbJsonLd } from '../../lib/seo/jsonld'
import { localizedPageSeo } from '../../lib/seo/page'

export default localizedPageSeo('nzSkilledMigrantCalculator', ({ nzSkilledMigrant }) => ({
  jsonLd: [breadcrumbJsonLd(site, nzSkilledMigrant.breadcrumb)],
}))
