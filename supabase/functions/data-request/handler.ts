// See, stop or erase one's data, by oneself (/your-data; issue 38, DPDP Act 2023 ss. 11-13). Three steps,
// each one request to this function, each working without JavaScript:
// 1. The form on /your-data posts an address and a request. Whether or not the firm holds the address,
//    the answer is the same page; where it does, a mail with a single-use link is stored in the outbox
//    (private.data_mails) before the answer, and sent from there (_shared/data-request-outbox.ts). No
//    request is ever refused for its number: a mailbox gets a new link for a request only when it has no
//    working one for it (migration data_request_fairness), so what others ask locks nobody out.
// 2. The link (a GET, which mail scanners open too) changes nothing: it hands its token to the browser in a
//    cookie for this function alone and sends the visitor to the site's confirmation page for the request.
// 3. That page's button posts here; only then is the link used, once, and the request carried out.
// The token travels in a cookie because hosted Supabase serves no HTML to a GET, and a prerendered page
// cannot hold a token without a script. Web-standard Request/Response: Deno in production, Node locally.

import { linkCookie, tokenHash, tokenShape } from '../_shared/data-link.ts'
import { type DataRequest, dataRequests } from '../_shared/data-requests.ts'
import { checkEmail } from '../_shared/email-address.ts'
import type { FirmContact } from '../_shared/firm-contact.ts'
import { escapeHtml, functionPage, readFormPost, seeOther, siteOf } from '../_shared/function-page.ts'
import { type FormLanguage, formLanguageOf, pathInLanguage } from '../_shared/languages.ts'
import { indiaTime } from '../_shared/lead-mail.ts'
import { calendarDay } from '../_shared/message-format.ts'
import { type MessageKey, type Messages, messagesIn } from '../_shared/messages.ts'
import { dataLawDutiesFrom } from '../_shared/personal-data.ts'
import { type AlertChoice, choiceText } from '../_shared/round-alerts.ts'
import { anotherSitePage, sentFromAnotherSite } from '../_shared/site-origin.ts'

/** A request's form is an address and two words. */
const maxFormBody = 4 * 1024

/** The cookie that carries a link's token from the link to the button. */
export const tokenCookie = 'data_request'

/** How long a link works: the database keeps the same hour. */
const linkValidSeconds = 60 * 60

/** The site's pages for the request: the form, and the confirmation its link opens. */
const dataRequestPaths = { form: '/your-data', confirm: '/your-data/confirm' } as const

/** A field of a copy of the data, or a yes or a no, as the visitor reads it (`dataRequest.fields.`). */
type DataField = {
  [Key in MessageKey]: Key extends `dataRequest.fields.${infer Field}` ? Field : never
}[MessageKey]

/** A copy of what the firm holds, as public.use_data_link answers it (round alerts: migration round_alerts). */
export interface HeldData {
  enquiries: Record<string, unknown>[]
  resumes: Record<string, unknown>[]
  /** Consultations booked (migration bookings), each with its enquiry among the enquiries. */
  bookings?: Record<string, unknown>[]
  alerts?: {
    created_at: string
    email: string
    confirmed_at: string | null
    choice: unknown
    wanted: unknown
  }[]
}

/** What using a link did (public.use_data_link), or null for a link unknown, used or expired. */
export type UsedLink =
  | { request: 'copy'; language: FormLanguage; held: HeldData }
  | { request: 'stop'; language: FormLanguage; leadIds: string[] }
  | {
      request: 'erase'
      language: FormLanguage
      enquiries: number
      resumes: number
      files: string[]
      leadIds: string[]
    }

/** The database's side (migration data_requests), called with the service role. */
export interface DataRequestStore {
  /** Takes a request about an address in its one spelling: true when a link's mail now waits to go. */
  request(ask: { email: string; request: DataRequest; language: FormLanguage }): Promise<boolean>
  /** What a link asks for, without using it; null when it no longer works. */
  opened(tokenHash: string): Promise<{ request: DataRequest; language: FormLanguage } | null>
  /** Uses a link, once, and carries out its request (storing the firm's notice of a stop or erasure). */
  use(tokenHash: string): Promise<UsedLink | null>
}

export interface DataRequestOptions {
  store: DataRequestStore
  /** The site's own origins: links send the visitor to the first; every form's post comes from one. */
  siteOrigins: readonly string[]
  /** This function's public address: the link's cookie is for its path alone. */
  functionUrl: string
  contact: FirmContact
  /** Deletes an erased resume's file where it is kept, and forgets it. */
  deleteFile: (url: string) => Promise<void>
  /** A mail now waits in the outbox: locally, the backend sends it at once (in production the
   * database's trigger calls the notify-lead function). */
  mailWaiting?: () => void
  log?: (message: string) => void
  now?: () => Date
}

const isRequest = (value: string | undefined): value is DataRequest =>
  (dataRequests as readonly string[]).includes(value ?? '')

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ')

