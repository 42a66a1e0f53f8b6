// A WOFF 1.0 font unpacked to the TrueType/OpenType file it wraps (W3C WOFF 1.0, section 4-5):
// resvg, which shapes the preview images' Devanagari, reads only uncompressed fonts, and @fontsource
// ships WOFF. Each table is zlib-compressed where that made it smaller.
import { inflateSync } from 'node:zlib'

const headerSize = 44
const entrySize = 20

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = headerSize + index * entrySize
    const offset = woff.readUInt32BE(at + 4)
    const compLength = woff.readUInt32BE(at + 8)
    const origLength = woff.readUInt32BE(at + 12)
    const stored = woff.subarray(offset, offset + compLength)
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    }
  })
  // The sfnt offset table's binary-search fields, from the number of tables.
  const power = 2 ** Math.floor(Math.log2(numTables))
  const head = Buffer.alloc(12 + numTables * 16)
  head.writeUInt32BE(flavor, 0)
  head.writeUInt16BE(numTables, 4)
  head.writeUInt16BE(power * 16, 6)
  head.writeUInt16BE(Math.log2(power), 8)
  head.writeUInt16BE(numTables * 16 - power * 16, 10)
  const parts: Buffer[] = [head]
  let offset = head.length
  tables.forEach((table, index) => {
    const at = 12 + index * 16
    table.tag.copy(head, at)
    head.writeUInt32BE(table.checksum, at + 4)
    head.writeUInt32BE(offset, at + 8)
    head.writeUInt32BE(table.data.length, at + 12)
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4)
    table.data.copy(padded)
    parts.push(padded)
    offset += padded.length
  })
  return Buffer.concat(parts)
}
