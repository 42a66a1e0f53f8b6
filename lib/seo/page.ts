import type { SiteRoute } from '../../content/routes'
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
