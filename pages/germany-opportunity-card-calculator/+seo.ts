import { site } from '../../content/site'
import { breadcrumbJsonLd } from '../../lib/seo/jsonld'
import { routeSeo } from '../route-seo'

export default routeSeo(({ germanyOpportunityCard }) => ({
  jsonLd: [breadcrumbJsonLd(site, germanyOpportunityCard.breadcrumb)],
}))
