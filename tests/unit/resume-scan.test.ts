// The resume scan (lib/resume/scan.ts) with its dependencies stood in: no browser, no backend, no
// two-second wait. The expected words are the spec's, typed out, so a change to the copy shows here.
import { maxResumeBytes, type ResumeMimeType } from '@shared/file-type.ts'
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it, vi } from 'vitest'
import { fixResume as fixResumeIn } from '../../content/fix-resume'
import type { ResumeRecord } from '../../lib/backend/resumes'
import { pdfText } from '../../lib/eir/pdf-text'
import { formatMessage, type Say } from '../../lib/island-messages'
import { messagesFor } from '../../lib/messages'
import { resultPauseMs, type ScanDependencies, type ScanState, scanResume } from '../../lib/resume/scan'
import { UploadFailure, type UploadFailureCause } from '../../lib/resume/upload-failure'
import { jpegImage, pdfWithText } from '../support/files'
import { strongResume } from '../support/resumes'

const fixResume = fixResumeIn(messagesFor('en'))

const copy = {
  messages: fixResume.scanMessages,
  eir: fixResume.eir,
  say: ((text, values) => formatMessage(text, 'en', values)) satisfies Say,
}
const storedUrl = 'https://files.example/resume.pdf'

// Copied into a plain ArrayBuffer, as a File wants.
const strongPdf = new Uint8Array(await pdfWithText([strongResume]))
const pdfFile = (name = 'Rohan Mehta CV.pdf') => new File([strongPdf], name, { type: 'application/pdf' })

/** Dependencies that succeed, reading PDFs with the Node build of pdf.js; each can be replaced. */
function dependencies(overrides: Partial<ScanDependencies> = {}) {
  const stand = {
    readText: vi.fn<ScanDependencies['readText']>(async (file, type) =>
      type === 'image/jpeg'
        ? { kind: 'image' }
        : { kind: 'pdf', ...(await pdfText(pdfjs as never, new Uint8Array(await file.arrayBuffer()))) },
    ),
    upload: vi.fn<ScanDependencies['upload']>(async (_file, _name, onProgress) => {
      onProgress(0.5)
      onProgress(1)
      return storedUrl
    }),
    save: vi.fn<ScanDependencies['save']>(async () => {}),
    pause: vi.fn<ScanDependencies['pause']>(async () => {}),
    ...overrides,
  }
  return stand
}

async function scan(file: File, deps: ScanDependencies) {
  const states: ScanState[] = []
  const end = await scanResume(file, copy, deps, (state) => states.push(state))
  return { end, states }
}

const failing = (failure: UploadFailureCause) => () => Promise.reject(new UploadFailure(failure))

