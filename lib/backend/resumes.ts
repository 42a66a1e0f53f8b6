// Spec calls 2 and 3: upload the file to the upload function, then save its record in `resumes`.
// XMLHttpRequest rather than fetch, because only it reports upload progress: a 5 MB file takes about
// a minute on a slow mobile uplink, and the visitor should see it move. A failure rejects with an
// UploadFailure naming its reason; lib/resume/upload-failure.ts turns that into the visitor's words.
// Both carry the page's write pass (write-pass.ts): the upload claims it, so that others on the
// visitor's connection cannot spend the uploads it is allowed, and the record spends it.
import type { ResumeMimeType } from '@shared/file-type.ts'
import { UploadFailure } from '../resume/upload-failure'
import { backendClient } from './client'
import { backendAnonKey, backendUrl } from './config'
import { earnWritePass, forgetWritePass, withWritePass, writePass } from './write-pass'

export const uploadTimeoutMs = 90_000

/** The failure of a non-OK answer: the server's error, else its status line (spec §8). */
export function nonOkFailure(status: number, statusText: string, body: string): UploadFailure {
  try {
    const parsed = JSON.parse(body) as { error?: unknown }
    if (typeof parsed?.error === 'string' && parsed.error) {
      return new UploadFailure({ reason: 'server', error: parsed.error })
    }
  } catch {
    // not JSON: fall back to the status line
  }
  return new UploadFailure({ reason: 'status', status, statusText })
}

/** The URL in a successful answer, or the failure naming what is wrong with it. */
export function urlFromSuccess(body: string): string {
  let parsed: { url?: unknown }
  try {
    parsed = JSON.parse(body)
  } catch {
    throw new UploadFailure({ reason: 'invalidResponse' })
  }
  if (typeof parsed?.url !== 'string' || !parsed.url) throw new UploadFailure({ reason: 'noUrl' })
  return parsed.url
}

/**
 * Uploads the file with the page's write pass, waited for if it is being earned (`onPreparing` is told,
 * so the page can say so): without one it would be counted against the visitor's connection, and the
 * site's budget for such uploads. A failed upload has used its pass (a refused one still cost the
 * server the reading): another is earned for the next.
 */
export async function uploadResume(
  file: Blob,
  fileName: string,
  onProgress: (fraction: number) => void = () => {},
  onPreparing: () => void = () => {},
): Promise<string> {
  const pass = await writePass(onPreparing)
  try {
    return await sendUpload(file, fileName, onProgress, pass)
  } catch (error) {
    if (pass) forgetWritePass(pass)
    earnWritePass()
    throw error
  }
}

function sendUpload(
  file: Blob,
  fileName: string,
  onProgress: (fraction: number) => void,
  pass: string | undefined,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    const form = new FormData()
    form.append('file', file, fileName)
    form.append('fileName', fileName)
    // A plain timer rather than request.timeout, so tests can fast-forward it with a fake clock.
    const timer = setTimeout(() => {
      request.abort()
      reject(new UploadFailure({ reason: 'timeout' }))
    }, uploadTimeoutMs)
    const settle = (run: () => void) => {
      clearTimeout(timer)
      try {
        run()
      } catch (error) {
        reject(error instanceof UploadFailure ? error : new UploadFailure({ reason: 'other' }))
      }
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onerror = () => settle(() => reject(new UploadFailure({ reason: 'network' })))
    request.onload = () =>
      settle(() => {
        if (request.status < 200 || request.status >= 300) {
          throw nonOkFailure(request.status, request.statusText, request.responseText)
        }
        onProgress(1)
        resolve(urlFromSuccess(request.responseText))
      })
    request.open('POST', `${backendUrl}/functions/v1/upload-to-cloudinary`)
    request.setRequestHeader('Authorization', `Bearer ${backendAnonKey}`)
    request.setRequestHeader('apikey', backendAnonKey)
    if (pass) request.setRequestHeader('X-Write-Pass', pass)
    request.send(form)
  })
}

export interface ResumeRecord {
  /** Chosen by the page (the public role cannot read it back): a review request names it. */
  id: string
  cloudinary_url: string
  original_filename: string
  file_type: ResumeMimeType
  ats_score: number
}

export async function saveResume(record: ResumeRecord): Promise<void> {
  const client = await backendClient()
  const { error } = await withWritePass(() => client.from('resumes').insert(record), 'resume_rate_limited')
  if (error) {
    console.error('Resume record was not saved:', error.message)
    if (error.message === 'resume_rate_limited') throw new UploadFailure({ reason: 'saveLimited' })
    throw new UploadFailure({ reason: 'saveFailed' })
  }
}
