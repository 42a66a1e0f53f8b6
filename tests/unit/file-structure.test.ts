// Whole files only: the upload function refuses files whose first bytes lie about the rest.

import { isWholeFile, isWholeJpeg, isWholePdf } from '@shared/file-structure.ts'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { jpegImage, pdfWithText } from '../support/files'

const ascii = (text: string) => new TextEncoder().encode(text)
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

let pdf: Uint8Array
let pdfWithXrefStream: Uint8Array
beforeAll(async () => {
  pdf = await pdfWithText([['Priya Sharma', 'Experience']])
  const doc = await PDFDocument.create()
  doc.addPage()
  pdfWithXrefStream = await doc.save({ useObjectStreams: true })
})

describe('PDF', () => {
  it('accepts a whole PDF with a cross-reference table or stream', () => {
    expect(isWholePdf(pdf)).toBe(true)
    expect(isWholePdf(pdfWithXrefStream)).toBe(true)
    expect(isWholeFile(pdf, 'application/pdf')).toBe(true)
  })

  it.each([
    [
      'the 91-byte polyglot',
      ascii('%PDF-1.4\n<html><script>alert(document.domain)</script></html>\n%%EOF padding...'),
    ],
    ['a PDF cut in half', () => pdf.subarray(0, Math.floor(pdf.length / 2))],
    [
      'a PDF without its end marker',
      () => ascii(new TextDecoder('latin1').decode(pdf).replace(/%%EOF\s*$/, '')),
    ],
    ['a header alone', ascii('%PDF-1.7\n')],
    ['startxref pointing past the end', ascii('%PDF-1.7\nstartxref\n999999\n%%EOF\n')],
    ['startxref pointing at no xref', ascii('%PDF-1.7\n1 0 obj\n<<>>\nendobj\nstartxref\n9\n%%EOF\n')],
  ])('refuses %s', (_name, file) => {
    const bytes = typeof file === 'function' ? file() : file
    expect(isWholeFile(bytes, 'application/pdf')).toBe(false)
  })

  it('refuses a whole PDF that opens like a web page', () => {
    const text = new TextDecoder('latin1').decode(pdf).replace('%PDF-1.7', '%PDF-1.7\n%<html><body>')
    expect(isWholeFile(ascii(text), 'application/pdf')).toBe(false)
  })
})

describe('JPEG', () => {
  it('accepts a whole JPEG, also with padding after its end marker', () => {
    const image = jpegImage()
    expect(isWholeJpeg(image)).toBe(true)
    expect(isWholeFile(join(image, new Uint8Array(16)), 'image/jpeg')).toBe(true)
  })

  it.each([
    [
      'FF D8 followed by HTML',
      () =>
        join(
          new Uint8Array([0xff, 0xd8]),
          ascii('<html><script>alert(1)</script></html>'),
          new Uint8Array([0xff, 0xd9]),
        ),
    ],
    ['a JPEG cut short', () => jpegImage().subarray(0, 200)],
    ['start and end markers alone', () => new Uint8Array([0xff, 0xd8, 0xff, 0xd9])],
    [
      'a segment longer than the file',
      () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x7f, 0xff, 0x00, 0xff, 0xd9]),
    ],
    [
      'a scan with no frame header',
      () => new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0x00, 0xff, 0xd9]),
    ],
  ])('refuses %s', (_name, file) => {
    expect(isWholeFile(file(), 'image/jpeg')).toBe(false)
  })
})
