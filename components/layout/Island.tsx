import { type ComponentType, createElement } from 'react'
import { byIslandName } from '../../lib/island-names'
import { propsPlaceAttribute } from '../../lib/island-props'
import { type HydrateStrategy, markerAttributes } from '../../lib/island-protocol'
// A type only: the server never loads the client's lazy loaders.
import type { IslandModule } from '../islands/registry'
import { IslandBoundary } from './IslandBoundary'

// Server only: every island, loaded, so that a page can hand Island the component itself.
const islands = byIslandName(import.meta.glob<IslandModule>('../islands/*.tsx', { eager: true }))

function nameOf(component: ComponentType<never>): string {
  const name = Object.keys(islands).find((key) => islands[key]?.default === component)
  if (!name)
    throw new Error('Island: the component is not the default export of a file in components/islands/')
  return name
}

interface IslandMarkerProps<P extends object> {
  /** The island: the default export of its file in components/islands/. */
  of: ComponentType<P>
  props: P
  hydrate: HydrateStrategy
  /** Hydrate only while this media query matches, e.g. below a breakpoint. */
  media?: string
  className?: string
}

/**
 * Server-renders an island inside a marker that pages/client-entry.ts finds and hydrates.
 * Props travel as JSON in the marker, so they must be JSON-serialisable.
 */
export function Island<P extends object>({ of, props, hydrate, media, className }: IslandMarkerProps<P>) {
  return (
    <div
      {...markerAttributes({ name: nameOf(of as ComponentType<never>), hydrate, media, props })}
      className={className}
    >
      <IslandBoundary>{createElement(of, props)}</IslandBoundary>
    </div>
  )
}

/**
 * Where the page's islands' props go, in place of the body's end: near the words they repeat, for
 * gzip reaches back only 32 KB for a repeat (lib/island-props.ts). Empty, and replaced in the build.
 */
export const IslandPropsPlace = () => createElement('template', { [propsPlaceAttribute]: true })
