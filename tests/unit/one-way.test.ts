// One way between content/ and lib/ (issue 63, item 3): content's data and types know nothing of lib,
// and lib reads only such content (or is handed the rest as values). A snapshot never imports its
// reader: lib reads the snapshot. Type imports count, as Biome's noImportCycles counts them.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../..')

const sourcesUnder = (folder: string): string[] =>
  readdirSync(join(root, folder)).flatMap((name) => {
    const path = `${folder}/${name}`
    if (statSync(join(root, path)).isDirectory()) return sourcesUnder(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })

/** The files of this tree a module imports, as paths from the root (packages and aliases left out). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8')
  return [...text.matchAll(/(?:\bfrom|^import|\bimport\()\s*'(\.{1,2}\/[^']+)'/gm)].flatMap(
    ([, spec = '']) => {
      const base = relative(root, join(root, dirname(file), spec))
      const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
        (path) => existsSync(join(root, path)) && statSync(join(root, path)).isFile(),
      )
      return found ? [found] : []
    },
  )
}

const files = [...sourcesUnder('content'), ...sourcesUnder('lib')]
const graph = new Map(files.map((file) => [file, importsOf(file)]))
const inLib = (file: string) => file.startsWith('lib/')

/** The lib/ modules a module reaches, through any number of imports. */
function libReachedFrom(file: string): string[] {
  const seen = new Set<string>()
  const visit = (from: string) => {
    for (const next of graph.get(from) ?? [])
      if (!seen.has(next)) {
        seen.add(next)
        if (!inLib(next)) visit(next)
      }
  }
  visit(file)
  return [...seen].filter(inLib)
}

/** The registry, the snapshots, the languages, the routes, /cost's lines, the posts' order and the shared types. */
const dataAndTypes = files.filter((file) =>
  /^content\/(facts|i18n|blog)\/|^content\/(types|routes|site|illustrations|cost)\.ts$/.test(file),
)

describe('content/ and lib/', () => {
  it('content’s data and types import nothing of lib/, directly or through another module', () => {
    expect(dataAndTypes.length).toBeGreaterThan(15)
    const reaching = dataAndTypes.filter((file) => libReachedFrom(file).length > 0)
    expect(reaching).toEqual([])
  })

  it('lib/ reads only content that knows nothing of lib/: it is handed the copy', () => {
    const read = new Set(
      files.filter(inLib).flatMap((file) => (graph.get(file) ?? []).filter((to) => !inLib(to))),
    )
    const knowingLib = [...read].filter((file) => libReachedFrom(file).length > 0).sort()
    expect(knowingLib).toEqual([])
  })
})
