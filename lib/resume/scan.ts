// The resume scan (spec §4 "Resume upload"): read the chosen file, check it, upload it (with
// progress) while its text is read, score the text (the EIR analysis), save the record with that
// score, pause two seconds, show the result. A plain function: what touches the network, pdf.js and
// the clock is handed in, so tests run it without a browser, a backend or the pause. The words come in
// too (content/fix-resume.ts); the scanner island only shows the states reported here.
import { sanitizeFileName } from '@shared/file-name.ts'
import { type ResumeMimeType, resumeExtensions } from '@shared/file-type.ts'
import type { ResumeRecord } from '../backend/resumes'
import type { EirChecksCopy, EirResult, ResumeContent } from '../eir/analysis'
import { type BandMessages, type ScoreBand, scoreBand } from '../eir/bands'
import type { Say } from '../island-messages'
import { type UploadMessages, uploadFailureMessage } from './upload-failure'
import { checkResumeFile, type Problem, type ResumeProblems } from './validate'

/** The pause between the upload and the result (spec §9 "Results delay after upload"). */
export const resultPauseMs = 2000

/** The chosen file as the scanner shows it: its (completed) name and its size in bytes. */
interface ScannedFile {
  name: string
  size: number
}

export type ScanState =
  | { name: 'idle' }
  | { name: 'validating' }
  | { name: 'uploading'; file: ScannedFile; progress: number; preparing?: boolean }
  /** resumeId names the saved record, so a review request can point to it. */
  | {
      name: 'result'
      result: EirResult
      band: ScoreBand
      notice: Problem
      resumeId: string
      file: ScannedFile
    }
  /** Nothing is kept: the scanner goes back to its form and shows the notice. */
  | { name: 'failed'; notice: Problem }

/** How a scan ends. */
export type ScanEnd = Extract<ScanState, { name: 'result' | 'failed' }>

export interface ScanCopy {
  messages: {
    fileProblems: ResumeProblems & { unreadableFile: Problem }
    uploadFailed: { title: string; messages: UploadMessages }
    success: Problem
  }
  eir: { bands: BandMessages; checks: EirChecksCopy }
  /** Formats the messages that take the visitor's values (an upload's status) in the page's language. */
  say: Say
}

export interface ScanDependencies {
  /** Reads what the analysis needs: a PDF's text and pages, or that it is an image. */
  readText: (file: Blob, type: ResumeMimeType) => Promise<ResumeContent>
  /** Stores the file and resolves to its URL, reporting progress from 0 to 1 on the way, and telling
   * `onPreparing` while it waits for its write pass. */
  upload: (
    file: Blob,
    name: string,
    onProgress: (fraction: number) => void,
    onPreparing: () => void,
  ) => Promise<string>
  save: (record: ResumeRecord) => Promise<void>
  pause: (ms: number) => Promise<void>
}

/** The browser's: the backend, pdf.js and the EIR analysis load only once a file is chosen. */
export const browserScanDependencies: ScanDependencies = {
  readText: async (file, type) => (await import('../eir/read-resume')).readResume(file, type),
  upload: async (file, name, onProgress, onPreparing) =>
    (await import('../backend/resumes')).uploadResume(file, name, onProgress, onPreparing),
  save: async (record) => (await import('../backend/resumes')).saveResume(record),
  pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

/**
 * Scans one chosen file, reporting each state as it is reached (the last is the one returned):
 * validating, uploading with its progress, then a result or a failure. It never throws: any error of
 * the upload, the analysis or the save ends in "Upload Failed" with the catalogue's message.
 */
export async function scanResume(
  file: File,
  copy: ScanCopy,
  dependencies: ScanDependencies,
  onState: (state: ScanState) => void = () => {},
): Promise<ScanEnd> {
  const { messages } = copy
  // Once ended, nothing more is reported (an upload still running after the text failed, say).
  let ended = false
  const report = (state: ScanState) => {
    if (!ended) onState(state)
  }
  const end = (state: ScanEnd): ScanEnd => {
    report(state)
    ended = true
    return state
  }
  const fail = ({ title, message }: Problem) => end({ name: 'failed', notice: { title, message } })

  report({ name: 'validating' })
  let head: Uint8Array
  try {
    head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  } catch {
    return fail(messages.fileProblems.unreadableFile)
  }
  const checked = checkResumeFile(
    { name: file.name, type: file.type, size: file.size, head },
    messages.fileProblems,
  )
  if (!checked.ok) return fail(checked)

  const chosen: ScannedFile = { name: checked.name, size: checked.size }
  report({ name: 'uploading', file: chosen, progress: 0 })
  try {
    const [content, url, { analyseResume }] = await Promise.all([
      dependencies.readText(file, checked.type),
      dependencies.upload(
        file,
        checked.name,
        (progress) => report({ name: 'uploading', file: chosen, progress }),
        () => report({ name: 'uploading', file: chosen, progress: 0, preparing: true }),
      ),
      import('../eir/analysis'),
    ])
    const result = analyseResume(content, copy.eir.checks)
    const resumeId = crypto.randomUUID()
    await dependencies.save({
      id: resumeId,
      cloudinary_url: url,
      // Named as the upload function names the stored file, which is the rule the table checks.
      original_filename: sanitizeFileName(checked.name, resumeExtensions[checked.type]),
      file_type: checked.type,
      ats_score: result.score,
    })
    await dependencies.pause(resultPauseMs)
    return end({
      name: 'result',
      result,
      band: scoreBand(result.score, copy.eir.bands),
      notice: messages.success,
      resumeId,
      file: chosen,
    })
  } catch (error) {
    return fail({
      title: messages.uploadFailed.title,
      message: uploadFailureMessage(error, messages.uploadFailed.messages, copy.say),
    })
  }
}
