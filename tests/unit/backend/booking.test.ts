// Booking a consultation against the local backend and its database (issue 66): a time holds as many
// bookings as the firm has consultants, enforced by the database, so two visitors pressing "Book" together
// for the last place get one booking and one list of the nearest free times; a time in the past, on a
// closed day, outside the hours or malformed is refused with its reason; the mailed link moves or cancels
// once; the reminder goes once; the consultants' feed lists every booking and answers only its token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBookingMailer, rpcBookingMailStore } from '../../../supabase/functions/_shared/booking-outbox'
import { callFunction } from '../../../supabase/local/rest'
import { bookingBody, bookingHeaders } from '../../support/booking'
import { generousLimits, localBackend } from '../../support/local-backend'

const site = 'https://dreamborder.example'
const feedToken = 'a-feed-token-of-at-least-thirty-two-characters'

let backend: Awaited<ReturnType<typeof localBackend>>
beforeAll(async () => {
  backend = await localBackend(
    { ...generousLimits, BOOKING_FEED_TOKEN: feedToken, BOOKINGS_PER_EMAIL: '100' },
    { siteOrigins: [site] },
  )
})
afterAll(() => backend.close())

const fn = () => `${backend.url}/functions/v1/booking`

async function freeTimes(): Promise<string[]> {
  const response = await fetch(`${fn()}?times`, { headers: { Origin: site } })
  expect(response.headers.get('access-control-allow-origin')).toBe(site)
  return ((await response.json()) as { times: string[] }).times
}

let visitor = 0
/** Books `start` as the page's script does (asking for JSON), as a new visitor unless `email` is given. */
function book(start: string, fields: Record<string, string> = {}) {
  visitor++
  return fetch(fn(), {
    method: 'POST',
    headers: bookingHeaders(site),
    body: bookingBody(visitor, start, fields),
  })
}

const bookings = async () =>
  (await backend.db.query<{ count: number }>('select count(*)::int as count from private.bookings')).rows[0]
    ?.count

const mailsTo = (address: string) => backend.mailbox.filter((mail) => mail.to.includes(address))
const calendarOf = (mail: { files: { contentType: string; content: string }[] } | undefined) =>
  mail?.files.find((file) => file.contentType.startsWith('text/calendar'))?.content ?? ''
const linkIn = (text: string) => /https?:\/\/\S+booking\?link=\S+/.exec(text)?.[0] ?? ''

describe('a time can be taken once per consultant', () => {
  it('gives the last place to one of two visitors pressing Book together, and the other the nearest free times', async () => {
    const times = await freeTimes()
    const last = times.at(-1) as string
    // Two consultants (the default): one place taken, one left.
    expect((await book(last)).status).toBe(200)
    const [first, second] = await Promise.all([book(last), book(last)])
    const answers = [first, second].map((response) => response.status).sort()
    expect(answers).toEqual([200, 409])
    const refused = (await (first.status === 409 ? first : second).json()) as {
      reason: string
      message: string
      nearest: string[]
    }
    expect(refused.reason).toBe('taken')
    expect(refused.message).toMatch(/just taken the last place/)
    expect(refused.nearest.length).toBeGreaterThan(0)
    expect(refused.nearest).not.toContain(last)
    expect(await freeTimes()).not.toContain(last)
    const { rows } = await backend.db.query<{ count: number }>(
      'select count(*)::int as count from private.bookings where start_at = $1 and cancelled_at is null',
      [last],
    )
    expect(rows[0]?.count).toBe(2)
  })

  it('refuses a time in the past, on a closed day, outside the hours or malformed, with its reason, whatever the page sent', async () => {
    const [first] = await freeTimes()
    const at = (days: number, minutes = 0) =>
      new Date(new Date(first as string).getTime() + (days * 24 * 60 + minutes) * 60_000).toISOString()
    const dayOf = (time: string) =>
      new Intl.DateTimeFormat('en', { timeZone: 'Asia/Kolkata', weekday: 'long' }).format(new Date(time))
    const sunday = [1, 2, 3, 4, 5, 6, 7].map((days) => at(days)).find((time) => dayOf(time) === 'Sunday')
    const before = await bookings()
    const cases: [string, string, RegExp][] = [
      [at(-7), 'past', /has passed/],
      [sunday as string, 'closed', /closed that day/],
      [at(0, 15), 'outsideHours', /every half hour/],
      [at(30), 'tooFar', /14 days ahead/],
      ['tomorrow at ten', 'malformed', /could not be read/],
      ['2026-02-31T04:30:00.000Z', 'malformed', /could not be read/],
    ]
    for (const [start, reason, words] of cases) {
      const response = await book(start)
      expect(response.status, start).toBe(400)
      const answer = (await response.json()) as { reason: string; message: string }
      expect(answer.reason, start).toBe(reason)
      expect(answer.message).toMatch(words)
    }
    // The plain form is told on a page of its own, in its language.
    const plain = await fetch(fn(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site },
      body: new URLSearchParams({ start: sunday as string, language: 'hi', meeting: 'office' }).toString(),
    })
    expect(plain.status).toBe(400)
    expect(await plain.text()).toContain('उस दिन ऑफ़िस बंद रहता है')
    expect(await bookings()).toBe(before)
  })
})

