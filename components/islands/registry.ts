// The islands are the files of this folder: adding one is adding a file (default export, JSON props).
// The client loads each lazily by its file name; components/layout/Island.tsx names them the same way.
import type { ComponentType } from 'react'

/** An island's name from its file in this folder: "./ConsultationForm.tsx" → "ConsultationForm". */
export const islandNameOf = (path: string) => path.replace(/^.*\//, '').replace(/\.tsx$/, '')

/** Modules found by import.meta.glob, keyed by island name instead of file path. */
export const byIslandName = <T>(modules: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(modules).map(([path, module]) => [islandNameOf(path), module]))

export interface IslandModule {
  default: ComponentType<never>
}

/** Client: each island's loader, by name. */
export const islandLoaders = byIslandName(import.meta.glob<IslandModule>('./*.tsx'))
