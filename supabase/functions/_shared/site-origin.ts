// Whether a plain form's post comes from one of the site's own pages, as the visitor's browser tells it
// (issue 51, item 7). Any page on the web can post a form to a function; the browser names that page's
// site in Origin (every form POST), or in Referer when Origin is missing. A post naming another site is
// refused with a page of its own and nothing kept, so no other site can make its visitors' browsers
// send us enquiries or requests. A post naming no site is taken, as before: some privacy tools strip
// both headers. `Origin: null` (some privacy modes, a page opened from a file, a sandboxed frame) names
// no site either: it is judged by its Referer when one is sent, and taken when none is. A stranger's
// sandboxed frame that also hides its Referer gets through that way, but only as far as a visitor whose
// tools strip both headers does, and the limits and marks hold for both.
import type { FirmContact } from './firm-contact.ts'
import { escapeHtml, functionPage } from './function-page.ts'
import type { FormLanguage } from './languages.ts'
import { messagesIn } from './messages.ts'

/** An address's origin; one no URL has (so never ours) when it is no URL. */
function originOf(address: string): string {
  try {
    return new URL(address).origin
  } catch {
    return 'null'
  }
}

/** Whether the browser says the post was sent from a page of another site than ours. */
export function sentFromAnotherSite(
  request: Request,
  siteOrigins: readonly string[] | ((origin: string) => boolean),
): boolean {
  const isOurs = typeof siteOrigins === 'function' ? siteOrigins : (o: string) => siteOrigins.includes(o)
  const origin = request.headers.get('origin')
  const named = origin && origin !== 'null' ? origin : request.headers.get('referer')
  return named ? !isOurs(originOf(named)) : false
}

/**
 * Whether a request that only the site's own script should make (a challenge for the proof of work)
 * was made by another site's page (issue 62): it names another site, or, naming none of ours, the
 * browser's Fetch Metadata says it came from another site, as an <img> on any page with its Referer
 * hidden would. A script's fetch from our pages names its origin, so our own are never refused.
 */
export function fetchedByAnotherSite(request: Request, isOurs: (origin: string) => boolean): boolean {
  const origin = request.headers.get('origin')
  if (origin && isOurs(origin)) return false
  return sentFromAnotherSite(request, isOurs) || request.headers.get('sec-fetch-site') === 'cross-site'
}

/** The page a post from another site is answered with (403), in the form's language. */
export function anotherSitePage(site: string, language: FormLanguage, contact: FirmContact): Response {
  const m = messagesIn(language)
  return functionPage({
    status: 403,
    site,
    language,
    title: m('siteOrigin.anotherSite.title'),
    body: `<p>${escapeHtml(m('siteOrigin.anotherSite.lead'))}</p>`,
    contact,
  })
}
