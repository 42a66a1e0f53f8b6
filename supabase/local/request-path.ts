// What the local servers (the backend, and npm start's site server) answer for a path no page links to,
// and what they log of a failure (issue 51, item 8). A path over 2,048 bytes, or holding an encoded NUL,
// names nothing (404); one with a malformed percent-encoding is no path at all (400). Both are answered
// before any route reads them, so no file lookup meets them, and a failure is logged by its kind alone:
// never with the request's path, which a stranger writes and which may be kilobytes long.
import type { MiddlewareHandler } from 'hono'

/** The longest path either server reads, in bytes (a URL's path is ASCII, percent-encoded). */
const longestPath = 2048

export const refuseOddPaths: MiddlewareHandler = async (c, next) => {
  const path = new URL(c.req.url).pathname
  if (path.length > longestPath) return c.notFound()
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return c.text('Bad Request', 400)
  }
  if (decoded.includes('\0')) return c.notFound()
  await next()
}

/**
 * A failure for the log: a system error by its code and call (its message names the file, which comes
 * from the path), any other by its message, on one line with control characters shown as escapes.
 */
export function failureOf(error: unknown): string {
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown }
  if (typeof code === 'string' && typeof syscall === 'string') return `${code} in ${syscall}`
  return JSON.stringify(error instanceof Error ? error.message : String(error)).slice(1, -1)
}
