// What the functions a plain HTML form posts to (enquiry, data-request) share: reading the form's body,
// and the small page they answer with, in the form's language, with the ways to reach the firm. Web
// APIs only (Deno and Node); imports carry .ts extensions.
import type { FirmContact } from './firm-contact.ts'
import { type FormLanguage, languageTag, pathInLanguage } from './languages.ts'
import { messagesIn } from './messages.ts'
import { BodyTooLarge, readLimited } from './read-limited.ts'

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** A field's values from a form body, or null when the body is not a well-formed form in UTF-8. */
function parseForm(bytes: Uint8Array): Map<string, string[]> | null {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
  const fields = new Map<string, string[]>()
  for (const pair of text.split('&')) {
    if (!pair) continue
    const [rawName = '', rawValue = ''] = pair.split(/=(.*)/s)
    try {
      // decodeURIComponent refuses a percent-encoding that is not UTF-8, where URLSearchParams would
      // quietly put U+FFFD in its place.
      const name = decodeURIComponent(rawName.replace(/\+/g, ' '))
      const value = decodeURIComponent(rawValue.replace(/\+/g, ' '))
      fields.set(name, [...(fields.get(name) ?? []), value])
    } catch {
      return null
    }
  }
  return fields
}

/** The site origin the visitor came from, if it is one of ours; otherwise the first of ours. */
export function siteOf(request: Request, siteOrigins: readonly string[]): string {
  for (const candidate of [request.headers.get('origin'), request.headers.get('referer')]) {
    try {
      const origin = candidate && new URL(candidate).origin
      if (origin && siteOrigins.includes(origin)) return origin
    } catch {
      // Not a URL: ignore it.
    }
  }
  return siteOrigins[0] as string
}

export interface FunctionPage {
  status: number
  site: string
  language: FormLanguage
  title: string
  /** The page's markup after its heading: every value in it escaped by the caller. */
  body: string
  contact: FirmContact
  headers?: Record<string, string>
}

/** A small page of its own (no script, no outside resource), with the ways to reach the firm. */
export function functionPage({ status, site, language, title, body, contact, headers = {} }: FunctionPage) {
  const call = contact.phones[0]
  const m = messagesIn(language)
  const html = `<!doctype html>
<html lang="${languageTag[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{margin:0;font:1.0625rem/1.6 system-ui,sans-serif;color:#1e293b;background:#f8fafc}main{max-width:40rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px #0002}h1{font-size:1.5rem;color:#0f172a;margin-top:0}h2{font-size:1.2rem;color:#0f172a}a{color:#1d4ed8;font-weight:600}a:focus-visible{outline:3px solid #c2410c;outline-offset:2px}li{margin:.25rem 0}.error{color:#991b1b;font-weight:600}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1rem;padding:.75rem;background:#f1f5f9;border-radius:.5rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}</style>
</head><body><main>
<h1>${escapeHtml(title)}</h1>
${body}
<ul>
<li>${escapeHtml(m('functionPage.reachUs.call'))}: <a href="tel:${escapeHtml(call?.tel ?? '')}">${escapeHtml(call?.display ?? '')}</a></li>
<li><a href="https://wa.me/${escapeHtml(contact.whatsapp)}">${escapeHtml(m('functionPage.reachUs.whatsapp'))}</a></li>
<li>${escapeHtml(m('functionPage.reachUs.email'))}: <a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a></li>
</ul>
<p><a href="${escapeHtml(site)}${pathInLanguage('/', language)}">${escapeHtml(m('functionPage.home'))}</a></p>
</main></body></html>`
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      ...headers,
    },
  })
}

/** "See other": where a browser goes next after a form's POST, with a GET. */
export const seeOther = (location: string, headers: Record<string, string> = {}) =>
  new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store', ...headers },
  })

/** A form's POST as read: each field once, or why it is no visitor's form. */
export type FormPost =
  | { ok: true; field: (name: string) => string | undefined }
  | { ok: false; status: 413 | 415 | 400 }

/**
 * Reads a plain form's POST of at most `maxBytes`. A browser sends each field once: a repeated one, a
 * body that is not a form in UTF-8, or another content type is refused.
 */
export async function readFormPost(request: Request, maxBytes: number): Promise<FormPost> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) {
    await request.body?.cancel()
    return { ok: false, status: 415 }
  }
  let fields: Map<string, string[]> | null
  try {
    fields = parseForm(await readLimited(request, maxBytes))
  } catch (error) {
    if (error instanceof BodyTooLarge) return { ok: false, status: 413 }
    throw error
  }
  if (!fields || [...fields.values()].some((values) => values.length > 1)) return { ok: false, status: 400 }
  const read = fields
  return { ok: true, field: (name) => read.get(name)?.[0] }
}
