import { notFound } from '../../../content/errors'
import { messagesFor } from '../../../lib/messages'
import type { PageSeo } from '../../../lib/seo/head'

const { blog } = notFound(messagesFor('en'))

export default {
  path: '/blog/404',
  title: blog.heading,
  description: blog.body,
  keywords: [],
  noindex: true,
} satisfies PageSeo
