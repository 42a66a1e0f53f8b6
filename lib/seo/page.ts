import { type Copy, copyIn } from '../../content/copy'
import type { RouteKey, SiteRoute } from '../../content/routes'
import type { Locale } from '../i18n'
import type { PageSeo } from './head'

/** A route's head data: its copy from the route list. */
export function pageSeo(route: SiteRoute, extra: Partial<PageSeo> = {}): PageSeo {
  return {
    path: route.path,
    title: route.title,
    description: route.description,
    keywords: route.keywords,
    ...extra,
  }
}

/** A translated route's head data in the page's language, `extra` made from the same language's copy. */
export const localizedPageSeo =
  (key: RouteKey, extra: (copy: Copy) => Partial<PageSeo> = () => ({})) =>
  ({ locale }: { locale: Locale }): PageSeo => {
    const copy = copyIn(locale)
    return pageSeo(copy.routes[key], extra(copy))
  }
