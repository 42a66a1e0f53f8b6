// The islands are the files of this folder: adding one is adding a file (default export, JSON props).
// The client loads each lazily by its file name; components/layout/Island.tsx names them the same way.
import type { ComponentType } from 'react'
import { byIslandName } from '../../lib/island-protocol'

export interface IslandModule {
  default: ComponentType<never>
}

/** Client: each island's loader, by name. */
export const islandLoaders = byIslandName(import.meta.glob<IslandModule>('./*.tsx'))
