// The island registry: one line per hydrated component. The client imports each island lazily
// from here; the server loads them all once before rendering (see loadIslands).
import type { ComponentProps, ComponentType } from 'react'

export const islands = {
  MobileMenu: () => import('./MobileMenu'),
  ContactFab: () => import('./ContactFab'),
  FaqAccordion: () => import('./FaqAccordion'),
  NotFound: () => import('./NotFound'),
  ConsultationForm: () => import('./ConsultationForm'),
  Toaster: () => import('./Toaster'),
  ResumeScanner: () => import('./ResumeScanner'),
}

export type IslandName = keyof typeof islands
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]>>['default']
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponent<N>>

/** How soon an island hydrates: at once, when the browser is idle, or when scrolled into view. */
export type HydrateStrategy = 'load' | 'idle' | 'visible'

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name)
}

const loaded = new Map<IslandName, ComponentType<never>>()

/** Server only: imports every island so that rendering can stay synchronous. */
export async function loadIslands(): Promise<void> {
  await Promise.all(
    (Object.keys(islands) as IslandName[]).map(async (name) => {
      loaded.set(name, (await islands[name]()).default as ComponentType<never>)
    }),
  )
}

export function loadedIsland<N extends IslandName>(name: N): IslandComponent<N> {
  const component = loaded.get(name)
  if (!component) throw new Error(`Island "${name}" was rendered before loadIslands() finished`)
  return component as IslandComponent<N>
}
