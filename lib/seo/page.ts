import { type Copy, copyIn } from '../../content/copy'
import type { NamedRoute } from '../../content/routes'
import type { Locale } from '../i18n'
import { routeAt } from '../page-route'
import type { PageSeo } from './head'

/** A route's head data: its words from the route list. */
export function pageSeo(route: NamedRoute, extra: Partial<PageSeo> = {}): PageSeo {
  return {
    path: route.path,
    title: route.title,
    description: route.description,
    keywords: route.keywords,
    ...extra,
  }
}

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
