import type { PageContextServer } from 'vike/types'
import { site } from '../../../content/site'
import type { PageSeo } from '../../../lib/seo/head'
import { blogPostingJsonLd, faqPageJsonLd } from '../../../lib/seo/jsonld'
import type { Data } from './+data'

export default function seo(pageContext: PageContextServer<Data>): PageSeo {
  const post = pageContext.data
  return {
    path: post.path,
    title: post.title,
    shortTitle: post.shortTitle,
    description: post.excerpt,
    keywords: [post.category, 'immigration', 'visa guide', ...post.title.split(/[:,]/).slice(0, 1)],
    type: 'article',
    publishedTime: post.date,
    modifiedTime: post.updated,
    jsonLd: [
      blogPostingJsonLd(site, {
        path: post.path,
        title: post.title,
        description: post.excerpt,
        author: post.author,
        datePublished: post.date,
        dateModified: post.updated,
        imagePath: `/images/blog/${post.image}`,
      }),
      faqPageJsonLd(post.faq),
    ],
  }
}
