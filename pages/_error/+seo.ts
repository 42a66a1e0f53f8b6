import type { PageContextServer } from 'vike/types'
import { notFoundSeo } from '../../content/errors'
import { unexpectedErrorHeading } from '../../content/unexpected-error'
import { messagesFor } from '../../lib/messages'
import type { PageSeo } from '../../lib/seo/head'

export default function seo(pageContext: PageContextServer): PageSeo {
  const seo = notFoundSeo(messagesFor(pageContext.locale))
  return {
    path: pageContext.urlPathname,
    title: pageContext.is404 ? seo.title : unexpectedErrorHeading,
    description: seo.description,
    keywords: [],
    noindex: true,
  }
}
