// The resume file rules of the upload routine (spec §5 "Resume file"), with its titles and messages.
//
// The spec's second reading, the scanner page's own check ("judged by file-name extension or content
// type"), is weaker than this routine, which looks at the bytes, so it is not run as a second
// validator. What it adds lives where it belongs: the file input's `accept` list (extension and
// content type, plus the generic binary type) and, when the file cannot be read at all, its message
// `unreadableFile` below. Its "File validation completed (fallback method)." was a log line, not
// something a visitor sees.
import { maxResumeBytes, type ResumeMimeType, resumeExtensions, sniffResumeType } from './file-type.ts'

export interface ChosenFile {
  name: string
  /** The MIME type the browser reported; often empty or generic on phones. */
  type: string
  size: number
  /** The first bytes of the file (8 are enough). */
  head: Uint8Array
}

export interface Problem {
  title: string
  message: string
}

export type ResumeFileCheck =
  | { ok: true; name: string; type: ResumeMimeType; size: number }
  | ({ ok: false } & Problem)

export const resumeProblems = {
  empty: {
    title: 'Invalid File',
    message: 'The selected file appears to be empty. Please try another file.',
  },
  tooLarge: { title: 'File Too Large', message: 'Please upload a file smaller than 5MB.' },
  wrongType: {
    title: 'Invalid File Type',
    message: 'Please upload only PDF or JPG/JPEG files. Ensure your file has the correct format.',
  },
  pdfMismatch: {
    title: 'Invalid File Type',
    message: "File claims to be PDF but content doesn't match. Please try another file.",
  },
  jpegMismatch: {
    title: 'Invalid File Type',
    message: "File claims to be JPEG but content doesn't match. Please try another file.",
  },
  unreadableFile: {
    title: 'Invalid File',
    message: "Unable to validate file format. Please ensure you're uploading a PDF or JPG file.",
  },
} as const satisfies Record<string, Problem>

/** What the file input offers: PDF and JPG by extension and type, and the generic binary type phones report. */
export const resumeAccept = '.pdf,.jpg,.jpeg,application/pdf,image/jpeg,application/octet-stream'

/** The type the browser's MIME type claims, if it claims PDF or JPEG. */
function claimedType(mime: string): ResumeMimeType | null {
  const type = mime.toLowerCase()
  if (type === 'application/pdf') return 'application/pdf'
  if (type === 'image/jpeg' || type === 'image/jpg' || type === 'image/pjpeg') return 'image/jpeg'
  return null
}

export function checkResumeFile(file: ChosenFile): ResumeFileCheck {
  if (file.size === 0) return { ok: false, ...resumeProblems.empty }
  if (file.size > maxResumeBytes) return { ok: false, ...resumeProblems.tooLarge }
  const actual = sniffResumeType(file.head)
  const claimed = claimedType(file.type)
  if (claimed && claimed !== actual) {
    return {
      ok: false,
      ...(claimed === 'application/pdf' ? resumeProblems.pdfMismatch : resumeProblems.jpegMismatch),
    }
  }
  if (!actual) return { ok: false, ...resumeProblems.wrongType }
  // A missing MIME type is filled in from the bytes; a missing extension is appended.
  const hasExtension = /\.[a-z0-9]{2,5}$/i.test(file.name)
  const name = hasExtension ? file.name : `${file.name || 'resume'}${resumeExtensions[actual]}`
  return { ok: true, name, type: actual, size: file.size }
}

/** "2.35 MB": the size shown beside the chosen file's name. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`
}
