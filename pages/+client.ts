// https://vike.dev/client
// The one client entry. Pages are HTML-only: this finds the island markers that
// components/layout/Island.tsx rendered and hydrates each one on its own, when its strategy says.
// A page without markers loads nothing more: React is imported only when there is an island.
import { type HydrateStrategy, type IslandName, isIslandName, islands } from '../components/islands/registry'

async function hydrate(marker: HTMLElement, name: IslandName): Promise<void> {
  const [{ createElement }, { hydrateRoot }, { IslandBoundary }, island] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('../components/islands/IslandBoundary'),
    islands[name](),
  ])
  const props = JSON.parse(marker.dataset.props ?? '{}')
  // biome-ignore lint/suspicious/noExplicitAny: props were typed where the marker was rendered
  hydrateRoot(marker, createElement(IslandBoundary, null, createElement(island.default as any, props)))
  // A visible sign that the island is live (for styling, debugging and tests).
  marker.dataset.hydrated = 'true'
}

function whenVisible(marker: HTMLElement, run: () => void): void {
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect()
      run()
    }
  })
  observer.observe(marker)
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 })
  else setTimeout(run, 200)
}

const schedulers: Record<HydrateStrategy, (marker: HTMLElement, run: () => void) => void> = {
  load: (_marker, run) => run(),
  idle: (_marker, run) => whenIdle(run),
  visible: whenVisible,
}

/** An island with data-media hydrates only while that media query matches (the mobile menu). */
function whenMediaMatches(marker: HTMLElement, run: () => void): void {
  const query = marker.dataset.media ? window.matchMedia(marker.dataset.media) : null
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

for (const marker of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = marker.dataset.island
  if (!isIslandName(name)) {
    console.error(`Unknown island "${name}"`)
    continue
  }
  const strategy = (marker.dataset.hydrate as HydrateStrategy | undefined) ?? 'load'
  whenMediaMatches(marker, () =>
    (schedulers[strategy] ?? schedulers.load)(marker, () => {
      hydrate(marker, name).catch((error: unknown) => console.error(`Island "${name}" failed to load`, error))
    }),
  )
}
