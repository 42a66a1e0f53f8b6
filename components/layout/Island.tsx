import { type ComponentType, createElement } from 'react'
import { IslandBoundary } from '../islands/IslandBoundary'
import { type HydrateStrategy, type IslandName, type IslandProps, loadedIsland } from '../islands/registry'

interface IslandMarkerProps<N extends IslandName> {
  name: N
  props: IslandProps<N>
  hydrate: HydrateStrategy
  /** Hydrate only while this media query matches, e.g. below a breakpoint. */
  media?: string
  className?: string
}

/**
 * Server-renders an island inside a marker that pages/+client.ts finds and hydrates.
 * Props travel as JSON in data-props, so they must be JSON-serialisable.
 */
export function Island<N extends IslandName>({
  name,
  props,
  hydrate,
  media,
  className,
}: IslandMarkerProps<N>) {
  return (
    <div
      data-island={name}
      data-hydrate={hydrate}
      data-media={media}
      data-props={JSON.stringify(props)}
      className={className}
    >
      <IslandBoundary>
        {createElement(loadedIsland(name) as ComponentType<object>, props as object)}
      </IslandBoundary>
    </div>
  )
}
