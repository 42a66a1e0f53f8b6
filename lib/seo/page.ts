import type { SiteRoute } from '../../content/routes'
import type { PageSeo } from './head'

const home = { name: 'Home', path: '/' }

/** A route's head data: its copy from the route list, with a Home → page breadcrumb on inner pages. */
export function pageSeo(route: SiteRoute, extra: Partial<PageSeo> = {}): PageSeo {
  return {
    path: route.path,
    title: route.title,
    description: route.description,
    keywords: route.keywords,
    ...(route.path === '/' ? {} : { breadcrumb: [home, { name: route.label, path: route.path }] }),
    ...extra,
  }
}
