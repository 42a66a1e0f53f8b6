// The outbox's logic (issue 37) on a clock the test controls: a store in memory that keeps the rules of
// migrations lead_notifications and lead_mail_budget (claim with a lease, back-off, an hour's budget of
// individual mails, summaries by name past it), and a mail server that
// fails when told to. The same logic runs against the real database in tests/unit/backend/lead-mail.test.ts.
import { describe, expect, it, vi } from 'vitest'
import type { Lead } from '../../supabase/functions/_shared/lead-mail'
import { createLeadNotifier, type LeadStore } from '../../supabase/functions/_shared/lead-outbox'
import { retryDelaySeconds } from '../../supabase/functions/_shared/outbox'
import { createNotifyHandler } from '../../supabase/functions/notify-lead/handler'

interface Row extends Lead {
  needsReview: boolean
  inSummary?: boolean
  notifiedAt: number | null
  leaseUntil: number | null
  notifyAfter: number
  notifyError: string | null
}

/** `budget`: the leads mailed one by one in an hour (lead_mails_per_hour). */
function memoryOutbox(budget = 30) {
  let now = 0
  const rows: Row[] = []
  let lastSummary = Number.NEGATIVE_INFINITY
  const mailsLeft = () =>
    budget -
    rows.filter(
      (row) =>
        !row.inSummary &&
        ((row.notifiedAt !== null && row.notifiedAt > now - 3600_000) ||
          (row.notifiedAt === null && row.leaseUntil !== null && row.leaseUntil > now)),
    ).length
  const store: LeadStore = {
    async claim({ max, leaseSeconds, olderThanSeconds, leadId }) {
      const open = rows
        .filter(
          (row) =>
            row.notifiedAt === null &&
            (row.leaseUntil === null || row.leaseUntil < now) &&
            (leadId
              ? row.id === leadId
              : Date.parse(row.created_at) <= now - olderThanSeconds * 1000 && row.notifyAfter <= now),
        )
        .sort((a, b) => Number(a.needsReview) - Number(b.needsReview))
      const claimed = open.slice(0, Math.min(max, mailsLeft()))
      for (const row of claimed) row.leaseUntil = now + leaseSeconds * 1000
      return claimed.map((row) => ({ ...row, needs_review: row.needsReview }))
    },
    async notified(leadId) {
      const row = rows.find((candidate) => candidate.id === leadId)
      if (row) Object.assign(row, { notifiedAt: now, leaseUntil: null, notifyError: null })
    },
    async notNotified(leadId, error, retrySeconds) {
      const row = rows.find((candidate) => candidate.id === leadId)
      if (row?.notifiedAt === null) {
        Object.assign(row, {
          notify_attempts: row.notify_attempts + 1,
          notifyError: error,
          leaseUntil: null,
          notifyAfter: now + retrySeconds * 1000,
        })
      }
    },
    async reviewDue({ windowSeconds, olderThanSeconds, max }) {
      const waiting = rows
        .filter(
          (row) =>
            row.notifiedAt === null &&
            (row.leaseUntil === null || row.leaseUntil < now) &&
            Date.parse(row.created_at) <= now - olderThanSeconds * 1000,
        )
        .sort((a, b) => Number(a.needsReview) - Number(b.needsReview))
      if (!waiting.length || mailsLeft() > 0 || lastSummary > now - windowSeconds * 1000) return null
      const leads = waiting.slice(0, max).map((row) => ({ ...row, needs_review: row.needsReview }))
      return { leads, waiting: waiting.length }
    },
    async reviewSent(leadIds) {
      for (const row of rows) {
        if (leadIds.includes(row.id) && row.notifiedAt === null)
          Object.assign(row, { notifiedAt: now, inSummary: true })
      }
      lastSummary = now
    },
  }
  const store_ = (fields: Partial<Row> = {}) => {
    const row: Row = {
      id: `lead-${rows.length + 1}`,
      full_name: 'Asha Kulkarni',
      mobile_number: '9876543210',
      email: `asha${rows.length + 1}@example.com`,
      immigration_type: 'Work Visa',
      country_code: '+91',
      message: null,
      source: 'home',
      language: 'en',
      marketing_consent: false,
      created_at: new Date(now).toISOString(),
      notify_attempts: 0,
      resume_url: null,
      resume_filename: null,
      resume_score: null,
      needs_review: false,
      needsReview: false,
      notifiedAt: null,
      leaseUntil: null,
      notifyAfter: now,
      notifyError: null,
      ...fields,
    }
    rows.push(row)
    return row
  }
  const sent: string[] = []
  const texts: string[] = []
  let mailServerUp = true
  const notifier = createLeadNotifier({
    store,
    siteUrl: 'https://dreamborder.example',
    log: () => {},
    send: async (mail) => {
      if (!mailServerUp) throw new Error('connect ECONNREFUSED 127.0.0.1:465')
      sent.push(mail.subject)
      texts.push(mail.text)
    },
  })
  return {
    rows,
    sent,
    texts,
    notifier,
    /** A claim made by another notifier, which then dies before sending. */
    claimAndDie: (leadId: string) => store.claim({ max: 1, leaseSeconds: 120, olderThanSeconds: 0, leadId }),
    store: store_,
    passSeconds: (seconds: number) => {
      now += seconds * 1000
    },
    mailServer: (up: boolean) => {
      mailServerUp = up
    },
  }
}

