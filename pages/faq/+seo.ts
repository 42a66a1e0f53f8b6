import { withFacts } from '../../lib/facts/site'
import { faqPageJsonLd } from '../../lib/seo/jsonld'
import { routeSeo } from '../route-seo'

export default routeSeo(({ faqItems }) => ({
  jsonLd: [faqPageJsonLd(withFacts(faqItems).content)],
}))
