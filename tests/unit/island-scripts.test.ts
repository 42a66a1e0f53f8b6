import { expect, it } from 'vitest'
import { type BuiltChunk, islandScripts, islandsIn } from '../../lib/build/island-scripts'

/** A client build's chunks as a Vite plugin sees them: the entry loads the hydrator, which may load any island. */
const chunk = (fileName: string, links: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  facadeModuleId: null,
  code: `/* ${fileName} */`,
  imports: [],
  dynamicImports: [],
  ...links,
})
const chunks = [
  chunk('entry.js', { facadeModuleId: '/site/pages/client-entry.ts', dynamicImports: ['hydrate.js'] }),
  chunk('hydrate.js', {
    facadeModuleId: '/site/components/layout/hydrate-island.ts',
    imports: ['react.js', 'entry.js'],
    dynamicImports: ['menu.js', 'scanner.js', 'form.js'],
  }),
  chunk('react.js'),
  chunk('icons.js', { imports: ['react.js'] }),
  chunk('menu.js', {
    facadeModuleId: '/site/components/islands/Menu.tsx',
    imports: ['icons.js', 'entry.js'],
  }),
  chunk('scanner.js', {
    facadeModuleId: '/site/components/islands/Scanner.tsx',
    imports: ['icons.js'],
    dynamicImports: ['form.js', 'pdf.js'],
  }),
  chunk('form.js', { facadeModuleId: '/site/components/islands/Form.tsx', imports: ['hydrate.js'] }),
  chunk('pdf.js', { facadeModuleId: '/site/lib/pdf.ts' }),
]
const hydrators = ['pages/client-entry.ts', 'components/layout/hydrate-island.ts']
const page = (...islands: string[]) =>
  islands.map((name) => `<div data-island="${name}" data-props="{}"></div>`).join('')

it('names each island a page holds once', () => {
  expect(islandsIn(page('Menu', 'Scanner', 'Menu'))).toEqual(['Menu', 'Scanner'])
})

it('gives each island the code of its chunk and all it loads, short of the hydrators', () => {
  const scripts = islandScripts(chunks, hydrators)
  expect([...scripts.keys()].sort()).toEqual(['Form', 'Menu', 'Scanner'])
  const files = (island: string) => (scripts.get(island) ?? []).map((code) => code.slice(3, -3)).sort()
  expect(files('Menu')).toEqual(['icons.js', 'menu.js', 'react.js'])
  expect(files('Scanner')).toEqual(['form.js', 'icons.js', 'pdf.js', 'react.js', 'scanner.js'])
  expect(files('Form')).toEqual(['form.js'])
})
