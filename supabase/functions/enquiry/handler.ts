// The enquiry forms' no-JavaScript path: a plain HTML form posts here (application/x-www-form-urlencoded)
// and the function checks it with the rules the page's script uses (_shared/enquiry-rules.ts), stores it
// under the same limits, and answers with a redirect to the site's confirmation page or a small page that
// says what to do. Written against Web-standard Request/Response, so the same code runs under Deno in
// production and under Node in the local backend. Imports carry .ts extensions for Deno.
import { enquiryCopies } from '../_shared/enquiry-copies.ts'
import { enquiryOptions } from '../_shared/enquiry-copy.ts'
import { enquiryFormFields } from '../_shared/enquiry-fields.ts'
import { checkEnquiry, type Enquiry, type EnquiryForm, type FormVariant } from '../_shared/enquiry-rules.ts'
import type { FirmContact } from '../_shared/firm-contact.ts'
import { type FormLanguage, formLanguageOf, languageTag, pathInLanguage } from '../_shared/languages.ts'
import { marketingConsentField } from '../_shared/personal-data.ts'
import { BodyTooLarge, readLimited } from '../_shared/read-limited.ts'

/** An enquiry's form body is under 20 KB even with 2000 characters of Devanagari in its message. */
export const maxFormBody = 32 * 1024

/** What storing an enquiry came to; a fault is thrown. */
export type StoreOutcome = 'stored' | 'rate-limited'

export interface EnquiryFunctionOptions {
  /** Stores a checked enquiry under the limits of the visitor's address. */
  store: (enquiry: Enquiry, clientAddress: string) => Promise<StoreOutcome>
  /** The site's own origins: the only places a visitor is ever sent back to. The first is the default. */
  siteOrigins: readonly string[]
  contact: FirmContact
  /** Told of each fault, for the function's log. */
  log?: (message: string) => void
}

/** Where the site confirms a stored enquiry, per form and language: a prerendered page (pages/enquiry-sent). */
export const confirmationPath = (variant: FormVariant, language: FormLanguage = 'en') =>
  pathInLanguage(`/enquiry-sent/${variant}`, language)

const formPaths: Record<FormVariant, string> = { home: '/', contact: '/contact' }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

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

