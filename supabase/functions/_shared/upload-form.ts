// Reads the resume upload's multipart/form-data body (RFC 7578) with limits, instead of the platform's
// Request.formData(): that builds every part before anything can be counted, and a body of tens of
// thousands of empty parts kept a server busy for seconds. This reader walks the parts in order and
// stops at the first one past the few an upload has, so such a body costs one linear scan of at most
// the size limit. Web APIs only, for Deno and Node; imports carry .ts extensions.

interface UploadPart {
  /** The form field's name. */
  name: string
  /** The file name the browser sent, for a file part. */
  fileName?: string
  bytes: Uint8Array
}

export type UploadForm =
  | { ok: true; parts: UploadPart[] }
  | { ok: false; reason: 'malformed' | 'too-many-parts' }

/** A resume upload has a file and its name: more parts than this are never a visitor's. */
const maxUploadParts = 4
/** A part's headers are a line or two: more than this is not a browser's. */
const maxPartHeaderBytes = 1024

/** Each byte one character (windows-1252 maps every byte to one UTF-16 unit), so text and bytes align. */
const latin1 = new TextDecoder('latin1')
const utf8 = new TextDecoder()

/** The boundary of a multipart/form-data Content-Type, or null. */
export function multipartBoundary(contentType: string): string | null {
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType)
  return match?.[1] ?? match?.[2] ?? null
}

/** A header parameter such as name="file" from Content-Disposition, unquoted. */
function parameter(header: string, key: string): string | undefined {
  const match = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header)
  return match?.[1]?.replace(/\\(.)/g, '$1')
}

export function readUploadForm(bytes: Uint8Array, boundary: string, maxParts = maxUploadParts): UploadForm {
  // One byte, one character: positions in the text are positions in the bytes.
  const text = latin1.decode(bytes)
  const delimiter = `--${boundary}`
  let at = text.startsWith(delimiter) ? 0 : text.indexOf(`\r\n${delimiter}`) + 2
  if (at < 0 || !text.startsWith(delimiter, at)) return { ok: false, reason: 'malformed' }
  const parts: UploadPart[] = []
  for (;;) {
    at += delimiter.length
    if (text.startsWith('--', at)) return { ok: true, parts }
    if (!text.startsWith('\r\n', at)) return { ok: false, reason: 'malformed' }
    if (parts.length === maxParts) return { ok: false, reason: 'too-many-parts' }
    const headersStart = at + 2
    const headersEnd = text.indexOf('\r\n\r\n', headersStart)
    if (headersEnd < 0 || headersEnd - headersStart > maxPartHeaderBytes)
      return { ok: false, reason: 'malformed' }
    // Header values arrive as UTF-8 (a file name in Devanagari): read them from the bytes themselves.
    const headers = utf8.decode(bytes.subarray(headersStart, headersEnd)).split('\r\n')
    const disposition = headers.find((line) => /^content-disposition:/i.test(line))
    const name =
      disposition && /^content-disposition:\s*form-data\b/i.test(disposition)
        ? parameter(disposition, 'name')
        : undefined
    if (name === undefined) return { ok: false, reason: 'malformed' }
    const bodyStart = headersEnd + 4
    const bodyEnd = text.indexOf(`\r\n${delimiter}`, bodyStart)
    if (bodyEnd < 0) return { ok: false, reason: 'malformed' }
    parts.push({
      name,
      fileName: parameter(disposition ?? '', 'filename'),
      bytes: bytes.subarray(bodyStart, bodyEnd),
    })
    at = bodyEnd + 2
  }
}
