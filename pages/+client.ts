// https://vike.dev/client
// The one client entry. Pages are HTML-only: this finds the island markers that
// components/layout/Island.tsx rendered and hydrates each one on its own, when its strategy says.
// A page without markers loads nothing more: React is imported only when there is an island.
import type { ComponentType } from 'react'
import { islandLoaders } from '../components/islands/registry'
import { fabAttribute, keepClearOfControls } from '../lib/fab-clearance'
import {
  type HydrateStrategy,
  type IslandMarker,
  islandAttributes,
  markerSelector,
  readMarker,
} from '../lib/island-protocol'

async function hydrate(element: HTMLElement, marker: IslandMarker): Promise<void> {
  const load = islandLoaders[marker.name]
  if (!load) throw new Error(`Unknown island "${marker.name}"`)
  const [{ createElement, startTransition }, { hydrateRoot }, { IslandBoundary }, island] = await Promise.all(
    [import('react'), import('react-dom/client'), import('../components/layout/IslandBoundary'), load()],
  )
  // The props were checked against the component where the server rendered the marker.
  const component = island.default as ComponentType<object>
  const onHydrated = () => element.setAttribute(islandAttributes.hydrated, 'true')
  // As a transition, React hydrates in slices of a few milliseconds between which the browser stays
  // free to respond, instead of one long task (a calculator's form takes hundreds on a slow phone).
  startTransition(() => {
    hydrateRoot(
      element,
      createElement(IslandBoundary, { onHydrated }, createElement(component, marker.props)),
    )
  })
}

function whenVisible(element: HTMLElement, run: () => void): void {
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect()
      run()
    }
  })
  observer.observe(element)
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 })
  else setTimeout(run, 200)
}

/** The first pointerdown, focus or key inside the island. Its native HTML handles that event itself. */
function whenTouched(element: HTMLElement, run: () => void): void {
  const events = ['pointerdown', 'focusin', 'keydown'] as const
  const once = () => {
    for (const name of events) element.removeEventListener(name, once)
    run()
  }
  for (const name of events) element.addEventListener(name, once, { passive: true })
}

const schedulers: Record<HydrateStrategy, (element: HTMLElement, run: () => void) => void> = {
  load: (_element, run) => run(),
  idle: (_element, run) => whenIdle(run),
  visible: whenVisible,
  interaction: whenTouched,
}

/** An island with a media query hydrates only while it matches (the mobile menu). */
function whenMediaMatches(media: string | undefined, run: () => void): void {
  const query = media ? window.matchMedia(media) : null
  if (!query || query.matches) {
    run()
    return
  }
  query.addEventListener('change', function onChange() {
    if (!query.matches) return
    query.removeEventListener('change', onChange)
    run()
  })
}

for (const element of document.querySelectorAll<HTMLElement>(markerSelector())) {
  let marker: IslandMarker
  try {
    marker = readMarker(element)
  } catch (error) {
    console.error('An island marker could not be read', error)
    continue
  }
  whenMediaMatches(marker.media, () =>
    schedulers[marker.hydrate](element, () => {
      hydrate(element, marker).catch((error: unknown) =>
        console.error(`Island "${marker.name}" failed to load`, error),
      )
    }),
  )
}

const fab = document.querySelector<HTMLElement>(`[${fabAttribute}]`)
if (fab) keepClearOfControls(fab)
