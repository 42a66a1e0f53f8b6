// Each route's words in a page's language (its link label, head words, a trail of links), from the
// catalogues; the routes themselves are content/routes.ts, data that lib/ reads.

import { formatOpeningHours } from '../lib/locale'
import { type Messages, messagesFor } from '../lib/messages'
import { type NamedRoute, type RouteKey, routes } from './routes'
import { site } from './site'

/** Each route with its words in m's language: a page in English only keeps its English head words. */
export function namedRoutes(m: Messages): Record<RouteKey, NamedRoute> {
  const english = messagesFor('en')
  // The figures a description quotes, and the opening hours in the page's language.
  const values = {
    name: site.name,
    foundingYear: String(site.foundingYear),
    applications: site.claims.applications,
    countries: site.claims.countries,
    hours: formatOpeningHours(site.hours, m.language),
  }
  const named = (key: RouteKey): NamedRoute => {
    const route = routes[key]
    const head = route.translated ? m : english
    return {
      ...route,
      label: m(`routes.label.${key}`),
      title: head(`routes.${key}.title`),
      description: head(`routes.${key}.description`, values),
      // One message a route: the translator writes its keywords as one comma-separated line.
      keywords: [head(`routes.${key}.keywords`)],
    }
  }
  return Object.fromEntries(Object.keys(routes).map((key) => [key, named(key as RouteKey)])) as Record<
    RouteKey,
    NamedRoute
  >
}

/** A trail of links to routes (a breadcrumb), in m's language. */
export const routeTrail = (m: Messages, ...keys: readonly RouteKey[]) =>
  keys.map((key) => ({ label: m(`routes.label.${key}`), path: routes[key].path }))

/**
 * The way from the calculators and the visa finder to a route's costs on /cost (lib/cost/query.ts); the
 * finder's fourteen route cards say it in one word (`short`), within the translated pages' HTML budget.
 */
export const costJourney = (m: Messages, words: 'label' | 'short' = 'label') => ({
  path: routes.cost.path,
  label: m(`cost.journey.${words}`),
})

/** The eyebrow of the link-preview images of the site's own pages (posts show their category). */
export const pageEyebrow = (m: Messages): string => m('routes.pageEyebrow')
