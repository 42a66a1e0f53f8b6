import type { NamedRoute } from '../../content/routes'
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
