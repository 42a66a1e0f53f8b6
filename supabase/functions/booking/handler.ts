// The booking function (issue 66): /book's times and form, the move-or-cancel links, and the consultants'
// calendar feed. Written against Web-standard Request/Response, so the same code runs under Deno in
// production and under Node in the local backend. Imports carry .ts extensions for Deno.
//
// - GET ?times: the free times now (the page's script shows them live), as JSON.
// - POST (a plain form, or the page's script asking for JSON): books a time. The form is checked with the
//   Contact form's rules (the topic is its immigration type), the time with booking-times.ts, whatever the
//   page sent; the database takes a seat at that time or refuses (time taken, limits).
// - GET ?link=…: a move-or-cancel link from a mail. It changes nothing (mail scanners open links): the
//   token goes into a cookie for this function alone and the visitor to /book/change, whose buttons
//   POST back (?change) from the site's own origin; only that uses the link, once.
// - GET ?feed=…: every booking as a calendar the consultants subscribe to, for the secret token only.
import { timeLabel } from '../_shared/booking-labels.ts'
import { bookableTimes, bookingEnd, refusalOf, type TimeRefusal } from '../_shared/booking-times.ts'
import { calendarFile } from '../_shared/calendar-file.ts'
import { corsHeaders } from '../_shared/cors.ts'
import { linkCookie, tokenHash, tokenShape } from '../_shared/data-link.ts'
import { enquiryOptions, enquiryWordsIn } from '../_shared/enquiry-copy.ts'
import { enquiryFormFields } from '../_shared/enquiry-fields.ts'
import { checkEnquiry, type EnquiryForm } from '../_shared/enquiry-rules.ts'
import type { FirmContact } from '../_shared/firm-contact.ts'
import { firmAddressLine } from '../_shared/firm-office.ts'
import { escapeHtml, functionPage, readFormPost, seeOther, siteOf } from '../_shared/function-page.ts'
import { type FormLanguage, formLanguageOf, pathInLanguage } from '../_shared/languages.ts'
import { bookingLeadMail } from '../_shared/lead-mail.ts'
import { messagesIn } from '../_shared/messages.ts'
import { marketingConsentField } from '../_shared/personal-data.ts'
import { sameSecret } from '../_shared/same-secret.ts'
import { anotherSitePage, sentFromAnotherSite } from '../_shared/site-origin.ts'
import type { BookingRefusal, BookingStore } from './store.ts'

/** A booking's form body is under 20 KB even with 2000 characters of Devanagari in its message. */
const maxFormBody = 32 * 1024

/** The cookie that carries a link's token from the link to the buttons. */
const bookingCookie = 'booking_link'

/** The site's page a link opens, with the buttons that move or cancel. */
const changePath = '/book/change'
const bookPath = '/book'

/** The fields of /book's form beside the Contact form's. */
const bookingFields = {
  start: 'start',
  meeting: 'meeting',
  zone: 'zone',
  writePass: 'writePass',
} as const

export interface BookingFunctionOptions {
  store: BookingStore
  siteOrigins: readonly string[]
  /** This function's public address: the link's cookie is for its path alone. */
  functionUrl: string
  contact: FirmContact
  /** The consultants' feed's token (BOOKING_FEED_TOKEN, 32 characters or more). */
  feedToken: string
  /** Called once a booking, move or cancellation has stored its mails: the mailer sends them. */
  mailWaiting?: () => void
  log?: (message: string) => void
  now?: () => Date
}

