// The CORS headers of a function the site's pages call from another origin: granted to the site's own
// origins only; any other origin gets no grant, and the browser keeps the answer from its page.
// Imports carry .ts for Deno.

export interface CorsRule {
  isAllowedOrigin: (origin: string) => boolean
  /** The methods the pages use, e.g. 'POST, OPTIONS'. */
  methods: string
  /** The request headers the pages send, e.g. 'content-type'. */
  headers: string
}

export function corsHeaders(
  request: Request,
  { isAllowedOrigin, methods, headers }: CorsRule,
): Record<string, string> {
  const origin = request.headers.get('origin')
  if (!origin || !isAllowedOrigin(origin)) return { Vary: 'Origin' }
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Headers': headers,
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  }
}
