import { site } from '../../content/site'
import { breadcrumbJsonLd } from '../../lib/seo/jsonld'
import { localizedPageSeo } from '../../lib/seo/page'

export default localizedPageSeo('germanyOpportunityCardCalculator', ({ germanyOpportunityCard }) => ({
  jsonLd: [breadcrumbJsonLd(site, germanyOpportunityCard.breadcrumb)],
}))
