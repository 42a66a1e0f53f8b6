import { withFacts } from '../../lib/facts/site'
import { faqPageJsonLd } from '../../lib/seo/jsonld'
import { localizedPageSeo } from '../../lib/seo/page'

export default localizedPageSeo('faq', ({ faqItems }) => ({
  jsonLd: [faqPageJsonLd(withFacts(faqItems, 'content/faq.ts').content)],
}))
