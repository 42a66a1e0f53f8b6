import type { PageContextServer } from 'vike/types'
import { copyIn } from '../../../content/copy'
import type { PageSeo } from '../../../lib/seo/head'

export default function seo(pageContext: PageContextServer): PageSeo {
  return {
    path: pageContext.urlPathname,
    ...copyIn(pageContext.locale).enquirySent.seo,
    keywords: [],
    noindex: true,
  }
}
