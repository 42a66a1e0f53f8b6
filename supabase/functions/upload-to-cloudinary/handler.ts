// The upload function, written against Web-standard Request/Response so the same code runs under
// Deno (Supabase Edge Functions) in production and under Node in the local backend and tests.
// It trusts nothing the browser checked: size, type (by leading bytes and by the file's whole
// structure) and name are checked again, and every stored file is recorded so that a `resumes` row
// can only name a file this function stored. Its limits are counted in the database
// (../_shared/function-limits.ts): an upload that carries the page's write pass (X-Write-Pass) is
// admitted whatever others on the visitor's address sent, and one without counts against its address
// whatever becomes of it.

import { corsHeaders } from '../_shared/cors.ts'
import { sanitizeFileName } from '../_shared/file-name.ts'
import { isWholeFile } from '../_shared/file-structure.ts'
import {
  maxResumeBytes,
  type ResumeMimeType,
  resumeExtensions,
  sniffResumeType,
} from '../_shared/file-type.ts'
import type { AdmittedUpload, UploadLimits } from '../_shared/function-limits.ts'
import { BodyTooLarge, readLimited } from '../_shared/read-limited.ts'
import { multipartBoundary, readUploadForm } from '../_shared/upload-form.ts'

export interface StoredFile {
  bytes: Uint8Array
  fileName: string
  contentType: ResumeMimeType
}

/** Where accepted files go: Cloudinary in production, a folder on disk locally. Returns the file's URL. */
export type FileStore = (file: StoredFile) => Promise<string>

/** Records a stored file in the database (table stored_uploads, with the service role), with the address
 * it came from and its size: unsaved files count against their address's budget (migration upload_budget). */
export type UploadRecorder = (
  url: string,
  fileType: ResumeMimeType,
  from: { clientAddress: string; bytes: number },
) => Promise<void>

export interface UploadHandlerOptions {
  store: FileStore
  record: UploadRecorder
  isAllowedOrigin: (origin: string) => boolean
  /** Uploads per address and bytes per hour, shared by every instance (none by default, for tests). */
  limits?: UploadLimits
}

const unlimited: UploadLimits = {
  admit: async () => ({ takeBytes: async () => true, giveBack: async () => {} }),
}

/** Room for the multipart boundaries and the fileName field around a file of the maximum size. */
const multipartOverhead = 64 * 1024

export const uploadErrors = {
  method: 'Only POST uploads are accepted.',
  contentType: 'Send the file as multipart/form-data.',
  tooLarge: 'Please upload a file smaller than 5MB.',
  tooMany:
    'Too many uploads have come from your connection in the last hour (on a mobile network, many people can share one connection). Please try again; if it fails again, try in an hour.',
  siteBusy:
    'We are receiving an unusual number of uploads right now. Please try again; if it fails again, try later.',
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
  limits = unlimited,
}: UploadHandlerOptions) {
  return async function handleUpload(request: Request, clientAddress = 'unknown'): Promise<Response> {
    const cors = corsHeaders(request, {
      isAllowedOrigin,
      methods: 'POST, OPTIONS',
      headers: 'authorization, x-client-info, apikey, content-type, x-write-pass',
    })
    const json = (status: number, body: object) =>
      new Response(JSON.stringify(body), { status, headers: { ...cors, 'Content-Type': 'application/json' } })
    const fail = (status: number, error: string) => json(status, { error })

    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
    if (request.method !== 'POST') return fail(405, uploadErrors.method)
    // Counted before the body is read, and kept if this upload is refused: refusing costs the server
    // the reading, so it costs the sender an upload (or its pass) too.
    let admitted: AdmittedUpload | null
    try {
      admitted = await limits.admit(clientAddress, request.headers.get('x-write-pass')?.trim() || null)
    } catch (error) {
      console.error('upload-to-cloudinary: the limits could not be read', error)
      return fail(502, uploadErrors.store)
    }
    if (!admitted) return fail(429, uploadErrors.tooMany)
    const boundary = multipartBoundary(request.headers.get('content-type') ?? '')
    if (!boundary) {
      await request.body?.cancel()
      return fail(400, uploadErrors.contentType)
    }

    let body: Uint8Array
    try {
      body = await readLimited(request, maxResumeBytes + multipartOverhead)
    } catch (error) {
      return error instanceof BodyTooLarge
        ? fail(413, uploadErrors.tooLarge)
        : fail(400, uploadErrors.malformed)
    }
    const form = readUploadForm(body, boundary)
    if (!form.ok)
      return fail(400, form.reason === 'too-many-parts' ? uploadErrors.oneFile : uploadErrors.malformed)

    const files = form.parts.filter((part) => part.fileName !== undefined)
    const file = files.find((part) => part.name === 'file')
    if (!file) return fail(400, uploadErrors.noFile)
    if (files.length > 1) return fail(400, uploadErrors.oneFile)
    const bytes = file.bytes
    if (bytes.length === 0) return fail(400, uploadErrors.empty)
    if (bytes.length > maxResumeBytes) return fail(413, uploadErrors.tooLarge)

    const type = sniffResumeType(bytes.subarray(0, 8))
    if (!type) return fail(415, uploadErrors.type)
    if (!isWholeFile(bytes, type)) return fail(415, uploadErrors.incomplete)

    const givenName = form.parts.find((part) => part.name === 'fileName' && part.fileName === undefined)
    const typedName = givenName ? new TextDecoder().decode(givenName.bytes) : ''
    const fileName = sanitizeFileName(typedName || file.fileName || '', resumeExtensions[type])
    try {
      if (!(await admitted.takeBytes(bytes.length))) return fail(503, uploadErrors.siteBusy)
      const url = await store({ bytes, fileName, contentType: type })
      await record(url, type, { clientAddress, bytes: bytes.length })
      return json(200, { url })
    } catch (error) {
      console.error('upload-to-cloudinary: store failed', error)
      await admitted.giveBack().catch((lost) => console.error('upload-to-cloudinary: give-back failed', lost))
      return fail(502, uploadErrors.store)
    }
  }
}
