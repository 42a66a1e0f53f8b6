import { nzSkilledMigrant } from '../../content/nz-skilled-migrant'
import { routes } from '../../content/routes'
import { site } from '../../content/site'
import { breadcrumbJsonLd } from '../../lib/seo/jsonld'
import { pageSeo } from '../../lib/seo/page'

export default pageSeo(routes.nzSkilledMigrantCalculator, {
  jsonLd: [breadcrumbJsonLd(site, nzSkilledMigrant.breadcrumb)],
})
