// The React half of the client entry (pages/client-entry.ts), fetched the first time an island's strategy
// says it is time: React, ReactDOM and the island's own code arrive together, so a page without a
// live island never downloads them, and the entry stays a few hundred bytes of plain DOM code.
import { type ComponentType, createElement, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { propsScriptId, readProps } from '../../lib/island-props'
import { islandAttributes, type MarkerPlan } from '../../lib/island-protocol'
import { islandLoaders } from '../islands/registry'
import { IslandBoundary } from './IslandBoundary'

export async function hydrateIsland(element: HTMLElement, marker: MarkerPlan): Promise<void> {
  const load = islandLoaders[marker.name]
  if (!load) throw new Error(`Unknown island "${marker.name}"`)
  // The props were checked against the component where the server rendered the marker.
  const component = (await load()).default as ComponentType<object>
  const props = readProps(element, document.getElementById(propsScriptId)?.textContent)
  const onHydrated = () => element.setAttribute(islandAttributes.hydrated, 'true')
  // As a transition, React hydrates in slices of a few milliseconds between which the browser stays
  // free to respond, instead of one long task (a calculator's form takes hundreds on a slow phone).
  startTransition(() => {
    hydrateRoot(element, createElement(IslandBoundary, { onHydrated }, createElement(component, props)))
  })
}
