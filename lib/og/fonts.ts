import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Font } from 'satori'
import { woffToSfnt } from './woff'

const require = createRequire(import.meta.url)

const weights = [400, 700, 800] as const

const families = [
  { name: 'Inter', file: (weight: number) => `@fontsource/inter/files/inter-latin-${weight}-normal.woff` },
  {
    name: 'Noto Sans Devanagari',
    file: (weight: number) =>
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff`,
  },
] as const

export interface PreviewFonts {
  /** For satori, which reads WOFF (not WOFF2). */
  satori: Font[]
  /** The same fonts unpacked on disk, for Pango (through sharp), which sets the Devanagari cards' text. */
  files: string[]
}

/** The preview images' fonts: Inter for Latin text, Noto Sans Devanagari for Hindi and Marathi. */
export function previewFonts(): PreviewFonts {
  const dir = mkdtempSync(join(tmpdir(), 'preview-fonts-'))
  const faces = families.flatMap(({ name, file }) =>
    weights.map((weight) => ({ name, weight, data: readFileSync(require.resolve(file(weight))) })),
  )
  return {
    satori: faces.map(({ name, weight, data }) => ({ name, weight, style: 'normal', data })),
    files: faces.map(({ name, weight, data }) => {
      const path = join(dir, `${name.replaceAll(' ', '-')}-${weight}.ttf`)
      writeFileSync(path, woffToSfnt(data))
      return path
    }),
  }
}
