// A file name a visitor sent, made safe to store and show: no folders, no control or invisible
// characters, nothing a shell or URL would trip on (letters of any script with their marks, digits,
// spaces and ._-() only), a bounded length, and always the extension of the file's real type (a PDF
// named "resume.exe" is stored as "resume.pdf"). The page names the resume row's original_filename
// with it too, and the table checks the same rule (text-classes.ts). Imports carry .ts for Deno.
import { invisibleCharacters } from './text-classes.ts'

const maxLength = 100

export function sanitizeFileName(raw: string, extension: string): string {
  const base = raw.split(/[/\\]/).pop() ?? ''
  const cleaned = base
    .normalize('NFKC')
    .replace(invisibleCharacters, '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[^\p{L}\p{M}\p{N}._ ()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim()
  const dot = cleaned.lastIndexOf('.')
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).slice(0, maxLength - extension.length).trim()
  return `${stem || 'resume'}${extension}`
}
