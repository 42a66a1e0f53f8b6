// The outbox's logic (issue 37) on a clock the test controls: a store in memory that keeps the rules of
// migration lead_notifications (claim with a lease, back-off, review summaries), and a mail server that
// fails when told to. The same logic runs against the real database in tests/unit/backend/lead-mail.test.ts.
import { describe, expect, it, vi } from 'vitest'
import type { Lead } from '../../supabase/functions/_shared/lead-mail'
import {
  createLeadNotifier,
  type LeadStore,
  retryDelaySeconds,
} from '../../supabase/functions/_shared/lead-outbox'
import { createNotifyHandler } from '../../supabase/functions/notify-lead/handler'

interface Row extends Lead {
  needsReview: boolean
  notifiedAt: number | null
  leaseUntil: number | null
  notifyAfter: number
  notifyError: string | null
}

function memoryOutbox() {
  let now = 0
  const rows: Row[] = []
  let lastSummary = Number.NEGATIVE_INFINITY
  const store: LeadStore = {
    async claim({ max, leaseSeconds, olderThanSeconds, leadId }) {
      const open = rows.filter(
        (row) =>
          row.notifiedAt === null &&
          !row.needsReview &&
          (row.leaseUntil === null || row.leaseUntil < now) &&
          (leadId
            ? row.id === leadId
            : Date.parse(row.created_at) <= now - olderThanSeconds * 1000 && row.notifyAfter <= now),
      )
      const claimed = open.slice(0, max)
      for (const row of claimed) row.leaseUntil = now + leaseSeconds * 1000
      return claimed.map((row) => ({ ...row }))
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
    async reviewDue(windowSeconds) {
      const waiting = rows.filter((row) => row.needsReview && row.notifiedAt === null)
      if (!waiting.length || lastSummary > now - windowSeconds * 1000) return null
      return { waiting: waiting.length, upTo: waiting.at(-1)?.created_at ?? '' }
    },
    async reviewSent(upTo) {
      for (const row of rows) {
        if (row.needsReview && row.notifiedAt === null && row.created_at <= upTo) row.notifiedAt = now
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
  let mailServerUp = true
  const notifier = createLeadNotifier({
    store,
    siteUrl: 'https://dreamborder.example',
    log: () => {},
    send: async (mail) => {
      if (!mailServerUp) throw new Error('connect ECONNREFUSED 127.0.0.1:465')
      sent.push(mail.subject)
    },
  })
  return {
    rows,
    sent,
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

  it('sums up the rows marked for review once per ten minutes, and mails none of them one by one', async () => {
    const outbox = memoryOutbox()
    outbox.store()
    for (let count = 0; count < 6; count++) outbox.store({ needsReview: true })
    outbox.passSeconds(180)
    expect(await outbox.notifier.sweep()).toEqual({ sent: 1, failed: 0, summarised: 6 })
    outbox.store({ needsReview: true })
    outbox.passSeconds(300)
    expect((await outbox.notifier.sweep()).summarised).toBe(0)
    outbox.passSeconds(301)
    expect((await outbox.notifier.sweep()).summarised).toBe(1)
    expect(outbox.sent).toEqual([
      'New enquiry: Work Visa — Asha K.',
      '6 enquiries to review from a burst of traffic',
      '1 enquiries to review from a burst of traffic',
    ])
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
    const handle = createNotifyHandler({ secret, notifier, dataMailer })
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
    return { notifier, dataMailer, call }
  }

  it('answers 401 to a call without the secret, or with another, and asks nothing of the database', async () => {
    const { notifier, call } = setUp()
    for (const token of [null, 'wrong', `${secret}x`, secret.slice(0, -1)]) {
      expect((await call({ lead }, token)).status).toBe(401)
    }
    expect(notifier.notify).not.toHaveBeenCalled()
    expect(notifier.sweep).not.toHaveBeenCalled()
  })

  it('sends the lead it is given, the waiting mails about a visitor’s data, or sweeps both outboxes', async () => {
    const { notifier, dataMailer, call } = setUp()
    expect(await (await call({ lead })).json()).toEqual({ sent: 1 })
    expect(notifier.notify).toHaveBeenCalledWith(lead)
    expect(await (await call({ dataMails: true })).json()).toEqual({ sent: 1, failed: 0 })
    expect(dataMailer.sendFresh).toHaveBeenCalledOnce()
    expect(await (await call({ sweep: true })).json()).toEqual({
      sent: 2,
      failed: 0,
      summarised: 0,
      dataMails: { sent: 0, failed: 1 },
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
