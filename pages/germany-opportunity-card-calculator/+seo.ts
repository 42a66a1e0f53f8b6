import { germanyOpportunityCard } from '../../content/germany-opportunity-card'
import { routes } from '../../content/routes'
import { site } from '../../content/site'
import { breadcrumbJsonLd } from '../../lib/seo/jsonld'
import { pageSeo } from '../../lib/seo/page'

export default pageSeo(routes.germanyOpportunityCardCalculator, {
  jsonLd: [breadcrumbJsonLd(site, germanyOpportunityCard.breadcrumb)],
})