export function createBookingHandler({
  store,
  siteOrigins,
  functionUrl,
  contact,
  feedToken,
  mailWaiting = () => {},
  log = console.error,
  now = () => new Date(),
}: BookingFunctionOptions) {
  if (siteOrigins.length === 0) throw new Error('The booking function needs at least one site origin')
  if (feedToken.length < 32) throw new Error('BOOKING_FEED_TOKEN must be at least 32 characters')
  const cookie = linkCookie(bookingCookie, functionUrl)
  const cors = (request: Request) =>
    corsHeaders(request, {
      isAllowedOrigin: (origin) => siteOrigins.includes(origin),
      methods: 'GET, POST, OPTIONS',
      headers: 'content-type, accept',
    })

  const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')
  const page = (
    status: number,
    site: string,
    language: FormLanguage,
    title: string,
    body: string,
    headers = {},
  ) => functionPage({ status, site, language, title, body, contact, headers })
  const backLink = (site: string, language: FormLanguage) => {
    const href = `${site}${pathInLanguage(bookPath, language)}`
    return `<p><a href="${escapeHtml(href)}">${escapeHtml(messagesIn(language)('booking.pages.back'))}</a></p>`
  }

  /** The times free now: bookable, and with a seat left. */
  async function freeTimes(): Promise<string[]> {
    const times = bookableTimes(now())
    if (times.length === 0) return []
    const until = new Date(new Date(times.at(-1) as string).getTime() + 60_000).toISOString()
    const full = new Set(await store.fullTimes(times[0] as string, until))
    return times.filter((time) => !full.has(time))
  }

  /** The free times nearest to one just taken, earliest first. */
  async function nearest(start: string): Promise<string[]> {
    const wanted = new Date(start).getTime()
    return (await freeTimes())
      .sort((a, b) => Math.abs(new Date(a).getTime() - wanted) - Math.abs(new Date(b).getTime() - wanted))
      .slice(0, 3)
      .sort()
  }

  /** A refusal, as JSON for the page's script or as a page for the plain form. */
  async function refused(
    request: Request,
    site: string,
    language: FormLanguage,
    status: number,
    reason: TimeRefusal | BookingRefusal | 'meeting',
    zone: string | null,
    alternatives: string[] = [],
  ): Promise<Response> {
    const m = messagesIn(language)
    const message = m(
      reason === 'taken' && alternatives.length === 0
        ? 'booking.refused.noneFree'
        : `booking.refused.${reason}`,
    )
    if (wantsJson(request)) {
      return Response.json(
        { ok: false, reason, message, nearest: alternatives },
        { status, headers: cors(request) },
      )
    }
    const list = alternatives.length
      ? `<ul>${alternatives
          .map((time) => {
            const label = timeLabel(time, language, zone)
            return `<li>${escapeHtml(label.firm)}${label.visitor ? ` (${escapeHtml(label.visitor)})` : ''}</li>`
          })
          .join('')}</ul>`
      : ''
    return page(
      status,
      site,
      language,
      m('booking.pages.invalidTitle'),
      `<p class="error" role="alert">${escapeHtml(message)}</p>\n${list}\n${backLink(site, language)}`,
    )
  }

  const wantsJson = (request: Request) => /application\/json/.test(request.headers.get('accept') ?? '')

  async function book(request: Request, clientAddress: string): Promise<Response> {
    const site = siteOf(request, siteOrigins)
    const post = await readFormPost(request, maxFormBody)
    if (!post.ok) return new Response(null, { status: post.status, headers: cors(request) })
    const { field } = post
    const language = formLanguageOf(field(enquiryFormFields.language))
    if (sentFromAnotherSite(request, siteOrigins)) return anotherSitePage(site, language, contact)
    const zone = field(bookingFields.zone) ?? null
    // A bot filled the field people cannot see: nothing is booked, and it is told nothing.
    if (field(enquiryFormFields.trap)) return refused(request, site, language, 400, 'malformed', zone)
    const start = field(bookingFields.start)
    const timeRefusal = refusalOf(start, now())
    if (timeRefusal) return refused(request, site, language, 400, timeRefusal, zone)
    const meeting = field(bookingFields.meeting)
    if (meeting !== 'office' && meeting !== 'video')
      return refused(request, site, language, 400, 'meeting', zone)
    const form: EnquiryForm = {
      fullName: field('fullName') ?? '',
      email: field('email') ?? '',
      mobileNumber: field('mobileNumber') ?? '',
      countryCode: field('countryCode') ?? '',
      immigrationType: field('immigrationType') ?? '',
      message: field('message') ?? '',
      language,
      marketingConsent: field(marketingConsentField) !== undefined,
    }
    const checked = checkEnquiry(
      'contact',
      {
        immigrationTypes: enquiryOptions.contact.immigrationTypes,
        countryCodes: enquiryOptions.contact.countryCodes.map((option) => option.code),
        messages: enquiryWordsIn(language).messages.contact,
      },
      form,
    )
    if (!checked.ok) {
      if (wantsJson(request)) {
        return Response.json(
          { ok: false, reason: 'invalid', field: checked.field, message: checked.message },
          { status: 400, headers: cors(request) },
        )
      }
      const m = messagesIn(language)
      return page(
        400,
        site,
        language,
        m('booking.pages.invalidTitle'),
        `<p class="error" role="alert">${escapeHtml(checked.message)}</p>\n${backLink(site, language)}`,
      )
    }
    const time = new Date(start as string).toISOString()
    try {
      const outcome = await store.book(
        checked.enquiry,
        { start: time, meeting, zone, writePass: field(bookingFields.writePass) ?? null },
        clientAddress,
      )
      if ('refused' in outcome) {
        const status = outcome.refused === 'taken' ? 409 : 429
        const alternatives = outcome.refused === 'taken' ? await nearest(time) : []
        return refused(request, site, language, status, outcome.refused, zone, alternatives)
      }
    } catch (error) {
      log(
        `booking: storing failed: ${String(error instanceof Error ? error.message : error).replace(/[\r\n]+/g, ' ')}`,
      )
      const m = messagesIn(language)
      if (wantsJson(request)) {
        return Response.json(
          { ok: false, reason: 'failed', message: m('booking.pages.failed') },
          { status: 500, headers: cors(request) },
        )
      }
      return page(500, site, language, m('booking.pages.failedTitle'), paragraphs(m('booking.pages.failed')))
    }
    mailWaiting()
    const m = messagesIn(language)
    const label = timeLabel(time, language, zone)
    const when = label.visitor ? `${label.firm} (${label.visitor})` : label.firm
    const lead = m('booking.pages.booked', { time: when, email: checked.enquiry.email })
    if (wantsJson(request))
      return Response.json({ ok: true, start: time, message: lead }, { headers: cors(request) })
    return page(200, site, language, m('booking.pages.bookedTitle'), paragraphs(lead))
  }

  /** A link from a mail: nothing changes; the token goes into a cookie, the visitor to the buttons. */
  async function open(url: URL): Promise<Response> {
    const token = url.searchParams.get('link') ?? ''
    const language = formLanguageOf(url.searchParams.get('language') ?? undefined)
    const site = siteOrigins[0] as string
    const opened = tokenShape.test(token) ? await store.opened(await tokenHash(token)) : null
    const target = (section: string, pageLanguage: FormLanguage) =>
      `${site}${pathInLanguage(changePath, pageLanguage)}#${section}`
    if (!opened) return seeOther(target('used', language))
    const untilStart = Math.max(
      60,
      Math.round((new Date(opened.start_at).getTime() - now().getTime()) / 1000),
    )
    return seeOther(target('choose', opened.language), {
      'Set-Cookie': cookie(token, untilStart),
      'Referrer-Policy': 'no-referrer',
    })
  }

  /** The buttons of /book/change: a move to `start`, or a cancellation. The link is used, once. */
  async function change(request: Request): Promise<Response> {
    const site = siteOf(request, siteOrigins)
    const origin = request.headers.get('origin')
    const post = await readFormPost(request, maxFormBody)
    if (!post.ok) return new Response(null, { status: post.status })
    const language = formLanguageOf(post.field(enquiryFormFields.language))
    // Only the site's own page may press a button: another site's form cannot act with the cookie.
    if (!origin || !siteOrigins.includes(origin)) return anotherSitePage(site, language, contact)
    const m = messagesIn(language)
    const token =
      new RegExp(`(?:^|;\\s*)${bookingCookie}=([^;]*)`).exec(request.headers.get('cookie') ?? '')?.[1] ?? ''
    const used = () =>
      page(
        410,
        site,
        language,
        m('booking.pages.changedTitle'),
        `${paragraphs(m('booking.pages.linkUsed'))}\n${backLink(site, language)}`,
        {
          'Set-Cookie': cookie('', 0),
        },
      )
    if (!tokenShape.test(token)) return used()
    const hash = await tokenHash(token)
    const opened = await store.opened(hash)
    if (!opened) return used()
    const action = post.field('action')
    const zone = post.field(bookingFields.zone) ?? null
    let newStart: string | null = null
    if (action === 'move') {
      const start = post.field(bookingFields.start)
      const timeRefusal = refusalOf(start, now())
      if (timeRefusal) return refused(request, site, language, 400, timeRefusal, zone)
      newStart = new Date(start as string).toISOString()
    } else if (action !== 'cancel') {
      return refused(request, site, language, 400, 'malformed', zone)
    }
    const outcome = await store.change(hash, newStart)
    if (outcome === null) return used()
    if (outcome === 'time_taken') {
      return refused(request, site, language, 409, 'taken', zone, await nearest(newStart as string))
    }
    mailWaiting()
    const label = timeLabel(newStart ?? opened.start_at, language, zone)
    const when = label.visitor ? `${label.firm} (${label.visitor})` : label.firm
    return page(
      200,
      site,
      language,
      m('booking.pages.changedTitle'),
      `${paragraphs(m(outcome === 'moved' ? 'booking.pages.moved' : 'booking.pages.cancelled', { time: when }))}\n${backLink(site, language)}`,
      { 'Set-Cookie': cookie('', 0) },
    )
  }

  /** The consultants' calendar: every booking from a month ago on, each change as a new SEQUENCE. */
  async function feed(url: URL): Promise<Response> {
    if (!sameSecret(url.searchParams.get('feed') ?? '', feedToken)) {
      return new Response('Not found', { status: 404 })
    }
    const host = new URL(siteOrigins[0] as string).host
    const monthAgo = new Date(now().getTime() - 31 * 24 * 60 * 60_000).toISOString()
    const events = (await store.feed(monthAgo)).map((booking) => {
      const firmMail = bookingLeadMail(
        booking.cancelled ? 'cancelled' : 'booked',
        {
          ...booking,
          id: booking.lead_id,
          immigration_type: booking.topic,
          needs_review: false,
          marketing_consent: false,
        },
        {
          start: booking.start_at,
          meeting: booking.meeting,
        },
      )
      return {
        uid: `${booking.id}@${host}`,
        sequence: booking.sequence,
        start: booking.start_at,
        end: bookingEnd(booking.start_at),
        stamp: booking.changed_at,
        summary: messagesIn('en')('leadMail.booking.feedSummary', {
          meeting: booking.meeting,
          name: booking.full_name,
        }),
        description: firmMail.text,
        location: booking.meeting === 'office' ? firmAddressLine : 'Video',
        status: booking.cancelled ? ('CANCELLED' as const) : ('CONFIRMED' as const),
      }
    })
    return new Response(calendarFile('PUBLISH', events, 'DreamBorder bookings'), {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  }

  return async function handleBooking(request: Request, clientAddress: string): Promise<Response> {
    const url = new URL(request.url)
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors(request) })
    if (request.method === 'GET') {
      if (url.searchParams.has('feed')) return feed(url)
      if (url.searchParams.has('link')) return open(url)
      if (url.searchParams.has('times')) {
        return Response.json(
          { times: await freeTimes() },
          { headers: { ...cors(request), 'Cache-Control': 'no-store' } },
        )
      }
      return new Response('Not found', { status: 404 })
    }
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } })
    return url.searchParams.has('change') ? change(request) : book(request, clientAddress)
  }
}
