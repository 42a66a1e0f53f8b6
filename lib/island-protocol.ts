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
  /** Instead of `props` in a built page: the props' place in the page's one props script ({@link liftIslandProps}). */
  propsAt: 'data-props-at',
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

/**
 * A marker as the client finds it, its props in its tag or in the page's props script (given as the
 * script's text); an unknown strategy falls back to `load`.
 */
export function readMarker(
  element: Pick<Element, 'getAttribute'>,
  propsScript?: string | null,
): IslandMarker {
  const hydrate = element.getAttribute(islandAttributes.hydrate) as HydrateStrategy | null
  const at = element.getAttribute(islandAttributes.propsAt)
  const lifted = at === null ? undefined : (JSON.parse(propsScript ?? '[]') as object[])[Number(at)]
  return {
    name: element.getAttribute(islandAttributes.name) ?? '',
    hydrate: hydrate && strategies.includes(hydrate) ? hydrate : 'load',
    media: element.getAttribute(islandAttributes.media) ?? undefined,
    props: lifted ?? (JSON.parse(element.getAttribute(islandAttributes.props) ?? '{}') as object),
  }
}

/** The id of the script at the end of a built page's body that holds its islands' props. */
export const propsScriptId = 'island-props'

/** A marker's props attribute as React writes it (its value escaped, so without a double quote). */
const propsInMarker = new RegExp(
  `(<div ${islandAttributes.name}="[^"]*" ${islandAttributes.hydrate}="[^"]*"(?: ${islandAttributes.media}="[^"]*")?) ${islandAttributes.props}="([^"]*)"`,
  'g',
)
const escapes: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
}

/**
 * A rendered body with every marker's props moved out of its tag into one JSON script at the body's
 * end, each marker left with its place there. Props are read only when an island hydrates, and in the
 * tag they came before the page's first screen: the Home form's words were 1.2 KB (gzip) of the first
 * round trip, which then no longer held the hero.
 */
export function liftIslandProps(body: string): string {
  const lifted: unknown[] = []
  const html = body.replace(propsInMarker, (_, tag: string, value: string) => {
    lifted.push(
      JSON.parse(value.replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => escapes[entity] ?? entity)),
    )
    return `${tag} ${islandAttributes.propsAt}="${lifted.length - 1}"`
  })
  if (lifted.length === 0) return body
  // "<" escaped, so that no text in the props can end the script.
  const json = JSON.stringify(lifted).replace(/</g, '\\u003c')
  return `${html}<script type="application/json" id="${propsScriptId}">${json}</script>`
}

/** The CSS selector of every marker, or of one island's markers. */
export const markerSelector = (name?: string) =>
  name ? `[${islandAttributes.name}="${name}"]` : `[${islandAttributes.name}]`

/** On a link: it takes the page's query and fragment with it (the language switcher; lib/first-paint.ts). */
export const keepQueryAttribute = 'data-keep-query'