describe('the back-off after a failed send', () => {
  it('waits a minute, then longer, never more than half an hour', () => {
    expect([1, 2, 3, 5, 6, 9, 12, 14, 15, 40].map((failures) => retryDelaySeconds(failures) / 60)).toEqual([
      1, 1, 2, 2, 4, 8, 16, 16, 30, 30,
    ])
  })
})

describe('the notifier', () => {
  it("sends a lead at once on the insert's call, and never twice", async () => {
    const outbox = memoryOutbox()
    const lead = outbox.store()
    expect(await outbox.notifier.notify(lead.id)).toBe(1)
    expect(await outbox.notifier.notify(lead.id)).toBe(0)
    outbox.passSeconds(180)
    expect(await outbox.notifier.sweep()).toEqual({ sent: 0, failed: 0, summarised: 0 })
    expect(outbox.sent).toEqual(['New enquiry: Work Visa — Asha K.'])
  })

  it('leaves a lead the sweep finds to the insert’s call for two minutes, then sends it', async () => {
    const outbox = memoryOutbox()
    outbox.store()
    outbox.passSeconds(119)
    expect((await outbox.notifier.sweep()).sent).toBe(0)
    outbox.passSeconds(1)
    expect((await outbox.notifier.sweep()).sent).toBe(1)
  })

  it('does not send a lead another notifier holds, until its claim runs out', async () => {
    const outbox = memoryOutbox()
    const lead = outbox.store()
    expect(await outbox.claimAndDie(lead.id)).toHaveLength(1)
    expect(await outbox.notifier.notify(lead.id)).toBe(0)
    outbox.passSeconds(120)
    expect((await outbox.notifier.sweep()).sent).toBe(0)
    outbox.passSeconds(1)
    expect((await outbox.notifier.sweep()).sent).toBe(1)
    expect(outbox.sent).toHaveLength(1)
  })

  it('keeps the error and backs off through an hour’s outage, and loses nothing', async () => {
    const outbox = memoryOutbox()
    outbox.mailServer(false)
    const lead = outbox.store()
    expect(await outbox.notifier.notify(lead.id)).toBe(0)
    expect(lead).toMatchObject({ notify_attempts: 1, notifyError: 'connect ECONNREFUSED 127.0.0.1:465' })
    // An outage of an hour, with a sweep every minute: nothing is lost, and the tries thin out.
    for (let minute = 1; minute <= 60; minute++) {
      outbox.passSeconds(60)
      await outbox.notifier.sweep()
    }
    expect(lead.notify_attempts).toBeGreaterThan(5)
    expect(lead.notify_attempts).toBeLessThan(15)
    expect(lead.notifiedAt).toBeNull()
    outbox.mailServer(true)
    let minutes = 0
    while (lead.notifiedAt === null && minutes < 60) {
      outbox.passSeconds(60)
      minutes++
      await outbox.notifier.sweep()
    }
    // After an hour down the tries are 16 minutes apart, so the lead waits at most that long.
    expect(minutes).toBeLessThanOrEqual(16)
    expect(outbox.sent).toHaveLength(1)
  })

  it('sends a short outage’s leads within three minutes of its return', async () => {
    const outbox = memoryOutbox()
    outbox.mailServer(false)
    const lead = outbox.store()
    await outbox.notifier.notify(lead.id)
    for (let minute = 1; minute <= 5; minute++) {
      outbox.passSeconds(60)
      await outbox.notifier.sweep()
    }
    outbox.mailServer(true)
    let minutes = 0
    while (lead.notifiedAt === null) {
      outbox.passSeconds(60)
      minutes++
      await outbox.notifier.sweep()
    }
    expect(minutes).toBeLessThanOrEqual(3)
  })

  it('mails a marked lead at once too, flagged, while the hour’s budget lasts', async () => {
    const outbox = memoryOutbox()
    const lead = outbox.store({ needsReview: true })
    expect(await outbox.notifier.notify(lead.id)).toBe(1)
    expect(outbox.sent).toEqual(['New enquiry to check: Work Visa — Asha K.'])
  })

  it('past the hour’s budget, lists the rest by name once per ten minutes, those with a pass first', async () => {
    const outbox = memoryOutbox(3)
    const leads = [
      ...Array.from({ length: 3 }, () => outbox.store({ needsReview: true })),
      ...Array.from({ length: 3 }, () => outbox.store({ needsReview: true })),
      outbox.store({ full_name: 'Priya Sharma' }),
    ]
    for (const lead of leads) await outbox.notifier.notify(lead.id)
    expect(outbox.sent).toHaveLength(3)
    outbox.passSeconds(61)
    expect(await outbox.notifier.sweep()).toEqual({ sent: 0, failed: 0, summarised: 4 })
    outbox.store({ needsReview: true })
    outbox.passSeconds(300)
    expect((await outbox.notifier.sweep()).summarised).toBe(0)
    outbox.passSeconds(301)
    expect((await outbox.notifier.sweep()).summarised).toBe(1)
    const listed = outbox.texts[3]?.split('\n').filter((line) => line.includes('+91 9876543210')) ?? []
    expect(listed).toHaveLength(4)
    expect(listed[0]).toMatch(/^Priya Sharma, \+91 9876543210, asha7@example.com: Work Visa/)
    expect(listed.slice(1).every((line) => line.startsWith('To check: Asha Kulkarni'))).toBe(true)
    expect(outbox.sent.slice(3)).toEqual([
      "4 enquiries past the hour's mail budget",
      "1 enquiries past the hour's mail budget",
    ])
    // An hour on, the budget is back: leads are mailed one by one again.
    outbox.passSeconds(3600)
    const later = outbox.store()
    expect(await outbox.notifier.notify(later.id)).toBe(1)
  })
})

