// The preview images' fonts unpacked from WOFF for Pango (lib/og/woff.ts): the same tables, whole.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { woffToSfnt } from '../../lib/og/woff'

const require = createRequire(import.meta.url)
const woff = readFileSync(
  require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
)

/** A font's tables by tag with their lengths: from a WOFF's directory (origLength) or an sfnt's. */
function tables(font: Buffer, woffFormat: boolean): Record<string, number> {
  const count = font.readUInt16BE(woffFormat ? 12 : 4)
  const [start, size, lengthAt] = woffFormat ? [44, 20, 12] : [12, 16, 12]
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) => {
      const at = start + index * size
      return [font.toString('latin1', at, at + 4), font.readUInt32BE(at + lengthAt)]
    }),
  )
}

describe('a WOFF font unpacked', () => {
  const sfnt = woffToSfnt(woff)

  it('is the TrueType font it wraps, with every table at its full length', () => {
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4))
    expect(tables(sfnt, false)).toEqual(tables(woff, true))
    expect(Object.keys(tables(sfnt, false))).toEqual(expect.arrayContaining(['cmap', 'glyf', 'GSUB', 'GPOS']))
  })

  it('keeps each table where its directory says, on a four-byte boundary', () => {
    const count = sfnt.readUInt16BE(4)
    for (let index = 0; index < count; index++) {
      const offset = sfnt.readUInt32BE(12 + index * 16 + 8)
      expect(offset % 4).toBe(0)
      expect(offset + sfnt.readUInt32BE(12 + index * 16 + 12)).toBeLessThanOrEqual(sfnt.length)
    }
  })

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(sfnt)).toThrow('Not a WOFF 1.0 font')
  })
})
