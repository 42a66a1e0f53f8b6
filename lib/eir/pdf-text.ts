// The text of a PDF, page by page, with pdf.js. The caller passes the pdf.js module, so the browser
// can load it only after a file is chosen (with its worker set up the Vite way) and tests can use
// the Node build.
import type * as PdfJs from 'pdfjs-dist'

export async function pdfText(
  pdfjs: typeof PdfJs,
  bytes: Uint8Array,
): Promise<{ text: string; pages: number }> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const document = await pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise
  try {
    const pages: string[] = []
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent()
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
    }
    return { text: pages.join('\n'), pages: document.numPages }
  } finally {
    await document.destroy()
  }
}
