import type { PageContextServer } from 'vike/types'
import { copyIn } from '../../../content/copy'
import type { PageSeo } from '../../../lib/seo/head'

export default function seo(pageContext: PageContextServer): PageSeo {
  const { seo } = copyIn(pageContext.locale).yourData
  return {
    path: pageContext.urlPathname,
    title: seo.confirmTitle,
    description: seo.confirmDescription,
    keywords: [],
    noindex: true,
  }
}