describe('a scan that succeeds', () => {
  it.each<[string, () => File, ResumeMimeType, number]>([
    ['a strong PDF', () => pdfFile(), 'application/pdf', 100],
    [
      'a JPG',
      () => new File([new Uint8Array(jpegImage(40, 40))], 'scan.jpg', { type: 'image/jpeg' }),
      'image/jpeg',
      0,
    ],
  ])(
    '%s is uploaded, scored, saved with the score shown, then shown after the pause',
    async (_name, file, type, score) => {
      const deps = dependencies()
      const chosen = file()
      const { end, states } = await scan(chosen, deps)

      expect(end.name).toBe('result')
      if (end.name !== 'result') return
      expect(end.result.score).toBe(score)
      expect(deps.save).toHaveBeenCalledTimes(1)
      expect(end.resumeId).toMatch(/^[0-9a-f-]{36}$/)
      expect(deps.save).toHaveBeenCalledWith({
        id: end.resumeId,
        cloudinary_url: storedUrl,
        original_filename: chosen.name,
        file_type: type,
        ats_score: end.result.score,
      } satisfies ResumeRecord)
      expect(end.notice).toEqual({
        title: 'Resume Analyzed Successfully!',
        message: 'Your resume has been processed and scored.',
      })
      expect(end.band.message).toBe(
        score >= 80
          ? 'Excellent! Your resume is EIR-friendly.'
          : 'Needs improvement for better EIR compatibility.',
      )
      const file_ = { name: chosen.name, size: chosen.size }
      expect(states).toEqual([
        { name: 'validating' },
        { name: 'uploading', file: file_, progress: 0 },
        { name: 'uploading', file: file_, progress: 0.5 },
        { name: 'uploading', file: file_, progress: 1 },
        end,
      ])
    },
  )

  it('asks the injected clock for the 2-second pause, after the save and before the result', async () => {
    let resume = () => {}
    const order: string[] = []
    const deps = dependencies({
      save: vi.fn(async () => {
        order.push('save')
      }),
      pause: vi.fn(
        (ms: number) =>
          new Promise<void>((resolve) => {
            order.push(`pause ${ms}`)
            resume = resolve
          }),
      ),
    })
    const states: ScanState[] = []
    const running = scanResume(pdfFile(), copy, deps, (state) => states.push(state))
    await vi.waitFor(() => expect(deps.pause).toHaveBeenCalled())
    expect(resultPauseMs).toBe(2000)
    expect(deps.pause).toHaveBeenCalledExactlyOnceWith(2000)
    expect(order).toEqual(['save', 'pause 2000'])
    expect(states.at(-1)?.name).toBe('uploading')
    resume()
    expect((await running).name).toBe('result')
    expect(states.at(-1)?.name).toBe('result')
  })

  it('says it is still getting the upload ready while its write pass is earned, then shows its progress', async () => {
    const deps = dependencies({
      upload: async (_file, _name, onProgress, onPreparing) => {
        onPreparing()
        onProgress(1)
        return storedUrl
      },
    })
    const { states } = await scan(new File([strongPdf], 'cv.pdf'), deps)
    const uploading = states.filter((state) => state.name === 'uploading')
    expect(uploading.map((state) => ('preparing' in state ? state.preparing : undefined))).toEqual([
      undefined,
      true,
      undefined,
    ])
  })

  it('completes a name without an extension and a missing type from the bytes', async () => {
    const deps = dependencies()
    const { end } = await scan(new File([strongPdf], 'resume'), deps)
    expect(end.name).toBe('result')
    expect(deps.upload).toHaveBeenCalledWith(
      expect.any(File),
      'resume.pdf',
      expect.any(Function),
      expect.any(Function),
    )
    expect(deps.save).toHaveBeenCalledWith(
      expect.objectContaining({ original_filename: 'resume.pdf', file_type: 'application/pdf' }),
    )
  })
})

const text = (value: string) => new TextEncoder().encode(value)

/** A file whose bytes cannot be read (the browser lost access to it). */
const unreadable = () =>
  ({
    name: 'cv.pdf',
    type: 'application/pdf',
    size: 1000,
    slice: () => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) }),
  }) as unknown as File

const refusals: [string, () => File, string, string][] = [
  [
    'an empty file',
    () => new File([], 'empty.pdf', { type: 'application/pdf' }),
    'Invalid File',
    'The selected file appears to be empty. Please try another file.',
  ],
  [
    'a file of 5 MB and one byte',
    () => {
      const bytes = new Uint8Array(maxResumeBytes + 1)
      bytes.set(text('%PDF-1.7'))
      return new File([bytes], 'huge.pdf', { type: 'application/pdf' })
    },
    'File Too Large',
    'Please upload a file smaller than 5MB.',
  ],
  [
    'a Word document',
    () => new File([text('PK fake docx')], 'cv.docx', { type: 'application/msword' }),
    'Invalid File Type',
    'Please upload only PDF or JPG/JPEG files. Ensure your file has the correct format.',
  ],
  [
    'a "PDF" that is a web page',
    () => new File([text('<html>not a pdf</html>')], 'cv.pdf', { type: 'application/pdf' }),
    'Invalid File Type',
    "File claims to be PDF but content doesn't match. Please try another file.",
  ],
  [
    'a "JPEG" that is text',
    () => new File([text('just some notes')], 'notes.jpg', { type: 'image/jpeg' }),
    'Invalid File Type',
    "File claims to be JPEG but content doesn't match. Please try another file.",
  ],
  [
    'a file that cannot be read',
    unreadable,
    'Invalid File',
    "Unable to validate file format. Please ensure you're uploading a PDF or JPG file.",
  ],
]

