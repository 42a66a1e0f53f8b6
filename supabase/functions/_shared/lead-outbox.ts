// Telling the firm of each lead exactly once, through failures: the outbox lives on the lead rows
// (migration lead_notifications). A lead is claimed for a while before it is sent, so the insert's own
// call and the minute's sweep never both send it, and one claimed by a notifier that died is sent when
// the claim runs out; a failed send keeps its error and waits longer each time, never more than half an
// hour. Web APIs only: the notify-lead function (Deno) and the local backend (Node) share it.
import { type Lead, type LeadMail, leadMail, reviewSummaryMail } from './lead-mail.ts'

/** The database's side (the functions of migration lead_notifications), as the service role calls them. */
export interface LeadStore {
  claim(options: {
    max: number
    leaseSeconds: number
    olderThanSeconds: number
    leadId?: string
  }): Promise<Lead[]>
  notified(leadId: string): Promise<void>
  notNotified(leadId: string, error: string, retrySeconds: number): Promise<void>
  reviewDue(windowSeconds: number): Promise<{ waiting: number; upTo: string } | null>
  reviewSent(upTo: string): Promise<void>
}

/** Calls one of those functions as the service role and answers its JSON (PostgREST's /rpc, or locally the
 * database itself), throwing on any refusal. */
export type CallRpc = (name: string, args: Record<string, unknown>) => Promise<unknown>

export function rpcLeadStore(call: CallRpc): LeadStore {
  return {
    claim: async ({ max, leaseSeconds, olderThanSeconds, leadId }) =>
      (await call('claim_leads', {
        max_leads: max,
        lease_seconds: leaseSeconds,
        older_than_seconds: olderThanSeconds,
        lead_id: leadId ?? null,
      })) as Lead[],
    notified: async (leadId) => {
      await call('lead_notified', { lead_id: leadId })
    },
    notNotified: async (leadId, error, retrySeconds) => {
      await call('lead_not_notified', { lead_id: leadId, error, retry_seconds: retrySeconds })
    },
    reviewDue: async (windowSeconds) => {
      const [due] = (await call('review_summary_due', { window_seconds: windowSeconds })) as {
        waiting: number
        up_to: string
      }[]
      return due ? { waiting: Number(due.waiting), upTo: due.up_to } : null
    },
    reviewSent: async (upTo) => {
      await call('review_summary_sent', { up_to: upTo })
    },
  }
}

/** Sends one mail to the firm (To and From are the sender's own settings, never the lead's). */
type SendMail = (mail: LeadMail) => Promise<void>

export interface NotifierOptions {
  store: LeadStore
  send: SendMail
  siteUrl: string
  log?: (line: string) => void
  /** How long a claim holds: longer than any send takes, short enough to recover a crash soon. */
  leaseSeconds?: number
  /** How long a lead waits before the sweep sends it (the insert's own call sends at once). */
  sweepAfterSeconds?: number
  /** One summary of the rows marked for review per this many seconds. */
  reviewWindowSeconds?: number
}

/**
 * Seconds to wait after the nth failed try: a minute for the first two, then doubling every third
 * failure up to half an hour, so a short outage of the mail server costs minutes, and a long one is
 * not hammered. (1, 1, 2, 2, 2, 4, 4, 4, 8 … 30 minutes.)
 */
export function retryDelaySeconds(failures: number): number {
  const minutes = failures <= 2 ? 1 : 2 ** Math.floor(failures / 3)
  return Math.min(30, minutes) * 60
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ')

export function createLeadNotifier({
  store,
  send,
  siteUrl,
  log = console.error,
  leaseSeconds = 120,
  sweepAfterSeconds = 120,
  reviewWindowSeconds = 600,
}: NotifierOptions) {
  async function deliver(lead: Lead): Promise<boolean> {
    try {
      await send(leadMail(lead, siteUrl))
    } catch (error) {
      const message = oneLine(error instanceof Error ? error.message : String(error))
      log(`notify: lead ${lead.id} not sent (try ${lead.notify_attempts + 1}): ${message}`)
      await store.notNotified(lead.id, message, retryDelaySeconds(lead.notify_attempts + 1))
      return false
    }
    await store.notified(lead.id)
    return true
  }

  /** Every lead waiting at least this long whose back-off has passed, ten at a time, until none is left
   * or the mail server fails (the rest can wait for the next sweep). */
  async function sendWaiting(olderThanSeconds: number) {
    let sent = 0
    let failed = 0
    while (failed === 0) {
      const leads = await store.claim({ max: 10, leaseSeconds, olderThanSeconds })
      if (leads.length === 0) break
      for (const lead of leads) {
        if (await deliver(lead)) sent++
        else failed++
      }
    }
    return { sent, failed }
  }

  return {
    /** The insert's own call: that lead, at once, unless another notifier holds it or has sent it. */
    async notify(leadId: string): Promise<number> {
      const [lead] = await store.claim({ max: 1, leaseSeconds, olderThanSeconds: 0, leadId })
      return lead && (await deliver(lead)) ? 1 : 0
    },
    /** Every lead stored and not yet sent, at once: the local backend's call after an insert, when the
     * row's id is not known (the public role may not read its own row back). */
    sendFresh: () => sendWaiting(0),
    /** The minute's sweep: every lead still waiting, then one summary of the rows marked for review. */
    async sweep(): Promise<{ sent: number; failed: number; summarised: number }> {
      const { sent, failed } = await sendWaiting(sweepAfterSeconds)
      let summarised = 0
      const due = await store.reviewDue(reviewWindowSeconds)
      if (due) {
        try {
          await send(reviewSummaryMail(due.waiting, due.upTo))
          await store.reviewSent(due.upTo)
          summarised = due.waiting
        } catch (error) {
          log(
            `notify: review summary not sent: ${oneLine(error instanceof Error ? error.message : String(error))}`,
          )
        }
      }
      return { sent, failed, summarised }
    },
  }
}

export type LeadNotifier = ReturnType<typeof createLeadNotifier>
