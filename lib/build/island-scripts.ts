// Which built scripts can render into a page: those of the islands it holds, with everything each
// imports or may load later, read from the chunks of the client build as a Vite plugin sees them
// (lib/build/page-assets-plugin.ts). lib/build/prune-css.ts scans them for the classes a page may come
// to use.

import { islandNameOf } from '../island-names.ts'
import { islandAttributes } from '../island-protocol.ts'

/** The part of a built chunk (Rollup's OutputChunk) this reads. */
export interface BuiltChunk {
  fileName: string
  /** The module the chunk was built for, if any: an island's is components/islands/<name>.tsx. */
  facadeModuleId: string | null
  code: string
  /** The chunks it imports (file names), and those it may import later. */
  imports: readonly string[]
  dynamicImports: readonly string[]
}

/** The islands a prerendered page holds, by name, from their markers. */
export function islandsIn(html: string): string[] {
  const names = html.matchAll(new RegExp(`${islandAttributes.name}="([^"]+)"`, 'g'))
  return [...new Set([...names].map(([, name = '']) => name))]
}

const islandModule = /\/components\/islands\/[^/]+\.tsx$/

/**
 * For each island, the code of its chunk and of every chunk it imports or may load, once each, short
 * of the `hydrators` (the modules that load and hydrate any island: they render nothing of their own).
 */
export function islandScripts(
  chunks: readonly BuiltChunk[],
  hydrators: readonly string[],
): Map<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const outside = new Set(
    chunks.filter(({ facadeModuleId }) => hydrators.some((module) => facadeModuleId?.endsWith(`/${module}`))),
  )
  const scriptsOf = (island: BuiltChunk) => {
    const seen = new Set<BuiltChunk>()
    const visit = (chunk: BuiltChunk | undefined) => {
      if (!chunk || seen.has(chunk) || outside.has(chunk)) return
      seen.add(chunk)
      for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(byFile.get(next))
    }
    visit(island)
    return [...seen].map((chunk) => chunk.code)
  }
  return new Map(
    chunks
      .filter(({ facadeModuleId }) => facadeModuleId && islandModule.test(facadeModuleId))
      .map((chunk) => [islandNameOf(chunk.facadeModuleId ?? ''), scriptsOf(chunk)]),
  )
}
