// A booking's mails (issue 66), sent once through failures from the outbox of migration bookings
// (outbox.ts): to the visitor when booked, moved or cancelled, with the calendar file, and a day before;
// to the firm on each change, with the same file. A visitor's mail carries a new move-or-cancel link:
// its token is made here, just before the mail goes, and only its hash is written (arm_booking_link),
// so the outbox holds nothing that opens a booking, and the newest mail's link is the one that works.
// The notify-lead function (Deno) and the local backend (Node) share this.

import { timeLabel } from './booking-labels.ts'
import { bookingEnd } from './booking-times.ts'
import { calendarFile } from './calendar-file.ts'
import { newToken, tokenHash } from './data-link.ts'
import { firmAddressLine } from './firm-office.ts'
import { escapeHtml } from './function-page.ts'
import type { FormLanguage } from './languages.ts'
import { type BookingLead, bookingLeadMail, type LeadMail } from './lead-mail.ts'
import type { CallRpc } from './lead-outbox.ts'
import type { MailAttachment, OutgoingMail } from './mail-settings.ts'
import { messagesIn } from './messages.ts'
import { type OutboxStore, type OutboxTiming, outboxSender } from './outbox.ts'

/** A booking's mail waiting to be sent, as public.claim_booking_mails answers it. */
interface BookingMail {
  id: number
  kind: 'booked' | 'moved' | 'cancelled' | 'reminder'
  recipient: 'visitor' | 'firm'
  created_at: string
  attempts: number
  booking_id: string
  start_at: string
  meeting: 'office' | 'video'
  visitor_zone: string | null
  sequence: number
  cancelled: boolean
  lead: BookingLead
}

export interface BookingMailStore extends OutboxStore<BookingMail> {
  /** Sets the booking's link hash just before its visitor's mail goes: false if no longer ours. */
  arm(mailId: number, linkHash: string): Promise<boolean>
}

/** `remindAsOf`: the time reminders fall due by, now unless a test names another. */
export function rpcBookingMailStore(call: CallRpc, remindAsOf = () => new Date()): BookingMailStore {
  return {
    claim: async ({ max, leaseSeconds, olderThanSeconds }) =>
      (await call('claim_booking_mails', {
        max_mails: max,
        lease_seconds: leaseSeconds,
        older_than_seconds: olderThanSeconds,
        as_of: remindAsOf().toISOString(),
      })) as BookingMail[],
    arm: async (mailId, hash) =>
      (await call('arm_booking_link', { mail_id: mailId, link_hash: hash })) === true,
    sent: async (mailId) => {
      await call('booking_mail_sent', { mail_id: mailId })
    },
    notSent: async (mailId, error, retrySeconds) => {
      await call('booking_mail_not_sent', { mail_id: mailId, error, retry_seconds: retrySeconds })
    },
  }
}

export interface BookingMailerOptions extends OutboxTiming {
  store: BookingMailStore
  mailVisitor: (to: string, mail: OutgoingMail) => Promise<void>
  mailFirm: (mail: LeadMail & OutgoingMail) => Promise<void>
  /** The booking function's public address, which a move-or-cancel link opens. */
  functionUrl: string
  /** The site's address: a booking's UID names its host. */
  siteUrl: string
  /** The firm's address, the invitations' organiser. */
  firmEmail: string
}

/** The calendar file of a booking as it now stands: an invitation, or its cancellation. */
function bookingCalendar(
  mail: Pick<BookingMail, 'booking_id' | 'sequence' | 'start_at' | 'meeting' | 'cancelled' | 'lead'>,
  { siteUrl, firmEmail, description }: { siteUrl: string; firmEmail: string; description: string },
): MailAttachment {
  const m = messagesIn(mail.lead.language)
  const content = calendarFile(mail.cancelled ? 'CANCEL' : 'REQUEST', [
    {
      uid: `${mail.booking_id}@${new URL(siteUrl).host}`,
      sequence: mail.sequence,
      start: mail.start_at,
      end: bookingEnd(mail.start_at),
      stamp: new Date().toISOString(),
      summary: m('booking.mail.event', { meeting: mail.meeting }),
      description,
      location: mail.meeting === 'office' ? firmAddressLine : m('booking.mail.event', { meeting: 'video' }),
      status: mail.cancelled ? 'CANCELLED' : 'CONFIRMED',
      organizer: firmEmail,
      attendee: mail.lead.email,
    },
  ])
  return {
    filename: 'consultation.ics',
    content,
    contentType: `text/calendar; charset=utf-8; method=${mail.cancelled ? 'CANCEL' : 'REQUEST'}`,
  }
}

function visitorMail(mail: BookingMail, link: string | null): { subject: string; lines: string[] } {
  const language: FormLanguage = mail.lead.language
  const m = messagesIn(language)
  const { firm, visitor } = timeLabel(mail.start_at, language, mail.visitor_zone)
  const lines = [
    m('booking.mail.greeting', { name: mail.lead.full_name.replace(/\s+/g, ' ').trim() }),
    m(`booking.mail.${mail.kind}`, { time: firm }),
    ...(visitor ? [m('booking.mail.yourZone', { time: visitor })] : []),
    ...(mail.kind === 'cancelled'
      ? []
      : [
          mail.meeting === 'office'
            ? m('booking.mail.office', { address: firmAddressLine })
            : m('booking.mail.video'),
        ]),
    ...(link ? [m('booking.mail.change'), link] : []),
    ...(mail.kind === 'reminder' ? [] : [m('booking.mail.calendar')]),
    m('booking.mail.signature'),
  ]
  return { subject: m(`booking.mail.subject.${mail.kind}`, { time: firm }), lines }
}

const asHtml = (lines: readonly string[]) =>
  lines
    .map((line) =>
      /^https?:\/\//.test(line)
        ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n')

export function createBookingMailer({
  store,
  mailVisitor,
  mailFirm,
  functionUrl,
  siteUrl,
  firmEmail,
  ...timing
}: BookingMailerOptions) {
  return outboxSender(
    'booking',
    store,
    async (mail) => {
      if (mail.recipient === 'firm') {
        if (mail.kind === 'reminder') return true
        const firmMail = bookingLeadMail(mail.kind, mail.lead, {
          start: mail.start_at,
          meeting: mail.meeting,
        })
        await mailFirm({
          ...firmMail,
          attachments: [bookingCalendar(mail, { siteUrl, firmEmail, description: firmMail.text })],
        })
        return true
      }
      let link: string | null = null
      if (!mail.cancelled) {
        const token = newToken()
        if (!(await store.arm(mail.id, await tokenHash(token)))) return false
        link = `${functionUrl}?link=${token}&language=${mail.lead.language}`
      }
      const { subject, lines } = visitorMail(mail, link)
      const text = `${lines.join('\n')}\n`
      await mailVisitor(mail.lead.email, {
        subject,
        text,
        html: asHtml(lines),
        attachments:
          mail.kind === 'reminder' ? [] : [bookingCalendar(mail, { siteUrl, firmEmail, description: text })],
      })
      return true
    },
    timing,
  )
}
