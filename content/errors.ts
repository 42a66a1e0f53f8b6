// The 404 page, the unknown-blog-post message and the unexpected-error fallback (spec §2, §8): their
// words in the English catalogue (errors.*; these pages are English only).
import type { Messages } from '../lib/messages'
import { site } from './site'
import { unexpectedErrorHeading } from './unexpected-error'

export interface NotFoundCopy {
  code: string
  heading: string
  body: string
  homeLabel: string
  blog: { pathPrefix: string; heading: string; body: string; linkLabel: string }
}

export const notFound = (m: Messages): NotFoundCopy => ({
  code: '404',
  heading: m('errors.notFound.heading'),
  body: m('errors.notFound.body'),
  homeLabel: m('errors.notFound.homeLabel'),
  blog: {
    pathPrefix: '/blog/',
    heading: m('errors.notFound.blog.heading'),
    body: m('errors.notFound.blog.body'),
    linkLabel: m('errors.notFound.blog.linkLabel'),
  },
})

export const notFoundSeo = (m: Messages) => ({
  title: m('errors.notFound.seo.title'),
  description: m('errors.notFound.seo.description', { name: site.name }),
})

export const unexpectedError = (m: Messages) => ({
  heading: unexpectedErrorHeading,
  fallbackMessage: m('errors.unexpected.fallbackMessage'),
  homeLabel: m('errors.unexpected.homeLabel'),
})
