import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Font } from 'satori'

const require = createRequire(import.meta.url)

/** Inter from @fontsource (WOFF: satori reads it, WOFF2 it does not). */
export function interFonts(): Font[] {
  return ([400, 700, 800] as const).map((weight) => ({
    name: 'Inter',
    weight,
    style: 'normal',
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  }))
}
