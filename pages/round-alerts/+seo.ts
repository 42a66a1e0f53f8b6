import type { PageContextServer } from 'vike/types'
import { copyIn } from '../../content/copy'
import type { PageSeo } from '../../lib/seo/head'

export default function seo(pageContext: PageContextServer): PageSeo {
  const { seo } = copyIn(pageContext.locale).roundAlerts
  return {
    path: pageContext.urlPathname,
    title: seo.title,
    description: seo.description,
    keywords: [],
    noindex: true,
  }
}
