// The browser's one entry (built by lib/build/client-entry-plugin.ts; for Vike the pages are HTML-only,
// and each page's first-paint script requests this once it has painted). It finds the island markers that
// components/layout/Island.tsx rendered and hydrates each one on its own, when its strategy says.
// A page without markers loads nothing more: React is imported only when there is an island.
import { fabAttribute, keepClearOfControls } from '../lib/fab-clearance'
import {
  type HydrateStrategy,
  islandDemandEvent,
  type MarkerPlan,
  markerSelector,
  pendingSubmitAttribute,
  pendingSubmitEvent,
  readMarker,
} from '../lib/island-protocol'

/** React and the island's code are fetched only now, in one step (components/layout/hydrate-island.ts). */
async function hydrate(element: HTMLElement, marker: MarkerPlan): Promise<void> {
  const { hydrateIsland } = await import('../components/layout/hydrate-island')
  await hydrateIsland(element, marker)
}

/**
 * The first pointerdown, focus or key inside the island; its native HTML handles that event itself.
 * A visitor already in it (typing into a form before this entry arrived) hydrates it at once. An island
 * that is part of a plain form (/book's times) serves the whole form, so any of its fields touches it.
 */
function whenTouched(island: HTMLElement, run: () => void): void {
  const element = island.closest('form') ?? island
  if (element.contains(document.activeElement)) {
    run()
    return
  }
  const events = ['pointerdown', 'focusin', 'keydown'] as const
  const once = () => {
    for (const name of events) element.removeEventListener(name, once)
    run()
  }
  for (const name of events) element.addEventListener(name, once, { passive: true })
}

const schedulers: Record<HydrateStrategy, (element: HTMLElement, run: () => void) => void> = {
  load: (_element, run) => run(),
  interaction: whenTouched,
  'interaction-or-query': (element, run) => (location.search ? run() : whenTouched(element, run)),
  demand: (element, run) => element.addEventListener(islandDemandEvent, run, { once: true }),
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
  let marker: MarkerPlan
  try {
    marker = readMarker(element)
  } catch (error) {
    console.error('An island marker could not be read', error)
    continue
  }
  let started = false
  const start = () => {
    if (started) return
    started = true
    hydrate(element, marker).catch((error: unknown) => {
      console.error(`Island "${marker.name}" failed to load`, error)
      // Its code could not load, and a held enquiry must still go: the browser posts it itself.
      for (const form of element.querySelectorAll<HTMLFormElement>(`[${pendingSubmitAttribute}]`)) {
        form.removeAttribute(pendingSubmitAttribute)
        HTMLFormElement.prototype.submit.call(form)
      }
    })
  }
  // A form submitted before it is live (lib/first-paint.ts held it) needs its island now.
  element.addEventListener(pendingSubmitEvent, start)
  if (element.querySelector(`[${pendingSubmitAttribute}]`)) start()
  else whenMediaMatches(marker.media, () => schedulers[marker.hydrate](element, start))
}

const fab = document.querySelector<HTMLElement>(`[${fabAttribute}]`)
if (fab) keepClearOfControls(fab)
