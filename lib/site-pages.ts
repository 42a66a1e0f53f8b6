// Every page a crawler should index: the site's routes, their Hindi and Marathi versions, and the
// blog's posts. The sitemap, the link-preview images and the benchmark are made from this list, which
// pages/site-files.ts makes from the copy.
import { postIllustration } from '../content/illustrations'
import type { IndexablePage, NamedRoute } from '../content/routes'
import { blogPosts } from './blog'
import { type Locale, locales } from './i18n'

/** The route words of a language (content/copy.ts `copyIn`): each route's head words and the previews' eyebrow. */
type RouteWords = (locale: Locale) => { routes: Record<string, NamedRoute>; pageEyebrow: string }

/** Each route in each language it has (English for all, Hindi and Marathi where translated), then the posts. */
export function indexablePages(wordsIn: RouteWords): readonly IndexablePage[] {
  const routePages = locales.flatMap((locale) => {
    const { routes, pageEyebrow } = wordsIn(locale)
    return Object.values(routes)
      .filter((route) => locale === 'en' || route.translated)
      .map((route) => ({
        path: route.path,
        title: route.title,
        eyebrow: pageEyebrow,
        illustration: route.illustration,
      }))
  })
  return [
    ...routePages,
    ...blogPosts.map((post) => ({
      path: post.path,
      title: post.title,
      eyebrow: `Blog · ${post.category}`,
      illustration: postIllustration(post.slug),
    })),
  ]
}
