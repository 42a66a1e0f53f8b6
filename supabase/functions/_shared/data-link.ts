// A link to one's own data (/your-data): its token, what the database keeps of it, and the function it
// opens. The sender of the link's mail makes the token (data-request-outbox.ts) and the data-request
// function checks it; the database holds only its hash. Web APIs only; imports carry .ts for Deno.

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** A new link's token: 256 random bits. */
export const newToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)))

/** A token as newToken makes them: anything else is not looked up. */
export const tokenShape = /^[A-Za-z0-9_-]{43}$/

/** What the database keeps of a token: its SHA-256, in hex. */
export async function tokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The data-request function's public address, where a link's mail sends the visitor. */
export const dataRequestFunctionUrl = (supabaseUrl: string) => `${supabaseUrl}/functions/v1/data-request`

/** The booking function's public address, where a booking mail's move-or-cancel link sends the visitor. */
export const bookingFunctionUrl = (supabaseUrl: string) => `${supabaseUrl}/functions/v1/booking`

/**
 * The cookie that carries a mailed link's token from the link to its page's buttons, for the function's
 * path alone. Sent with the buttons' POST from the site, another site: SameSite=None, which needs Secure.
 */
export const linkCookie = (name: string, functionUrl: string) => {
  const path = new URL(functionUrl).pathname
  return (value: string, maxAge: number) =>
    `${name}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=None`
}
