// The islands are the files of this folder: adding one is adding a file (default export, JSON props).
// The client loads each lazily by its file name (components/layout/hydrate-island.ts); the server
// renders them from components/layout/Island.tsx, which names them the same way. Only the client
// imports this file, so the server build never meets these dynamic imports.
import type { ComponentType } from 'react'
import { byIslandName } from '../../lib/island-names'

export interface IslandModule {
  default: ComponentType<never>
}

/** Client: each island's loader, by name. */
export const islandLoaders = byIslandName(import.meta.glob<IslandModule>('./*.tsx'))
