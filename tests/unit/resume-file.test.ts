import { sanitizeFileName } from '@shared/file-name.ts'
import { maxResumeBytes, sniffResumeType } from '@shared/file-type.ts'
import { describe, expect, it } from 'vitest'
import { fixResume as fixResumeIn } from '../../content/fix-resume'
import { formatMessage, type Say } from '../../lib/island-messages'
import { messagesFor } from '../../lib/messages'
import { checkResumeFile, formatFileSize } from '../../lib/resume/validate'

const fixResume = fixResumeIn(messagesFor('en'))

const resumeProblems = fixResume.scanMessages.fileProblems

const pdfHead = new TextEncoder().encode('%PDF-1.7\n')
const jpegHead = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46])
const textHead = new TextEncoder().encode('Hello, I')
const pngHead = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe('sniffResumeType', () => {
  it.each([
    ['a PDF', pdfHead, 'application/pdf'],
    ['a JPEG', jpegHead, 'image/jpeg'],
    ['text', textHead, null],
    ['a PNG', pngHead, null],
    ['one byte', new Uint8Array([0xff]), null],
    ['nothing', new Uint8Array(), null],
  ])('%s is %s', (_name, head, expected) => {
    expect(sniffResumeType(head)).toBe(expected)
  })
})

describe('checkResumeFile', () => {
  const file = (name: string, type: string, head: Uint8Array, size = 1000) => ({ name, type, head, size })

  it.each<[string, ReturnType<typeof file>, { title: string; message: string }]>([
    ['an empty file', file('cv.pdf', 'application/pdf', new Uint8Array(), 0), resumeProblems.empty],
    [
      'a file over 5 MB',
      file('cv.pdf', 'application/pdf', pdfHead, maxResumeBytes + 1),
      resumeProblems.tooLarge,
    ],
    ['a "PDF" that is text', file('cv.pdf', 'application/pdf', textHead), resumeProblems.pdfMismatch],
    ['a "PDF" that is a JPEG', file('cv.pdf', 'application/pdf', jpegHead), resumeProblems.pdfMismatch],
    ['a "JPEG" that is a PNG', file('photo.jpg', 'image/jpeg', pngHead), resumeProblems.jpegMismatch],
    ['a "JPEG" that is a PDF', file('photo.jpg', 'image/jpg', pdfHead), resumeProblems.jpegMismatch],
    ['a text file renamed .pdf with no type', file('cv.pdf', '', textHead), resumeProblems.wrongType],
    [
      'a Word file',
      file('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', textHead),
      resumeProblems.wrongType,
    ],
    ['a PNG', file('cv.png', 'image/png', pngHead), resumeProblems.wrongType],
  ])('refuses %s', (_name, chosen, problem) => {
    expect(checkResumeFile(chosen, resumeProblems)).toEqual({ ok: false, ...problem })
  })

  it('accepts a PDF and a JPEG by their bytes', () => {
    expect(checkResumeFile(file('cv.pdf', 'application/pdf', pdfHead), resumeProblems)).toEqual({
      ok: true,
      name: 'cv.pdf',
      type: 'application/pdf',
      size: 1000,
    })
    expect(checkResumeFile(file('scan.jpeg', 'image/jpeg', jpegHead), resumeProblems)).toMatchObject({
      ok: true,
      type: 'image/jpeg',
    })
  })

  it('fills a missing or generic type in from the bytes and appends a missing extension', () => {
    expect(checkResumeFile(file('resume', '', pdfHead), resumeProblems)).toMatchObject({
      ok: true,
      name: 'resume.pdf',
      type: 'application/pdf',
    })
    expect(
      checkResumeFile(file('IMG_2024', 'application/octet-stream', jpegHead), resumeProblems),
    ).toMatchObject({
      ok: true,
      name: 'IMG_2024.jpg',
      type: 'image/jpeg',
    })
  })

  it('accepts exactly 5 MB', () => {
    expect(
      checkResumeFile(file('cv.pdf', 'application/pdf', pdfHead, maxResumeBytes), resumeProblems).ok,
    ).toBe(true)
    expect(maxResumeBytes).toBe(5_242_880)
  })
})

describe('sanitizeFileName', () => {
  it.each([
    ['Asha CV.pdf', 'Asha CV.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['C:\\Users\\asha\\cv.pdf', 'cv.pdf'],
    ['bad\u0000name\u0007.pdf', 'badname.pdf'],
    ['<script>.pdf', '_script_.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['', 'resume.pdf'],
    ['resume.exe', 'resume.pdf'],
    ['page.html', 'page.pdf'],
    ['CV.PDF', 'CV.pdf'],
    ['no extension', 'no extension.pdf'],
  ])('%j becomes %j', (raw, expected) => {
    expect(sanitizeFileName(raw, '.pdf')).toBe(expected)
  })

  it('bounds a 10 KB name and keeps its extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(10_000)}.pdf`, '.pdf')
    expect(name.length).toBeLessThanOrEqual(100)
    expect(name.endsWith('.pdf')).toBe(true)
  })
})

it.each([
  [0, '0 bytes'],
  [512, '512 bytes'],
  [1024, '1 KB'],
  [3_200, '3 KB'],
  [1_022_000, '998 KB'],
  [1_040_000, '1 MB'],
  [1_258_291, '1.2 MB'],
  [2_464_153, '2.3 MB'],
  [5 * 1024 * 1024, '5 MB'],
])('shows %i bytes as "%s"', (bytes, shown) => {
  const say: Say = (text, values) => formatMessage(text, 'en', values)
  expect(formatFileSize(bytes, fixResume.scanner.fileSize, say)).toBe(shown)
})
