import type { PageContextServer } from 'vike/types'
import { notFoundSeo, unexpectedError } from '../../content/errors'
import type { PageSeo } from '../../lib/seo/head'

export default function seo(pageContext: PageContextServer): PageSeo {
  return {
    path: pageContext.urlPathname,
    title: pageContext.is404 ? notFoundSeo.title : unexpectedError.heading,
    description: notFoundSeo.description,
    keywords: [],
    noindex: true,
  }
}
