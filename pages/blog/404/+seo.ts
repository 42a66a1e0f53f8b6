import { notFound } from '../../../content/errors'
import type { PageSeo } from '../../../lib/seo/head'

export default {
  path: '/blog/404',
  title: notFound.blog.heading,
  description: notFound.blog.body,
  keywords: [],
  noindex: true,
} satisfies PageSeo
