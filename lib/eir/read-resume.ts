// Reads what the EIR analysis needs from a chosen file, in the browser. pdf.js (large) is imported
// only here, after a file is chosen, with its worker served as a separate asset (Vite's ?url).
import type { ResumeMimeType } from '@shared/file-type.ts'
import type { ResumeContent } from './analysis'
import { pdfText } from './pdf-text'

export async function readResume(file: Blob, type: ResumeMimeType): Promise<ResumeContent> {
  if (type === 'image/jpeg') return { kind: 'image' }
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ])
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default
  try {
    return { kind: 'pdf', ...(await pdfText(pdfjs, new Uint8Array(await file.arrayBuffer()))) }
  } catch (error) {
    // A PDF whose text cannot be extracted reads to screening software as no text at all, and its
    // pages were never counted.
    console.warn('Could not read the PDF text', error)
    return { kind: 'pdf', text: '', pages: null }
  }
}