export function createDataRequestHandler({
  store,
  siteOrigins,
  functionUrl,
  contact,
  deleteFile,
  mailWaiting = () => {},
  log = console.error,
  now = () => new Date(),
}: DataRequestOptions) {
  if (siteOrigins.length === 0) throw new Error('The data-request function needs at least one site origin')
  const cookie = linkCookie(tokenCookie, functionUrl)

  const page = (
    status: number,
    site: string,
    language: FormLanguage,
    title: string,
    body: string,
    headers = {},
  ) => functionPage({ status, site, language, title, body, contact, headers })

  const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')

  const notice = (status: number, site: string, language: FormLanguage, kind: 'badRequest' | 'failed') => {
    const m = messagesIn(language)
    return page(
      status,
      site,
      language,
      m(`dataRequest.pages.${kind}.title`),
      paragraphs(m(`dataRequest.pages.${kind}.lead`)),
    )
  }

  const formLink = (site: string, language: FormLanguage, label: string) => {
    const href = `${site}${pathInLanguage(dataRequestPaths.form, language)}`
    return `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`
  }

  /** Step 1: the form's request. The same answer whether or not the firm holds the address. */
  async function ask(request: Request): Promise<Response> {
    const site = siteOf(request, siteOrigins)
    const post = await readFormPost(request, maxFormBody)
    if (!post.ok) return notice(post.status, site, 'en', 'badRequest')
    const language = formLanguageOf(post.field('language'))
    if (sentFromAnotherSite(request, siteOrigins)) return anotherSitePage(site, language, contact)
    const m = messagesIn(language)
    // The address in its one spelling: the link goes to what the visitor typed, never to a lookalike.
    const email = checkEmail(post.field('email') ?? '')
    const wanted = post.field('request')
    const problem = !email.ok
      ? email.problem === 'localPart'
        ? m('dataRequest.messages.emailLocalPart')
        : m('dataRequest.messages.email')
      : !isRequest(wanted)
        ? m('dataRequest.messages.request')
        : null
    if (problem || !email.ok || !isRequest(wanted)) {
      return page(
        400,
        site,
        language,
        m('dataRequest.pages.invalid.title'),
        `${paragraphs(m('dataRequest.pages.invalid.lead'))}\n<p class="error" role="alert">${escapeHtml(problem ?? '')}</p>\n${formLink(site, language, m('dataRequest.pages.invalid.back'))}`,
      )
    }
    try {
      if (await store.request({ email: email.address, request: wanted, language })) mailWaiting()
    } catch (error) {
      log(`data-request: the request was not noted: ${oneLine(String(error))}`)
      return notice(500, site, language, 'failed')
    }
    return page(
      200,
      site,
      language,
      m('dataRequest.pages.sent.title'),
      paragraphs(m('dataRequest.pages.sent.lead'), m('dataRequest.pages.sent.next')),
    )
  }

  /** Step 2: the link. Nothing is used or changed: the token goes into a cookie, the visitor to the button. */
  async function open(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const token = url.searchParams.get('token') ?? ''
    const linkLanguage = formLanguageOf(url.searchParams.get('language') ?? undefined)
    const site = siteOrigins[0] as string
    const opened = tokenShape.test(token) ? await store.opened(await tokenHash(token)) : null
    const confirm = (language: FormLanguage, section: string) =>
      `${site}${pathInLanguage(dataRequestPaths.confirm, language)}#${section}`
    if (!opened) return seeOther(confirm(linkLanguage, 'expired'))
    return seeOther(confirm(opened.language, opened.request), {
      'Set-Cookie': cookie(token, linkValidSeconds),
      'Referrer-Policy': 'no-referrer',
    })
  }

  function copyPage(m: Messages, held: HeldData): string {
    const field = (name: DataField) => m(`dataRequest.fields.${name}`)
    const row = (pairs: [string, string | null | undefined, string?][]) =>
      `<dl>${pairs
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(
          ([label, value, href]) =>
            `<dt>${escapeHtml(label)}</dt><dd>${href ? `<a href="${escapeHtml(href)}">${escapeHtml(value ?? '')}</a>` : escapeHtml(value ?? '')}</dd>`,
        )
        .join('')}</dl>`
    const when = (value: unknown) => (typeof value === 'string' ? indiaTime(value) : null)
    const text = (value: unknown) => (value === null || value === undefined ? null : String(value))
    const enquiries = held.enquiries.map((lead) =>
      row([
        [field('created_at'), when(lead.created_at)],
        [field('full_name'), text(lead.full_name)],
        [field('email'), text(lead.email)],
        [field('mobile'), `${text(lead.country_code)} ${text(lead.mobile_number)}`],
        [field('immigration_type'), text(lead.immigration_type)],
        [field('message'), text(lead.message)],
        [field('source'), text(lead.source)],
        [field('language'), text(lead.language)],
        [field('marketing_consent'), lead.marketing_consent ? field('yes') : field('no')],
        [field('contact_withdrawn_at'), when(lead.contact_withdrawn_at)],
      ]),
    )
    const resumes = held.resumes.map((resume) =>
      row([
        [field('created_at'), when(resume.created_at)],
        [field('original_filename'), text(resume.original_filename)],
        [field('ats_score'), text(resume.ats_score)],
        [
          m('dataRequest.pages.copy.file'),
          text(resume.original_filename),
          text(resume.cloudinary_url) ?? undefined,
        ],
      ]),
    )
    const bookings = (held.bookings ?? []).map((booking) =>
      row([
        [field('start_at'), when(booking.start_at)],
        [field('meeting'), field(booking.meeting === 'office' ? 'office' : 'video')],
        [field('created_at'), when(booking.created_at)],
        [field('cancelled_at'), when(booking.cancelled_at)],
      ]),
    )
    const alerts = (held.alerts ?? []).map((alert) => {
      const choice = (alert.choice ?? alert.wanted) as AlertChoice
      return row([
        [field('created_at'), when(alert.created_at)],
        [m('roundAlerts.copy.confirmedAt'), when(alert.confirmed_at) ?? m('roundAlerts.copy.waiting')],
        [m('roundAlerts.copy.choice'), choiceText(m, choice)],
        [m('roundAlerts.copy.score'), text(choice.score)],
        [field('language'), text(choice.language)],
      ])
    })
    if (enquiries.length === 0 && resumes.length === 0 && bookings.length === 0 && alerts.length === 0)
      return paragraphs(m('dataRequest.pages.copy.none'))
    return [
      enquiries.length
        ? `<h2>${escapeHtml(m('dataRequest.pages.copy.enquiries'))}</h2>\n${enquiries.join('\n')}`
        : '',
      resumes.length
        ? `<h2>${escapeHtml(m('dataRequest.pages.copy.resumes'))}</h2>\n${resumes.join('\n')}`
        : '',
      bookings.length
        ? `<h2>${escapeHtml(m('dataRequest.pages.copy.bookings'))}</h2>\n${bookings.join('\n')}`
        : '',
      alerts.length ? `<h2>${escapeHtml(m('roundAlerts.copy.heading'))}</h2>\n${alerts.join('\n')}` : '',
      paragraphs(m('dataRequest.pages.copy.leave')),
    ].join('\n')
  }

  /** Step 3: the button. The link is used, once, and its request carried out. */
  async function confirm(request: Request): Promise<Response> {
    const site = siteOf(request, siteOrigins)
    const origin = request.headers.get('origin')
    const post = await readFormPost(request, maxFormBody)
    if (!post.ok) return notice(post.status, site, 'en', 'badRequest')
    const language = formLanguageOf(post.field('language'))
    // Only the site's own page may press the button: another site's form cannot act with the cookie.
    if (!origin || !siteOrigins.includes(origin)) return notice(403, site, language, 'badRequest')
    const token = /(?:^|;\s*)data_request=([^;]*)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? ''
    const clear = { 'Set-Cookie': cookie('', 0) }
    const expired = () => {
      const m = messagesIn(language)
      return page(
        410,
        site,
        language,
        m('dataRequest.pages.expired.title'),
        `${paragraphs(m('dataRequest.pages.expired.lead'))}\n${formLink(site, language, m('dataRequest.pages.invalid.back'))}`,
        clear,
      )
    }
    if (!tokenShape.test(token)) return expired()
    const hash = await tokenHash(token)
    // The button names the request it confirms: a page for another one uses nothing.
    const opened = await store.opened(hash)
    if (!opened) return expired()
    if (post.field('request') !== opened.request) return notice(400, site, language, 'badRequest')
    let used: UsedLink | null
    try {
      used = await store.use(hash)
    } catch (error) {
      log(`data-request: the request was not carried out: ${oneLine(String(error))}`)
      return notice(500, site, language, 'failed')
    }
    if (!used) return expired()
    const m = messagesIn(used.language)
    if (used.request === 'copy') {
      const intro = m('dataRequest.pages.copy.lead', {
        email: String(used.held.enquiries[0]?.email ?? used.held.alerts?.[0]?.email ?? ''),
        time: indiaTime(now()),
      })
      return page(
        200,
        site,
        used.language,
        m('dataRequest.pages.copy.title'),
        `${paragraphs(intro)}\n${copyPage(m, used.held)}`,
        clear,
      )
    }
    // The firm's notice was stored with the act: it goes from the outbox.
    mailWaiting()
    if (used.request === 'erase') {
      for (const url of used.files) {
        // A file not deleted now is one no resume names: the hourly sweep deletes it.
        await deleteFile(url).catch((error: unknown) =>
          log(`data-request: an erased resume's file was left to the sweep: ${oneLine(String(error))}`),
        )
      }
    }
    const done = used.request === 'stop' ? 'stopped' : 'erased'
    const counts: Record<string, number> =
      used.request === 'stop'
        ? { enquiries: used.leadIds.length }
        : { enquiries: used.enquiries, resumes: used.resumes }
    return page(
      200,
      site,
      used.language,
      m(`dataRequest.pages.${done}.title`),
      paragraphs(
        m(`dataRequest.pages.${done}.lead`, counts),
        m(`dataRequest.pages.${done}.kept`, { lawFrom: calendarDay(dataLawDutiesFrom) }),
      ),
      clear,
    )
  }

  return async function handleDataRequest(request: Request): Promise<Response> {
    if (request.method === 'GET') return open(request)
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } })
    return new URL(request.url).searchParams.has('confirm') ? confirm(request) : ask(request)
  }
}