export function createEnquiryHandler({
  store,
  siteOrigins,
  contact,
  log = console.error,
}: EnquiryFunctionOptions) {
  if (siteOrigins.length === 0) throw new Error('The enquiry function needs at least one site origin')

  /** The site origin the visitor came from, if it is one of ours; otherwise the first of ours. */
  function siteOf(request: Request): string {
    const candidates = [request.headers.get('origin'), request.headers.get('referer')]
    for (const candidate of candidates) {
      try {
        const origin = candidate && new URL(candidate).origin
        if (origin && siteOrigins.includes(origin)) return origin
      } catch {
        // Not a URL: ignore it.
      }
    }
    return siteOrigins[0] as string
  }

  function page(status: number, site: string, language: FormLanguage, title: string, body: string): Response {
    const call = contact.phones[0]
    const { formPostPages } = enquiryCopies[language]
    const html = `<!doctype html>
<html lang="${languageTag[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{margin:0;font:1.0625rem/1.6 system-ui,sans-serif;color:#1e293b;background:#f8fafc}main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px #0002}h1{font-size:1.5rem;color:#0f172a;margin-top:0}a{color:#1d4ed8;font-weight:600}a:focus-visible{outline:3px solid #c2410c;outline-offset:2px}li{margin:.25rem 0}.error{color:#991b1b;font-weight:600}</style>
</head><body><main>
<h1>${escapeHtml(title)}</h1>
${body}
<ul>
<li>${escapeHtml(formPostPages.reachUs.call)}: <a href="tel:${escapeHtml(call?.tel ?? '')}">${escapeHtml(call?.display ?? '')}</a></li>
<li><a href="https://wa.me/${escapeHtml(contact.whatsapp)}">${escapeHtml(formPostPages.reachUs.whatsapp)}</a></li>
<li>${escapeHtml(formPostPages.reachUs.email)}: <a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a></li>
</ul>
<p><a href="${escapeHtml(site)}${pathInLanguage('/', language)}">${escapeHtml(formPostPages.home)}</a></p>
</main></body></html>`
    return new Response(html, {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy':
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      },
    })
  }

  /** A page of one of formPostPages' notices, in the form's language. */
  const notice = (
    status: number,
    site: string,
    language: FormLanguage,
    kind: 'badRequest' | 'rateLimited' | 'failed',
  ) => {
    const copy = enquiryCopies[language].formPostPages[kind]
    return page(status, site, language, copy.title, `<p>${escapeHtml(copy.lead)}</p>`)
  }

  const redirect = (location: string) =>
    new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

  return async function handleEnquiry(request: Request, clientAddress: string): Promise<Response> {
    const site = siteOf(request)
    if (request.method !== 'POST') {
      return new Response(null, { status: 405, headers: { Allow: 'POST' } })
    }
    const type = request.headers.get('content-type') ?? ''
    if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
      await request.body?.cancel()
      return notice(415, site, 'en', 'badRequest')
    }
    let fields: Map<string, string[]> | null
    try {
      fields = parseForm(await readLimited(request, maxFormBody))
    } catch (error) {
      if (error instanceof BodyTooLarge) return notice(413, site, 'en', 'badRequest')
      throw error
    }
    // A browser sends each field once; a repeated one, or a body that is not a form, is no visitor's.
    if (!fields || [...fields.values()].some((values) => values.length > 1)) {
      return notice(400, site, 'en', 'badRequest')
    }
    const field = (name: string) => fields.get(name)?.[0]
    const language = formLanguageOf(field(enquiryFormFields.language))
    const variant = field(enquiryFormFields.variant)
    if (variant !== 'home' && variant !== 'contact') return notice(400, site, language, 'badRequest')

    // A bot filled the field people cannot see: thank it and store nothing.
    if (field(enquiryFormFields.trap)) return redirect(`${site}${confirmationPath(variant, language)}`)

    const form: EnquiryForm = {
      fullName: field('fullName') ?? '',
      email: field('email') ?? '',
      mobileNumber: field('mobileNumber') ?? '',
      countryCode: field('countryCode') ?? '',
      immigrationType: field('immigrationType') ?? '',
      message: variant === 'contact' ? (field('message') ?? '') : undefined,
      language,
      // An unticked checkbox is not sent at all; a ticked one is, whatever its value.
      marketingConsent: field(marketingConsentField) !== undefined,
    }
    const options = {
      immigrationTypes: enquiryOptions[variant].immigrationTypes,
      countryCodes: enquiryOptions[variant].countryCodes.map((option) => option.code),
      messages: enquiryCopies[language].messages[variant],
    }
    const result = checkEnquiry(variant, options, form)
    if (!result.ok) {
      const copy = enquiryCopies[language].formPostPages.invalid
      const formPage = `${site}${pathInLanguage(formPaths[variant], language)}`
      return page(
        400,
        site,
        language,
        copy.title,
        `<p>${escapeHtml(copy.lead)}</p>
<p class="error" role="alert">${escapeHtml(result.message)}</p>
<p>${escapeHtml(copy.back)}: <a href="${escapeHtml(formPage)}">${escapeHtml(formPage)}</a></p>`,
      )
    }
    try {
      const outcome = await store(result.enquiry, clientAddress)
      if (outcome === 'stored') return redirect(`${site}${confirmationPath(variant, language)}`)
      return notice(429, site, language, 'rateLimited')
    } catch (error) {
      log(
        `enquiry: storing failed: ${String(error instanceof Error ? error.message : error).replace(/[\r\n]+/g, ' ')}`,
      )
      return notice(500, site, language, 'failed')
    }
  }
}