describe('the visitor’s mails and links', () => {
  it('mails the time with its calendar file, and moves then cancels it once each by the mailed link', async () => {
    const times = await freeTimes()
    const [start, later] = [times[3] as string, times[5] as string]
    const email = 'priya.move@example.com'
    expect((await book(start, { email, meeting: 'video' })).status).toBe(200)
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(1)
    const booked = mailsTo(email)[0]
    expect(booked?.subject).toMatch(/^Your consultation with DreamBorder Immigration: /)
    expect(booked?.text).toMatch(/IST/)
    expect(booked?.text).toMatch(/Where you are, that is .*GMT/)
    const invitation = calendarOf(booked)
    expect(invitation).toMatch(/METHOD:REQUEST\r\n/)
    expect(invitation).toContain('SEQUENCE:0')
    const uid = /UID:(\S+)/.exec(invitation)?.[1]
    expect(uid).toMatch(/@dreamborder\.example$/)
    // The firm hears of it too, with the same event.
    await expect
      .poll(() => backend.mailbox.filter((mail) => mail.subject.startsWith('Booked: ')).length, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0)

    // The link changes nothing by itself (mail scanners open links): it sets a cookie and sends the
    // visitor to the buttons.
    const opened = await fetch(linkIn(booked?.text ?? ''), { redirect: 'manual' })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(`${site}/book/change#choose`)
    const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0] as string
    const press = (fields: Record<string, string>, origin = site) =>
      fetch(`${fn()}?change`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, Cookie: cookie },
        body: new URLSearchParams({ language: 'en', ...fields }).toString(),
      })
    expect((await press({ action: 'cancel' }, 'https://elsewhere.example')).status).toBe(403)
    const moved = await press({ action: 'move', start: later })
    expect(moved.status).toBe(200)
    expect(await moved.text()).toMatch(/Your consultation is now at/)
    expect(await freeTimes()).toContain(start)
    // Once only.
    expect((await press({ action: 'cancel' })).status).toBe(410)

    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(2)
    const movedMail = mailsTo(email)[1]
    const update = calendarOf(movedMail)
    expect(update).toContain(`UID:${uid}`)
    expect(update).toContain('SEQUENCE:1')
    // The newest mail's link cancels, and the time is free again at once.
    const reopened = await fetch(linkIn(movedMail?.text ?? ''), { redirect: 'manual' })
    const cancelled = await fetch(`${fn()}?change`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: site,
        Cookie: (reopened.headers.get('set-cookie') ?? '').split(';')[0] as string,
      },
      body: new URLSearchParams({ language: 'en', action: 'cancel' }).toString(),
    })
    expect(cancelled.status).toBe(200)
    expect(await cancelled.text()).toMatch(/is cancelled/)
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(3)
    const cancellation = calendarOf(mailsTo(email)[2])
    expect(cancellation).toContain('METHOD:CANCEL')
    expect(cancellation).toContain(`UID:${uid}`)
    expect(cancellation).toContain('SEQUENCE:2')
    expect(
      backend.mailbox.filter((mail) => /^(Moved to|Cancelled:) .* — Asha K\.$/.test(mail.subject)).length,
    ).toBeGreaterThanOrEqual(2)
  })

  it('reminds the visitor once, a day before', async () => {
    const times = await freeTimes()
    const start = times.find((time) => new Date(time).getTime() > Date.now() + 26 * 60 * 60_000) as string
    const email = 'ravi.reminder@example.com'
    expect((await book(start, { email })).status).toBe(200)
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(1)
    const call = async (name: string, args: Record<string, unknown>) => {
      const result = await callFunction(backend.db, 'service_role', name, args)
      if (result.status !== 200) throw new Error(`${name}: ${JSON.stringify(result.body)}`)
      return JSON.parse(JSON.stringify(result.body))
    }
    // The sender's clock 23 hours before the time: the reminder is due; twice over, it goes once.
    const dayBefore = new Date(new Date(start).getTime() - 23 * 60 * 60_000)
    const mailer = createBookingMailer({
      store: rpcBookingMailStore(call, () => dayBefore),
      mailVisitor: async (to, mail) => {
        sent.push({ to, subject: mail.subject })
      },
      mailFirm: async () => {},
      functionUrl: fn(),
      siteUrl: site,
      firmEmail: 'hello@dreamborder.example',
    })
    const sent: { to: string; subject: string }[] = []
    await mailer.sweep()
    await mailer.sendFresh()
    await mailer.sendFresh()
    expect(sent.filter((mail) => mail.to === email)).toEqual([
      { to: email, subject: expect.stringMatching(/^Reminder: your consultation tomorrow, /) },
    ])
  })
})

