// Real resume files made in the tests: PDFs with pdf-lib, JPEGs with jpeg-js.
import jpeg from 'jpeg-js'
import { PDFDocument, StandardFonts } from 'pdf-lib'

/** A PDF whose pages carry the given lines of text. */
export async function pdfWithText(pages: readonly (readonly string[])[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setCreationDate(new Date('2024-01-01T00:00:00Z'))
  doc.setModificationDate(new Date('2024-01-01T00:00:00Z'))
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (const lines of pages) {
    const page = doc.addPage([595, 842])
    lines.forEach((line, index) => {
      page.drawText(line, { x: 50, y: 790 - index * 16, size: 11, font })
    })
  }
  return doc.save({ useObjectStreams: false })
}

/** A JPEG photo-like image (a gradient) of the given size. */
export function jpegImage(width = 64, height = 64): Uint8Array {
  const data = Buffer.alloc(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    data[i * 4] = (i * 7) % 256
    data[i * 4 + 1] = (i * 3) % 256
    data[i * 4 + 2] = 200
    data[i * 4 + 3] = 255
  }
  return new Uint8Array(jpeg.encode({ data, width, height }, 80).data)
}
