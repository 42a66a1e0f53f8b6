import type { PageContextServer } from 'vike/types'
import { copyIn } from '../../../content/copy'
import type { PageSeo } from '../../../lib/seo/head'

export default function seo(pageContext: PageContextServer): PageSeo {
  const { seo } = copyIn(pageContext.locale).book
  return {
    path: pageContext.urlPathname,
    title: seo.changeTitle,
    description: seo.changeDescription,
    keywords: [],
    noindex: true,
  }
}
