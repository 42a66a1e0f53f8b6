// How a server-rendered island and the client entry speak: the marker's attributes and how they are
// read. components/layout/Island.tsx writes markers, pages/client-entry.ts reads them, the tests use both.
/**
 * How soon an island hydrates:
 * - `load`: once the page has painted.
 * - `interaction`: at the visitor's first touch, click, focus or key inside it (an island that works
 *   on native HTML until then, or whose fields keep what is typed into them before).
 * - `interaction-or-query`: the same, or at once when the page's address carries a query, from which
 *   the island takes its first answers (a shared calculator result, a prefilled enquiry).
 * - `demand`: when another island asks for it with the {@link islandDemandEvent} (the notifications,
 *   at the page's first notice).
 */
export type HydrateStrategy = 'load' | 'interaction' | 'interaction-or-query' | 'demand'

/** On an enquiry form: a real HTML form whose submit the page holds until its island is live. */
export const enquiryFormAttribute = 'data-enquiry-form'
/** On an enquiry form submitted before its island was live: the island sends it once it is. */
export const pendingSubmitAttribute = 'data-submit-pending'
/** Told on a form held pending, so that the client entry, if it runs already, hydrates its island at once. */
export const pendingSubmitEvent = 'enquiry-pending'

/** Dispatched on a `demand` island's marker to hydrate it. */
export const islandDemandEvent = 'island-demand'

export const islandAttributes = {
  name: 'data-island',
  hydrate: 'data-hydrate',
  /** Hydrate only while this media query matches, e.g. below a breakpoint. */
  media: 'data-media',
  /** The component's props, as JSON. */
  props: 'data-props',
  /** Set once the island is live (for styling, debugging and tests). */
  hydrated: 'data-hydrated',
} as const

export interface IslandMarker {
  name: string
  hydrate: HydrateStrategy
  media?: string
  props: object
}

const strategies: readonly HydrateStrategy[] = ['load', 'interaction', 'interaction-or-query', 'demand']

/** The attributes of a marker element, for the server to render. */
export function markerAttributes({
  name,
  hydrate,
  media,
  props,
}: IslandMarker): Record<string, string | undefined> {
  return {
    [islandAttributes.name]: name,
    [islandAttributes.hydrate]: hydrate,
    [islandAttributes.media]: media,
    [islandAttributes.props]: JSON.stringify(props),
  }
}

/** What the client entry reads of a marker to schedule it; an unknown strategy falls back to `load`. */
export type MarkerPlan = Omit<IslandMarker, 'props'>

export function readMarker(element: Pick<Element, 'getAttribute'>): MarkerPlan {
  const hydrate = element.getAttribute(islandAttributes.hydrate) as HydrateStrategy | null
  return {
    name: element.getAttribute(islandAttributes.name) ?? '',
    hydrate: hydrate && strategies.includes(hydrate) ? hydrate : 'load',
    media: element.getAttribute(islandAttributes.media) ?? undefined,
  }
}

/** The CSS selector of every marker, or of one island's markers. */
export const markerSelector = (name?: string) =>
  name ? `[${islandAttributes.name}="${name}"]` : `[${islandAttributes.name}]`

/**
 * On <html>, set by the first-paint script before the body is parsed: `link` while the address holds
 * answers an island has not applied yet (components/ui/use-query-answers.ts empties it once it has),
 * else empty. Absent without JavaScript. The variants `pending` and `no-js`
 * (components/layout/styles.css) read it to hide a result worked out from other answers.
 */
export const answersAttribute = 'data-answers'

/** On a link: it takes the page's query and fragment with it (the language switcher; lib/first-paint.ts). */
export const keepQueryAttribute = 'data-keep-query'
