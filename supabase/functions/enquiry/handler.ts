// The enquiry forms' no-JavaScript path: a plain HTML form posts here (application/x-www-form-urlencoded)
// and the function checks it with the rules the page's script uses (_shared/enquiry-rules.ts), stores it
// under the same limits, and answers with a redirect to the site's confirmation page or a small page that
// says what to do. Written against Web-standard Request/Response, so the same code runs under Deno in
// production and under Node in the local backend. Imports carry .ts extensions for Deno.
import { enquiryOptions, enquiryWordsIn } from '../_shared/enquiry-copy.ts'
import { enquiryFormFields } from '../_shared/enquiry-fields.ts'
import { checkEnquiry, type Enquiry, type EnquiryForm, type FormVariant } from '../_shared/enquiry-rules.ts'
import type { FirmContact } from '../_shared/firm-contact.ts'
import {
  escapeHtml,
  functionPage,
  readFormPost,
  seeOther,
  siteOf as siteOfRequest,
} from '../_shared/function-page.ts'
import { type FormLanguage, formLanguageOf, pathInLanguage } from '../_shared/languages.ts'
import { marketingConsentField } from '../_shared/personal-data.ts'
import { anotherSitePage, sentFromAnotherSite } from '../_shared/site-origin.ts'

/** An enquiry's form body is under 20 KB even with 2000 characters of Devanagari in its message. */
export const maxFormBody = 32 * 1024

/** What storing an enquiry came to; a fault is thrown. */
export type StoreOutcome = 'stored' | 'rate-limited'

export interface EnquiryFunctionOptions {
  /** Stores a checked enquiry under the limits of the visitor's address. */
  store: (enquiry: Enquiry, clientAddress: string) => Promise<StoreOutcome>
  /**
   * The site's own origins: the only places a visitor is ever sent back to, and the only sites a form may
   * be posted from (site-origin.ts). The first is the default.
   */
  siteOrigins: readonly string[]
  contact: FirmContact
  /** Told of each fault, for the function's log. */
  log?: (message: string) => void
}

/** Where the site confirms a stored enquiry, per form and language: a prerendered page (pages/enquiry-sent). */
export const confirmationPath = (variant: FormVariant, language: FormLanguage = 'en') =>
  pathInLanguage(`/enquiry-sent/${variant}`, language)

const formPaths: Record<FormVariant, string> = { home: '/', contact: '/contact' }

export function createEnquiryHandler({
  store,
  siteOrigins,
  contact,
  log = console.error,
}: EnquiryFunctionOptions) {
  if (siteOrigins.length === 0) throw new Error('The enquiry function needs at least one site origin')

  const siteOf = (request: Request) => siteOfRequest(request, siteOrigins)

  const page = (status: number, site: string, language: FormLanguage, title: string, body: string) =>
    functionPage({ status, site, language, title, body, contact })

  /** A page of one of formPostPages' notices, in the form's language. */
  const notice = (
    status: number,
    site: string,
    language: FormLanguage,
    kind: 'badRequest' | 'rateLimited' | 'failed',
  ) => {
    const copy = enquiryWordsIn(language).formPostPages[kind]
    return page(status, site, language, copy.title, `<p>${escapeHtml(copy.lead)}</p>`)
  }

  return async function handleEnquiry(request: Request, clientAddress: string): Promise<Response> {
    const site = siteOf(request)
    if (request.method !== 'POST') {
      return new Response(null, { status: 405, headers: { Allow: 'POST' } })
    }
    const post = await readFormPost(request, maxFormBody)
    if (!post.ok) return notice(post.status, site, 'en', 'badRequest')
    const { field } = post
    const language = formLanguageOf(field(enquiryFormFields.language))
    if (sentFromAnotherSite(request, siteOrigins)) return anotherSitePage(site, language, contact)
    const variant = field(enquiryFormFields.variant)
    if (variant !== 'home' && variant !== 'contact') return notice(400, site, language, 'badRequest')

    // A bot filled the field people cannot see: thank it and store nothing.
    if (field(enquiryFormFields.trap)) return seeOther(`${site}${confirmationPath(variant, language)}`)

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
      messages: enquiryWordsIn(language).messages[variant],
    }
    const result = checkEnquiry(variant, options, form)
    if (!result.ok) {
      const copy = enquiryWordsIn(language).formPostPages.invalid
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
      if (outcome === 'stored') return seeOther(`${site}${confirmationPath(variant, language)}`)
      return notice(429, site, language, 'rateLimited')
    } catch (error) {
      log(
        `enquiry: storing failed: ${String(error instanceof Error ? error.message : error).replace(/[\r\n]+/g, ' ')}`,
      )
      return notice(500, site, language, 'failed')
    }
  }
}
