// Every page a crawler should index: the site's routes, their Hindi and Marathi versions, and the
// blog's posts. The sitemap, the link-preview images and the benchmark are made from this list.
import { copyIn } from '../content/copy'
import { postIllustration } from '../content/illustrations'
import type { IndexablePage } from '../content/routes'
import { blogPosts } from './blog'
import { locales } from './i18n'

/** Each route in each language it has: English for all, Hindi and Marathi where translated. */
const routePages = locales.flatMap((locale) => {
  const { routes, pageEyebrow } = copyIn(locale)
  return Object.values(routes)
    .filter((route) => locale === 'en' || route.translated)
    .map((route) => ({
      path: route.path,
      title: route.title,
      eyebrow: pageEyebrow,
      illustration: route.illustration,
    }))
})

export const indexablePages: readonly IndexablePage[] = [
  ...routePages,
  ...blogPosts.map((post) => ({
    path: post.path,
    title: post.title,
    eyebrow: `Blog · ${post.category}`,
    illustration: postIllustration(post.slug),
  })),
]
