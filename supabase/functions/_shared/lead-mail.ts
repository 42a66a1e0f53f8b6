// The e-mail that tells the firm of a lead, as plain text and simple HTML: who, how to reach them, what
// they want, where they came from, when (in India) and the row's id. Every value is escaped in the
// HTML and every link built from checked parts; the subject names the visitor without their contact
// details. Its words are the catalogue's `leadMail.` messages, in English (the firm's language). Web APIs
// only (Deno and Node).
import { formLanguages, pathInLanguage } from './languages.ts'
import { messagesIn } from './messages.ts'

/** A stored lead as the notifier claims it (public.claim_leads). */
export interface Lead {
  id: string
  full_name: string
  mobile_number: string
  email: string
  immigration_type: string
  country_code: string
  message: string | null
  source: 'home' | 'contact' | 'review' | 'booking' | null
  /** The language of the page the enquiry was sent from: the consultant replies in it. */
  language: 'en' | 'hi' | 'mr'
  /** Whether the visitor ticked "send me updates and offers": without it, the firm only answers. */
  marketing_consent: boolean
  /** Sent without the page's proof of work past the limits (the plain form, or a busy network). */
  needs_review: boolean
  created_at: string
  notify_attempts: number
  resume_url: string | null
  resume_filename: string | null
  resume_score: number | null
}

export interface LeadMail {
  subject: string
  text: string
  html: string
  /** Only the visitor's own address, from the row: the consultant's "Reply" answers them. */
  replyTo?: string
}

const istFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** 2026-11-25T08:35:00Z → "25 Nov 2026, 14:05 IST". */
export function indiaTime(instant: string | Date): string {
  return `${istFormat.format(new Date(instant)).replace(' at ', ', ')} IST`
}

/** The firm reads its mail in English. */
const m = messagesIn('en')

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** One line, whatever a visitor typed: line breaks and runs of spaces become single spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** "Priya Sharma" → "Priya S.": enough for a subject line, not the whole name. */
function shortName(fullName: string): string {
  const [first = '', ...rest] = oneLine(fullName).split(' ')
  const last = rest.at(-1)
  return last ? `${first} ${[...last][0]}.` : first
}

/** The calculators whose result link a message may carry (their enquiry form prefills it), by page. */
const calculatorPages = new Map(
  formLanguages.flatMap((language) => [
    [pathInLanguage('/crs-calculator', language), m('leadMail.calculator.crs')],
    [pathInLanguage('/australia-points-calculator', language), m('leadMail.calculator.australia')],
  ]),
)

const urlOf = (address: string) => {
  try {
    return new URL(address)
  } catch {
    return null
  }
}

/**
 * A calculator's result link in the message, rebuilt on the site's own origin. An address counts only
 * when, parsed, it has exactly that origin, no user name or password, a calculator's page and a query:
 * "http://localhost:3000.evil.example/…" or "http://localhost:3000@evil.example/…" stays the visitor's text.
 */
function calculatorLink(message: string | null, siteUrl: string): { name: string; url: string } | null {
  const site = new URL(siteUrl).origin
  for (const [address] of message?.matchAll(/https?:\/\/\S+/gi) ?? []) {
    const url = urlOf(address)
    const name = url && calculatorPages.get(url.pathname)
    if (url?.origin === site && !url.username && !url.password && url.search && name) {
      return { name, url: `${site}${url.pathname}${url.search}` }
    }
  }
  return null
}

/**
 * A mailto: link to one address, its local part and domain each percent-encoded: "?", "&", "=" or "%"
 * typed into an address (RFC 5322 allows them) add no header, recipient or subject to the firm's reply.
 */
