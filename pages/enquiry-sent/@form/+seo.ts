import type { PageContextServer } from 'vike/types'
import { enquirySent } from '../../../content/enquiry-sent'
import type { PageSeo } from '../../../lib/seo/head'

export default function seo(pageContext: PageContextServer): PageSeo {
  return {
    path: pageContext.urlPathname,
    ...enquirySent.seo,
    keywords: [],
    noindex: true,
  }
}
