// The upload function, written against Web-standard Request/Response so the same code runs under
// Deno (Supabase Edge Functions) in production and under Node in the local backend and tests.
// It trusts nothing the browser checked: size, type (by leading bytes and by the file's whole
// structure) and name are checked again, and every stored file is recorded so that a `resumes` row
// can only name a file this function stored.

import { sanitizeFileName } from '../_shared/file-name.ts'
import { isWholeFile } from '../_shared/file-structure.ts'
import {
  maxResumeBytes,
  type ResumeMimeType,
  resumeExtensions,
  sniffResumeType,
} from '../_shared/file-type.ts'
import { BodyTooLarge, readLimited } from '../_shared/read-limited.ts'

export interface StoredFile {
  bytes: Uint8Array
  fileName: string
  contentType: ResumeMimeType
}

/** Where accepted files go: Cloudinary in production, a folder on disk locally. Returns the file's URL. */
export type FileStore = (file: StoredFile) => Promise<string>

/** Records a stored file in the database (table stored_uploads, with the service role). */
export type UploadRecorder = (url: string, fileType: ResumeMimeType) => Promise<void>

export interface UploadHandlerOptions {
  store: FileStore
  record: UploadRecorder
  isAllowedOrigin: (origin: string) => boolean
  /** Whether this client address may upload now (see ../_shared/rate-limit.ts). */
  allowClient?: (address: string) => boolean
}

/** Uploads one client address may make in an hour, unless UPLOAD_LIMIT_PER_HOUR says otherwise. */
export const defaultUploadsPerHour = 10

/** Room for the multipart boundaries and the fileName field around a file of the maximum size. */
const multipartOverhead = 64 * 1024

export const uploadErrors = {
  method: 'Only POST uploads are accepted.',
  contentType: 'Send the file as multipart/form-data.',
  tooLarge: 'Please upload a file smaller than 5MB.',
  tooMany: 'Too many uploads from your connection. Please try again in an hour.',
  malformed: 'The upload could not be read. Please try again.',
  noFile: 'No file was received. Choose a PDF or JPG file and try again.',
  oneFile: 'Please upload one file at a time.',
  empty: 'The selected file appears to be empty. Please try another file.',
  type: 'Please upload only PDF or JPG/JPEG files.',
  incomplete: 'This file is not a complete PDF or JPG. Please save or export it again and retry.',
  store: 'The file could not be stored. Please try again.',
} as const

export function createUploadHandler({
  store,
  record,
  isAllowedOrigin,
  allowClient = () => true,
}: UploadHandlerOptions) {
  return async function handleUpload(request: Request, clientAddress = 'unknown'): Promise<Response> {
    const origin = request.headers.get('origin')
    const cors: Record<string, string> =
      origin && isAllowedOrigin(origin)
        ? {
            'Access-Control-Allow-Origin': origin,
            'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
            'Access-Control-Allow-Methods': 'POST, OPTIONS',
            'Access-Control-Max-Age': '86400',
            Vary: 'Origin',
          }
        : { Vary: 'Origin' }
    const json = (status: number, body: object) =>
      new Response(JSON.stringify(body), { status, headers: { ...cors, 'Content-Type': 'application/json' } })
    const fail = (status: number, error: string) => json(status, { error })

    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
    if (request.method !== 'POST') return fail(405, uploadErrors.method)
    if (!allowClient(clientAddress)) return fail(429, uploadErrors.tooMany)
    const contentType = request.headers.get('content-type') ?? ''
    if (!contentType.toLowerCase().startsWith('multipart/form-data'))
      return fail(400, uploadErrors.contentType)

    let form: FormData
    try {
      const body = await readLimited(request, maxResumeBytes + multipartOverhead)
      form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData()
    } catch (error) {
      return error instanceof BodyTooLarge
        ? fail(413, uploadErrors.tooLarge)
        : fail(400, uploadErrors.malformed)
    }

    const files = form.getAll('file')
    if (files.length === 0 || typeof files[0] === 'string') return fail(400, uploadErrors.noFile)
    if (files.length > 1 || [...form.values()].filter((value) => typeof value !== 'string').length > 1) {
      return fail(400, uploadErrors.oneFile)
    }
    const file = files[0] as File
    if (file.size === 0) return fail(400, uploadErrors.empty)
    if (file.size > maxResumeBytes) return fail(413, uploadErrors.tooLarge)

    const bytes = new Uint8Array(await file.arrayBuffer())
    const type = sniffResumeType(bytes.subarray(0, 8))
    if (!type) return fail(415, uploadErrors.type)
    if (!isWholeFile(bytes, type)) return fail(415, uploadErrors.incomplete)

    const givenName = form.get('fileName')
    const fileName = sanitizeFileName(
      typeof givenName === 'string' && givenName ? givenName : file.name,
      resumeExtensions[type],
    )
    try {
      const url = await store({ bytes, fileName, contentType: type })
      await record(url, type)
      return json(200, { url })
    } catch (error) {
      console.error('upload-to-cloudinary: store failed', error)
      return fail(502, uploadErrors.store)
    }
  }
}