describe('the notify-lead function', () => {
  const secret = 'a-secret-of-at-least-32-characters-long'
  const lead = '0b5c2f7e-1111-4222-8333-944455556666'
  const setUp = () => {
    const notifier = {
      notify: vi.fn(async () => 1),
      sweep: vi.fn(async () => ({ sent: 2, failed: 0, summarised: 0 })),
      sendFresh: vi.fn(async () => ({ sent: 0, failed: 0 })),
    }
    const dataMailer = {
      sendFresh: vi.fn(async () => ({ sent: 1, failed: 0 })),
      sweep: vi.fn(async () => ({ sent: 0, failed: 1 })),
    }
    const bookingMailer = {
      sendFresh: vi.fn(async () => ({ sent: 2, failed: 0 })),
      sweep: vi.fn(async () => ({ sent: 1, failed: 0 })),
    }
    const alertMailer = {
      sendFresh: vi.fn(async () => ({ sent: 3, failed: 0 })),
      sweep: vi.fn(async () => ({ sent: 0, failed: 0 })),
    }
    const handle = createNotifyHandler({ secret, notifier, dataMailer, bookingMailer, alertMailer })
    const call = (body: unknown, token: string | null = secret, method = 'POST') =>
      handle(
        new Request('https://project.supabase.co/functions/v1/notify-lead', {
          method,
          headers: {
            'Content-Type': 'application/json',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: method === 'POST' ? JSON.stringify(body) : undefined,
        }),
      )
    return { notifier, dataMailer, bookingMailer, alertMailer, call }
  }

  it('answers 401 to a call without the secret, or with another, and asks nothing of the database', async () => {
    const { notifier, call } = setUp()
    for (const token of [null, 'wrong', `${secret}x`, secret.slice(0, -1)]) {
      expect((await call({ lead }, token)).status).toBe(401)
    }
    expect(notifier.notify).not.toHaveBeenCalled()
    expect(notifier.sweep).not.toHaveBeenCalled()
  })

  it('sends the lead it is given, the waiting mails about a visitor’s data, a booking or round alerts, or sweeps every outbox', async () => {
    const { notifier, dataMailer, bookingMailer, alertMailer, call } = setUp()
    expect(await (await call({ lead })).json()).toEqual({ sent: 1 })
    expect(notifier.notify).toHaveBeenCalledWith(lead)
    expect(await (await call({ dataMails: true })).json()).toEqual({ sent: 1, failed: 0 })
    expect(dataMailer.sendFresh).toHaveBeenCalledOnce()
    expect(await (await call({ bookingMails: true })).json()).toEqual({ sent: 2, failed: 0 })
    expect(bookingMailer.sendFresh).toHaveBeenCalledOnce()
    expect(await (await call({ alertMails: true })).json()).toEqual({ sent: 3, failed: 0 })
    expect(alertMailer.sendFresh).toHaveBeenCalledOnce()
    expect(await (await call({ sweep: true })).json()).toEqual({
      sent: 2,
      failed: 0,
      summarised: 0,
      dataMails: { sent: 0, failed: 1 },
      bookingMails: { sent: 1, failed: 0 },
      alertMails: { sent: 0, failed: 0 },
    })
  })

  it('refuses anything else', async () => {
    const { notifier, call } = setUp()
    expect((await call({ lead: "1' or '1'='1" })).status).toBe(400)
    expect((await call({})).status).toBe(400)
    expect((await call(null, secret, 'GET')).status).toBe(405)
    expect(notifier.notify).not.toHaveBeenCalled()
  })

  it('will not start with a short secret', () => {
    expect(() => createNotifyHandler({ ...setUp(), secret: 'short' })).toThrow('NOTIFY_LEAD_SECRET')
  })
})
