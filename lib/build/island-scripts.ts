// Which built scripts can render into a page: those of the islands it holds, with everything each
// imports or may load later, read from the client build's manifest (Vike keeps Vite's manifest as
// dist/assets.json). lib/build/prune-css.ts scans them for the classes a page may come to use.
import { islandAttributes } from '../island-protocol'

/** One entry of Vite's build manifest, keyed by source file (or by chunk name for shared chunks). */
interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  /** The stylesheets an entry brings. */
  css?: string[]
}

export type BuildManifest = Record<string, ManifestChunk>

/** The islands a prerendered page holds, by name, from their markers. */
export function islandsIn(html: string): string[] {
  const names = html.matchAll(new RegExp(`${islandAttributes.name}="([^"]+)"`, 'g'))
  return [...new Set([...names].map(([, name = '']) => name))]
}

/**
 * The files of the given manifest entries and of everything they import or may load, once each,
 * short of the `outside` entries.
 */
function scriptsOf(
  manifest: BuildManifest,
  entries: readonly string[],
  outside: readonly string[] = [],
): string[] {
  const seen = new Set<string>(outside)
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next)
  }
  for (const entry of entries) visit(entry)
  for (const entry of outside) seen.delete(entry)
  return [...seen].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'))
}

/**
 * The built scripts that can render into a page: its islands' code. `hydrators` are the modules that
 * load and hydrate any island (the client entry and the hydrator): they render nothing of their own.
 */
export const pageScripts = (manifest: BuildManifest, html: string, hydrators: readonly string[]) =>
  scriptsOf(
    manifest,
    islandsIn(html).map((name) => `components/islands/${name}.tsx`),
    hydrators,
  )
