// A page's head data when it carries more than its route's words (a page's +seo.ts) or nothing more
// (pages/+onRenderHtml.tsx): the route's words in the page's language, and what the page adds from
// the same language's copy.
import { type Copy, copyIn } from '../content/copy'
import type { NamedRoute } from '../content/routes'
import type { Locale } from '../lib/i18n'
import { routeAt } from '../lib/page-route'
import type { PageSeo } from '../lib/seo/head'
import { pageSeo } from '../lib/seo/page'

/**
 * The head data of the page's route in the page's language, `extra` made from the same language's
 * copy and route: what a page without a +seo of its own has (pages/+onRenderHtml.tsx).
 */
export const routeSeo =
  (extra: (copy: Copy, locale: Locale, route: NamedRoute) => Partial<PageSeo> = () => ({})) =>
  ({ locale, urlPathname }: { locale: Locale; urlPathname: string }): PageSeo => {
    const copy = copyIn(locale)
    const route = copy.routes[routeAt(urlPathname)]
    return pageSeo(route, extra(copy, locale, route))
  }
