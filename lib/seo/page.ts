import { type Copy, copyIn } from '../../content/copy'
import { type NamedRoute, type RouteKey, routes } from '../../content/routes'
import type { Locale } from '../i18n'
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

/** The route content/routes.ts declares at a page's own address (without its language). */
function routeAt(path: string): RouteKey {
  const key = (Object.keys(routes) as RouteKey[]).find((candidate) => routes[candidate].path === path)
  if (!key) throw new Error(`No route is declared at ${path} (content/routes.ts), and the page has no +seo`)
  return key
}

/**
 * The head data of the page's route in the page's language, `extra` made from the same language's
 * copy: what a page without a +seo of its own has (pages/+onRenderHtml.tsx).
 */
export const routeSeo =
  (extra: (copy: Copy, locale: Locale) => Partial<PageSeo> = () => ({})) =>
  ({ locale, urlPathname }: { locale: Locale; urlPathname: string }): PageSeo => {
    const copy = copyIn(locale)
    return pageSeo(copy.routes[routeAt(urlPathname)], extra(copy, locale))
  }
