import { withFacts } from '../../lib/facts/site'
import { faqPageJsonLd } from '../../lib/seo/jsonld'
import { routeSeo } from '../../lib/seo/page'

export default routeSeo(({ faqItems }) => ({
  jsonLd: [faqPageJsonLd(withFacts(faqItems).content)],
}))
