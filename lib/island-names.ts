// Islands are named by their files in components/islands/: the server's eager list
// (components/layout/Island.tsx) and the client's lazy loaders (components/islands/registry.ts) key
// them the same way. Apart from lib/island-protocol.ts, which every page's entry loads.
/** An island's name from its file in components/islands/: "./ConsultationForm.tsx" → "ConsultationForm". */
export const islandNameOf = (path: string) => path.replace(/^.*\//, '').replace(/\.tsx$/, '')

/** Modules found by import.meta.glob, keyed by island name instead of file path. */
export const byIslandName = <T>(modules: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(modules).map(([path, module]) => [islandNameOf(path), module]))
