// Whether a file is whole and is what its first bytes claim, for the upload function: the first
// bytes alone let through a "%PDF" or FF D8 followed by a web page. A PDF must carry its header,
// a cross-reference section (a table or a stream) and its end marker; a JPEG must walk from its
// start marker through a frame header to its end marker. Neither may open like an HTML document,
// which a browser could be talked into rendering. Imports carry .ts extensions for Deno.
import type { ResumeMimeType } from './file-type.ts'

const latin1 = (bytes: Uint8Array) => {
  let text = ''
  for (let i = 0; i < bytes.length; i += 8192) {
    text += String.fromCharCode(...bytes.subarray(i, i + 8192))
  }
  return text
}

/** Markup a browser's sniffer would take for a web page, in the first kilobyte. */
const looksLikeMarkup = (bytes: Uint8Array) =>
  /<(!doctype|html|head|body|script|iframe|svg|object|embed|meta|a\s|img\s|style)\b/i.test(
    latin1(bytes.subarray(0, 1024)),
  )

export function isWholePdf(bytes: Uint8Array): boolean {
  const head = latin1(bytes.subarray(0, 1024))
  if (!/^%PDF-\d\.\d/.test(head)) return false
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 2048)))
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail)
  if (!startxref) return false
  const offset = Number(startxref[1])
  if (offset <= 0 || offset >= bytes.length) return false
  // The section startxref points to: a classic "xref" table, or an object holding an /XRef stream.
  const section = latin1(bytes.subarray(offset, offset + 1024))
  return /^\s*xref\b/.test(section) || /^\s*\d+\s+\d+\s+obj\b[\s\S]*?\/Type\s*\/XRef\b/.test(section)
}

const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)
/** Start-of-frame markers: C0-CF except DHT (C4), JPG (C8) and DAC (CC). */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

export function isWholeJpeg(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false
  let end = bytes.length
  while (end > 2 && bytes[end - 1] === 0x00) end-- // some writers pad after the end marker
  if (bytes[end - 2] !== 0xff || bytes[end - 1] !== 0xd9) return false
  let at = 2
  let sawFrame = false
  while (at + 4 <= end) {
    if (bytes[at] !== 0xff) return false
    let marker = bytes[at + 1] ?? 0
    while (marker === 0xff && at + 2 < end) marker = bytes[++at + 1] ?? 0 // fill bytes
    if (standalone(marker)) {
      at += 2
      continue
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)
    if (length < 2 || at + 2 + length > end) return false
    if (isFrameHeader(marker)) {
      const components = bytes[at + 9] ?? 0
      const width = ((bytes[at + 7] ?? 0) << 8) | (bytes[at + 8] ?? 0)
      if (components < 1 || components > 4 || length !== 8 + 3 * components || width === 0) return false
      sawFrame = true
    }
    // Start of scan: the compressed image follows, up to the end marker checked above.
    if (marker === 0xda) return sawFrame
    at += 2 + length
  }
  return false
}

/** Whether the file is a whole file of the type its first bytes claim. */
export function isWholeFile(bytes: Uint8Array, type: ResumeMimeType): boolean {
  if (looksLikeMarkup(bytes)) return false
  return type === 'application/pdf' ? isWholePdf(bytes) : isWholeJpeg(bytes)
}
