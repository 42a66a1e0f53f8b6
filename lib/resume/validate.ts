// The resume file rules of the upload routine (spec §5 "Resume file"). Their titles and messages are
// copy (content/fix-resume.ts `scanMessages.fileProblems`): the caller passes them in.
//
// The spec's second reading, the scanner page's own check ("judged by file-name extension or content
// type"), is weaker than this routine, which looks at the bytes, so it is not run as a second
// validator. What it adds lives where it belongs: the file input's `accept` list (extension and
// content type, plus the generic binary type) and, when the file cannot be read at all, the message
// `unreadableFile` (lib/resume/scan.ts). Its "File validation completed (fallback method)." was a log
// line, not something a visitor sees.

import { maxResumeBytes, type ResumeMimeType, resumeExtensions, sniffResumeType } from '@shared/file-type.ts'
import type { MessageText, Say } from '../island-messages'

/** The words for a file's size, each with its {n}: "{n} KB". */
export interface FileSizeUnits {
  bytes: MessageText
  kilobytes: MessageText
  megabytes: MessageText
}

export interface ChosenFile {
  name: string
  /** The MIME type the browser reported; often empty or generic on phones. */
  type: string
  size: number
  /** The first bytes of the file (8 are enough). */
  head: Uint8Array
}

/** A refusal as the visitor sees it: content/fix-resume.ts holds the words. */
export interface Problem {
  title: string
  message: string
}

/** The file checks' refusals, in the spec's titles and words (content/fix-resume.ts `fileProblems`). */
export interface ResumeProblems {
  empty: Problem
  tooLarge: Problem
  wrongType: Problem
  pdfMismatch: Problem
  jpegMismatch: Problem
}

export type ResumeFileCheck =
  | { ok: true; name: string; type: ResumeMimeType; size: number }
  | ({ ok: false } & Problem)

/** What the file input offers: PDF and JPG by extension and type, and the generic binary type phones report. */
export const resumeAccept = '.pdf,.jpg,.jpeg,application/pdf,image/jpeg,application/octet-stream'

/** The type the browser's MIME type claims, if it claims PDF or JPEG. */
function claimedType(mime: string): ResumeMimeType | null {
  const type = mime.toLowerCase()
  if (type === 'application/pdf') return 'application/pdf'
  if (type === 'image/jpeg' || type === 'image/jpg' || type === 'image/pjpeg') return 'image/jpeg'
  return null
}

/** The file, accepted with its name and real type, or refused with the problem's title and message. */
export function checkResumeFile(file: ChosenFile, problems: ResumeProblems): ResumeFileCheck {
  const refuse = ({ title, message }: Problem): ResumeFileCheck => ({ ok: false, title, message })
  if (file.size === 0) return refuse(problems.empty)
  if (file.size > maxResumeBytes) return refuse(problems.tooLarge)
  const actual = sniffResumeType(file.head)
  const claimed = claimedType(file.type)
  if (claimed && claimed !== actual) {
    return refuse(claimed === 'application/pdf' ? problems.pdfMismatch : problems.jpegMismatch)
  }
  if (!actual) return refuse(problems.wrongType)
  // A missing MIME type is filled in from the bytes; a missing extension is appended.
  const hasExtension = /\.[a-z0-9]{2,5}$/i.test(file.name)
  const name = hasExtension ? file.name : `${file.name || 'resume'}${resumeExtensions[actual]}`
  return { ok: true, name, type: actual, size: file.size }
}

/**
 * A size as people read it: "512 bytes", "3 KB", "1.2 MB", never "0.00 MB". Kilobytes are whole;
 * megabytes keep one decimal where it says something ("1.2 MB", "5 MB").
 */
export function formatFileSize(bytes: number, units: FileSizeUnits, say: Say): string {
  const kilobytes = Math.max(1, Math.round(bytes / 1024))
  const [template, n] =
    bytes < 1024
      ? [units.bytes, bytes]
      : kilobytes < 1000
        ? [units.kilobytes, kilobytes]
        : [units.megabytes, Number((bytes / (1024 * 1024)).toFixed(1))]
  return say(template, { n })
}
