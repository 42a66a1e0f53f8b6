// The 404 page, the unknown-blog-post message and the unexpected-error fallback (spec §2, §8): their
// words in the English catalogue (errors.*; these pages are English only).
import { type Messages, words } from '../lib/messages'
import { site } from './site'
import { unexpectedErrorHeading } from './unexpected-error'

export interface NotFoundCopy {
  code: string
  heading: string
  body: string
  homeLabel: string
  blog: { pathPrefix: string; heading: string; body: string; linkLabel: string }
}

export const notFound = (m: Messages): NotFoundCopy => {
  const { seo: _, ...said } = words(m, 'errors.notFound', { name: site.name })
  return { code: '404', ...said, blog: { pathPrefix: '/blog/', ...said.blog } }
}

export const notFoundSeo = (m: Messages) => words(m, 'errors.notFound.seo', { name: site.name })

export const unexpectedError = (m: Messages) => ({
  ...words(m, 'errors.unexpected'),
  heading: unexpectedErrorHeading,
})
