// How a server-rendered island and the client entry speak: the marker's attributes and how they are
// read. components/layout/Island.tsx writes markers, pages/+client.ts reads them, the tests use both.

/**
 * How soon an island hydrates: at once, when scrolled into view, or at the
 * visitor's first touch, click, focus or key inside it (an island that works on native HTML until then).
 */
export type HydrateStrategy = 'load' | 'visible' | 'interaction'

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

const strategies: readonly HydrateStrategy[] = ['load', 'visible', 'interaction']

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

/** A marker as the client finds it; an unknown strategy falls back to `load`. */
export function readMarker(element: Pick<Element, 'getAttribute'>): IslandMarker {
  const hydrate = element.getAttribute(islandAttributes.hydrate) as HydrateStrategy | null
  return {
    name: element.getAttribute(islandAttributes.name) ?? '',
    hydrate: hydrate && strategies.includes(hydrate) ? hydrate : 'load',
    media: element.getAttribute(islandAttributes.media) ?? undefined,
    props: JSON.parse(element.getAttribute(islandAttributes.props) ?? '{}') as object,
  }
}

/** The CSS selector of every marker, or of one island's markers. */
export const markerSelector = (name?: string) =>
  name ? `[${islandAttributes.name}="${name}"]` : `[${islandAttributes.name}]`

/** An island's name from its file in components/islands: "./ConsultationForm.tsx" → "ConsultationForm". */
export const islandNameOf = (path: string) => path.replace(/^.*\//, '').replace(/\.tsx$/, '')

/** Modules found by import.meta.glob, keyed by island name instead of file path. */
export const byIslandName = <T>(modules: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(modules).map(([path, module]) => [islandNameOf(path), module]))
