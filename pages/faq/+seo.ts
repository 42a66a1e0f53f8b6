import { faqItems } from '../../content/faq'
import { routes } from '../../content/routes'
import { withFacts } from '../../lib/facts/site'
import { faqPageJsonLd } from '../../lib/seo/jsonld'
import { pageSeo } from '../../lib/seo/page'

export default pageSeo(routes.faq, { jsonLd: [faqPageJsonLd(withFacts(faqItems, 'content/faq.ts').content)] })