describe('a booking is personal data', () => {
  it('is in /your-data’s copy with its enquiry, and goes when the enquiry is erased', async () => {
    const email = 'priya.move@example.com'
    const held = await backend.db.query<{ held: { bookings: { meeting: string; cancelled_at: string }[] } }>(
      'select private.held_for($1) as held',
      [email],
    )
    expect(held.rows[0]?.held.bookings).toEqual([
      expect.objectContaining({ meeting: 'video', cancelled_at: expect.any(String) }),
    ])
    await backend.db.query('delete from public.form_submissions where email = $1', [
      'ravi.reminder@example.com',
    ])
    const left = await backend.db.query<{ count: number }>(
      `select count(*)::int as count from private.bookings b
       where not exists (select 1 from public.form_submissions l where l.id = b.lead_id)`,
    )
    expect(left.rows[0]?.count).toBe(0)
  })
})

describe('the consultants’ calendar feed', () => {
  it('lists every booking for its token, and answers nothing without it', async () => {
    expect((await fetch(`${fn()}?feed=`)).status).toBe(404)
    expect((await fetch(`${fn()}?feed=${feedToken.slice(0, -1)}`)).status).toBe(404)
    const response = await fetch(`${fn()}?feed=${feedToken}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/)
    const feed = (await response.text()).replace(/\r\n /g, '')
    expect(feed).toContain('METHOD:PUBLISH')
    const { rows } = await backend.db.query<{ count: number }>(
      'select count(*)::int as count from private.bookings',
    )
    expect(feed.match(/BEGIN:VEVENT/g)?.length).toBe(rows[0]?.count)
    expect(feed).toContain('STATUS:CANCELLED')
    expect(feed).toContain('Mobile: +91 98')
  })
})
