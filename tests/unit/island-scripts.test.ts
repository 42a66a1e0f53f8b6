import { expect, it } from 'vitest'
import { type BuildManifest, islandsIn, pageScripts } from '../../lib/build/island-scripts'

// A client build's manifest as Vite writes it: the entry loads the hydrator, which may load any island.
const manifest: BuildManifest = {
  'pages/client-entry.ts': { file: 'entry.js', dynamicImports: ['hydrate.ts'] },
  'hydrate.ts': {
    file: 'hydrate.js',
    imports: ['_react.js', 'pages/client-entry.ts'],
    dynamicImports: [
      'components/islands/Menu.tsx',
      'components/islands/Scanner.tsx',
      'components/islands/Form.tsx',
    ],
  },
  '_react.js': { file: 'react.js' },
  '_icons.js': { file: 'icons.js', imports: ['_react.js'] },
  'components/islands/Menu.tsx': { file: 'menu.js', imports: ['_icons.js', 'pages/client-entry.ts'] },
  'components/islands/Scanner.tsx': {
    file: 'scanner.js',
    imports: ['_icons.js'],
    dynamicImports: ['components/islands/Form.tsx', 'lib/pdf.ts'],
  },
  'components/islands/Form.tsx': { file: 'form.js', imports: ['hydrate.ts'] },
  'lib/pdf.ts': { file: 'pdf.js' },
  'styles.css': { file: 'styles.css' },
}
const hydrators = ['pages/client-entry.ts', 'hydrate.ts']
const page = (...islands: string[]) =>
  islands.map((name) => `<div data-island="${name}" data-props="{}"></div>`).join('')

it('names each island a page holds once', () => {
  expect(islandsIn(page('Menu', 'Scanner', 'Menu'))).toEqual(['Menu', 'Scanner'])
})

it('gives the code of the page’s islands and all they load, but not the islands it does not hold', () => {
  expect(pageScripts(manifest, page('Menu'), hydrators).sort()).toEqual(['icons.js', 'menu.js', 'react.js'])
  expect(pageScripts(manifest, page('Scanner'), hydrators).sort()).toEqual([
    'form.js',
    'icons.js',
    'pdf.js',
    'react.js',
    'scanner.js',
  ])
  expect(pageScripts(manifest, '<p>No islands</p>', hydrators)).toEqual([])
})