function mailtoLink(address: string): string {
  const at = address.lastIndexOf('@')
  if (at < 0) return `mailto:${encodeURIComponent(address)}`
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`
}

interface Field {
  label: string
  text: string
  href?: string
}

export function leadMail(lead: Lead, siteUrl: string): LeadMail {
  const calculator = calculatorLink(lead.message, siteUrl)
  const source: Field =
    lead.source === 'review'
      ? {
          label: m('leadMail.field.from'),
          text: m('leadMail.from.review', {
            score: lead.resume_score ?? '?',
            file: lead.resume_filename ?? '',
          }),
          href: lead.resume_url ?? undefined,
        }
      : calculator
        ? {
            label: m('leadMail.field.from'),
            text: m('leadMail.from.calculator', { calculator: calculator.name }),
            href: calculator.url,
          }
        : {
            label: m('leadMail.field.from'),
            text: m(
              `leadMail.from.${lead.source === 'home' || lead.source === 'booking' ? lead.source : 'contact'}`,
            ),
          }
  const fields: Field[] = [
    ...(lead.needs_review ? [{ label: m('leadMail.field.check'), text: m('leadMail.check.marked') }] : []),
    ...contactFields(lead),
    { label: m('leadMail.field.immigrationType'), text: lead.immigration_type },
    ...(lead.message ? [{ label: m('leadMail.field.message'), text: lead.message }] : []),
    source,
    { label: m('leadMail.field.language'), text: m(`leadMail.language.${lead.language}`) },
    {
      label: m('leadMail.field.updates'),
      text: m(lead.marketing_consent ? 'leadMail.updates.agreed' : 'leadMail.updates.notAgreed'),
    },
    { label: m('leadMail.field.received'), text: indiaTime(lead.created_at) },
    { label: m('leadMail.field.leadId'), text: lead.id },
  ]
  return {
    subject: m(lead.needs_review ? 'leadMail.subjectToCheck' : 'leadMail.subject', {
      type: oneLine(lead.immigration_type),
      name: shortName(lead.full_name),
    }),
    ...fieldsMail(m('leadMail.intro'), fields),
    replyTo: lead.email,
  }
}

/** A mail of an introduction and a table of fields, as text and as HTML. */
function fieldsMail(intro: string, fields: readonly Field[]): { text: string; html: string } {
  const text = fields
    .map(
      (field) =>
        `${field.label}: ${field.text.replace(/\n/g, '\n  ')}${field.href && !field.href.startsWith('tel:') && !field.href.startsWith('mailto:') ? `\n  ${field.href}` : ''}`,
    )
    .join('\n')
  const rows = fields
    .map((field) => {
      const value = escapeHtml(field.text).replace(/\n/g, '<br>')
      const shown = field.href ? `<a href="${escapeHtml(field.href)}">${value}</a>` : value
      return `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(field.label)}</th><td style="padding:4px 0">${shown}</td></tr>`
    })
    .join('\n')
  return {
    text: `${intro}\n\n${text}\n`,
    html: `<p>${escapeHtml(intro)}</p>\n<table style="font-family:sans-serif;font-size:15px">\n${rows}\n</table>\n`,
  }
}

/** The visitor's contact fields, as every mail about a lead gives them. */
function contactFields(lead: Pick<Lead, 'full_name' | 'country_code' | 'mobile_number' | 'email'>): Field[] {
  return [
    { label: m('leadMail.field.name'), text: oneLine(lead.full_name) },
    // The number's digits and its plus alone: the table holds no other, and the link carries no more.
    {
      label: m('leadMail.field.mobile'),
      text: `${lead.country_code} ${lead.mobile_number}`,
      href: `tel:${`${lead.country_code}${lead.mobile_number}`.replace(/[^+\d]/g, '')}`,
    },
    { label: m('leadMail.field.email'), text: lead.email, href: mailtoLink(lead.email) },
  ]
}

/** A booking's lead, as public.claim_booking_mails answers it. */
export type BookingLead = Pick<
  Lead,
  | 'id'
  | 'full_name'
  | 'email'
  | 'country_code'
  | 'mobile_number'
  | 'immigration_type'
  | 'message'
  | 'language'
  | 'needs_review'
  | 'marketing_consent'
>

/** The firm's mail of a booking, its move or its cancellation: the time first, then the lead. */
export function bookingLeadMail(
  kind: 'booked' | 'moved' | 'cancelled',
  lead: BookingLead,
  booking: { start: string; meeting: string },
): LeadMail {
  const time = indiaTime(booking.start)
  const fields: Field[] = [
    ...(lead.needs_review ? [{ label: m('leadMail.field.check'), text: m('leadMail.check.marked') }] : []),
    { label: m('leadMail.booking.field.time'), text: time },
    {
      label: m('leadMail.booking.field.meeting'),
      text: m('leadMail.booking.meeting', { meeting: booking.meeting }),
    },
    ...contactFields(lead),
    { label: m('leadMail.field.immigrationType'), text: lead.immigration_type },
    ...(lead.message ? [{ label: m('leadMail.field.message'), text: lead.message }] : []),
    { label: m('leadMail.field.language'), text: m(`leadMail.language.${lead.language}`) },
    {
      label: m('leadMail.field.updates'),
      text: m(lead.marketing_consent ? 'leadMail.updates.agreed' : 'leadMail.updates.notAgreed'),
    },
    { label: m('leadMail.field.leadId'), text: lead.id },
  ]
  return {
    subject: m(`leadMail.booking.subject.${kind}`, { time, name: shortName(lead.full_name) }),
    ...fieldsMail(m(`leadMail.booking.lead.${kind}`), fields),
    replyTo: lead.email,
  }
}

/** A lead as the ten-minute summary lists it (public.review_summary_due). */
export interface SummaryLead {
  id: string
  full_name: string
  country_code: string
  mobile_number: string
  email: string
  immigration_type: string
  needs_review: boolean
  created_at: string
}

/**
 * The one mail per window that lists, by name and number, the leads past the hour's budget of
 * individual mails; `waiting` counts those still waiting (a summary lists at most 500, the rest follow).
 */
export function reviewSummaryMail(leads: readonly SummaryLead[], waiting: number): LeadMail {
  const intro = [
    m('leadMail.burst.stored', { listed: leads.length }),
    m('leadMail.burst.notMailed'),
    ...(waiting > leads.length ? [m('leadMail.burst.more', { more: waiting - leads.length })] : []),
  ]
  const lines = leads.map((lead) =>
    m(lead.needs_review ? 'leadMail.burst.leadToCheck' : 'leadMail.burst.lead', {
      name: oneLine(lead.full_name),
      phone: `${lead.country_code} ${lead.mobile_number}`,
      email: lead.email,
      type: oneLine(lead.immigration_type),
      time: indiaTime(lead.created_at),
      id: lead.id,
    }),
  )
  return {
    subject: m('leadMail.burst.subject', { listed: leads.length }),
    text: `${intro.join('\n')}\n\n${lines.join('\n')}\n`,
    html: `${intro.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}\n<ul>\n${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}\n</ul>\n`,
  }
}

/** What the firm is told when a visitor confirms a request about their data on /your-data. */
export interface DataRequestNotice {
  request: 'stop' | 'erase'
  /** The ids of the enquiries concerned: those of the earlier lead mails. */
  leadIds: readonly string[]
  /** The visitor's address, for a stop only: after an erasure the firm keeps none of their details. */
  email?: string
  resumes?: number
  at: Date
}

/**
 * The mail after a stop or an erasure. An erasure's names no personal data, only the lead ids of the
 * earlier mails, so the firm can find and delete those and any copy kept elsewhere.
 */
export function dataRequestMail(notice: DataRequestNotice): LeadMail {
  const leads = notice.leadIds.length > 0 ? notice.leadIds.join(', ') : m('leadMail.noLeads')
  const time = indiaTime(notice.at)
  const lines =
    notice.request === 'erase'
      ? [
          m('leadMail.erased.confirmed', { time }),
          m('leadMail.erased.counts', { enquiries: notice.leadIds.length, resumes: notice.resumes ?? 0 }),
          m('leadMail.erased.leads', { leads }),
          m('leadMail.erased.ask'),
        ]
      : [
          m('leadMail.stopped.confirmed', { time, email: notice.email ?? '' }),
          m('leadMail.stopped.marked', { leads }),
          m('leadMail.stopped.ask'),
        ]
  return {
    subject: m(notice.request === 'erase' ? 'leadMail.erased.subject' : 'leadMail.stopped.subject'),
    text: `${lines.join('\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  }
}
