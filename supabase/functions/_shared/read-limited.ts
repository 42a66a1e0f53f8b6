// Reading a request body with a ceiling, for the local backend and the upload function: a body that
// declares more than the limit is refused before a byte is read, and a body that does not declare
// its length (chunked) is read only up to the limit. Imports carry .ts extensions for Deno.

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`Request body over ${limit} bytes`)
  }
}

/** Whether Content-Length already says the body is over the limit. */
function declaresTooMuch(headers: Headers, limit: number): boolean {
  const declared = Number(headers.get('content-length') ?? 0)
  return Number.isFinite(declared) && declared > limit
}

/** At most `limit` bytes of the body, whatever Content-Length claims; throws BodyTooLarge past it. */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (declaresTooMuch(request.headers, limit)) {
    await request.body?.cancel()
    throw new BodyTooLarge(limit)
  }
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel()
      throw new BodyTooLarge(limit)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