describe('a file the checks refuse', () => {
  it.each(refusals)('%s: "%s" / "%s", and nothing is uploaded', async (_name, file, title, message) => {
    const deps = dependencies()
    const { end, states } = await scan(file(), deps)
    expect(end).toEqual({ name: 'failed', notice: { title, message } })
    expect(states).toEqual([{ name: 'validating' }, end])
    expect(deps.upload).not.toHaveBeenCalled()
    expect(deps.readText).not.toHaveBeenCalled()
    expect(deps.save).not.toHaveBeenCalled()
    expect(deps.pause).not.toHaveBeenCalled()
  })
})

const failures: [string, Partial<ScanDependencies>, string][] = [
  [
    'a timeout',
    { upload: failing({ reason: 'timeout' }) },
    'Upload timed out. Please try again with a smaller file.',
  ],
  [
    'a network failure',
    { upload: failing({ reason: 'network' }) },
    'Network error. Please check your connection and try again.',
  ],
  ['a server error', { upload: failing({ reason: 'server', error: 'Storage is full' }) }, 'Storage is full'],
  [
    'a non-OK status with its text',
    { upload: failing({ reason: 'status', status: 502, statusText: 'Bad Gateway' }) },
    'HTTP 502: Bad Gateway',
  ],
  [
    'a non-OK status without text',
    { upload: failing({ reason: 'status', status: 503, statusText: '' }) },
    'Upload failed with status 503',
  ],
  [
    'an unparseable answer',
    { upload: failing({ reason: 'invalidResponse' }) },
    'Server returned invalid response. Please try again.',
  ],
  [
    'an answer without a URL',
    { upload: failing({ reason: 'noUrl' }) },
    'Upload completed but no URL received. Please try again.',
  ],
  [
    'a refused record',
    { save: failing({ reason: 'saveFailed' }) },
    'Failed to save resume data. Please try again.',
  ],
  [
    'too many records from the connection',
    { save: failing({ reason: 'saveLimited' }) },
    'Far more resumes than one person saves have come from your connection in the last hour (on a mobile network, many people can share one connection). Please try again in an hour.',
  ],
  [
    'any other upload error',
    { upload: () => Promise.reject(new TypeError('boom')) },
    'Something went wrong. Please try again.',
  ],
  [
    'a text reader that fails',
    { readText: () => Promise.reject(new Error('pdf.js')) },
    'Something went wrong. Please try again.',
  ],
  [
    'a save that throws',
    { save: () => Promise.reject(new Error('offline')) },
    'Something went wrong. Please try again.',
  ],
]

describe('an upload that fails', () => {
  it.each(failures)('%s shows "Upload Failed": %s', async (_name, overrides, message) => {
    const deps = dependencies(overrides)
    const { end, states } = await scan(pdfFile(), deps)
    expect(end).toEqual({ name: 'failed', notice: { title: 'Upload Failed', message } })
    // A failure clears the scan: the last state holds no file, no progress and no result.
    expect(states.at(-1)).toEqual(end)
    expect(Object.keys(states.at(-1) ?? {})).toEqual(['name', 'notice'])
    expect(deps.pause).not.toHaveBeenCalled()
  })

  it('reports nothing more once it has failed, even as the upload goes on', async () => {
    let progress: (fraction: number) => void = () => {}
    let finishUpload: (url: string) => void = () => {}
    const deps = dependencies({
      readText: () => Promise.reject(new Error('pdf.js')),
      upload: (_file, _name, onProgress) => {
        progress = onProgress
        return new Promise((resolve) => {
          finishUpload = resolve
        })
      },
    })
    const { end, states } = await scan(pdfFile(), deps)
    expect(end.name).toBe('failed')
    const reported = states.length
    progress(0.8)
    finishUpload(storedUrl)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(states).toHaveLength(reported)
    expect(states.at(-1)).toEqual(end)
    expect(deps.save).not.toHaveBeenCalled()
  })
})
