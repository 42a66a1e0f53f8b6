// Telling the firm of each lead exactly once, through failures: the outbox lives on the lead rows
// (migration lead_notifications). A lead is claimed for a while before it is sent, so the insert's own
// call and the minute's sweep never both send it, and one claimed by a notifier that died is sent when
// the claim runs out; a failed send keeps its error and waits longer each time, never more than half an
// hour. Web APIs only: the notify-lead function (Deno) and the local backend (Node) share it.
import { type Lead, type LeadMail, leadMail, reviewSummaryMail, type SummaryLead } from './lead-mail.ts'
import { type OutboxTiming, oneLine, outboxSender } from './outbox.ts'

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
  /** The leads past the hour's budget of individual mails, once the summary's window has passed: at
   * most `max`, and how many wait in all. */
  reviewDue(options: {
    windowSeconds: number
    olderThanSeconds: number
    max: number
  }): Promise<{ leads: SummaryLead[]; waiting: number } | null>
  reviewSent(leadIds: readonly string[]): Promise<void>
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
    reviewDue: async ({ windowSeconds, olderThanSeconds, max }) => {
      const leads = (await call('review_summary_due', {
        window_seconds: windowSeconds,
        older_than_seconds: olderThanSeconds,
        max_leads: max,
      })) as (SummaryLead & { waiting: number })[]
      return leads.length > 0 ? { leads, waiting: Number(leads[0]?.waiting) } : null
    },
    reviewSent: async (leadIds) => {
      await call('review_summary_sent', { lead_ids: leadIds })
    },
  }
}

/** Sends one mail to the firm (To and From are the sender's own settings, never the lead's). */
type SendMail = (mail: LeadMail) => Promise<void>

export interface NotifierOptions extends OutboxTiming {
  store: LeadStore
  send: SendMail
  siteUrl: string
  /** One summary of the leads past the hour's budget of individual mails per this many seconds. */
  reviewWindowSeconds?: number
}

/** A claimed lead as the outbox's loop sends it. */
interface LeadOutboxMail {
  id: string
  kind: 'lead'
  attempts: number
  lead: Lead
}

const asOutboxMail = (lead: Lead): LeadOutboxMail => ({
  id: lead.id,
  kind: 'lead',
  attempts: lead.notify_attempts,
  lead,
})

/** The most leads one summary lists: about 50 KB of mail; the rest follow ten minutes later. */
const summaryLeads = 500

export function createLeadNotifier({
  store,
  send,
  siteUrl,
  log = console.error,
  leaseSeconds = 120,
  sweepAfterSeconds = 120,
  reviewWindowSeconds = 600,
}: NotifierOptions) {
  // A lead's mail is the outbox's mail: the one loop of outbox.ts sends it, with its back-off.
  const outbox = outboxSender<LeadOutboxMail>(
    'notify',
    {
      claim: async (options) => (await store.claim(options)).map(asOutboxMail),
      sent: (leadId) => store.notified(leadId),
      notSent: (leadId, error, retrySeconds) => store.notNotified(leadId, error, retrySeconds),
    },
    async ({ lead }) => {
      await send(leadMail(lead, siteUrl))
      return true
    },
    { leaseSeconds, sweepAfterSeconds, log },
  )

  return {
    /** The insert's own call: that lead, at once, unless another notifier holds it or has sent it. */
    async notify(leadId: string): Promise<number> {
      const [lead] = await store.claim({ max: 1, leaseSeconds, olderThanSeconds: 0, leadId })
      return lead && (await outbox.attempt(asOutboxMail(lead))) ? 1 : 0
    },
    /** Every lead stored and not yet sent, at once: the local backend's call after an insert, when the
     * row's id is not known (the public role may not read its own row back). */
    sendFresh: outbox.sendFresh,
    /** The minute's sweep: every lead still waiting while the hour's budget lasts, then one summary of
     * those past it. */
    async sweep(): Promise<{ sent: number; failed: number; summarised: number }> {
      const { sent, failed } = await outbox.sweep()
      let summarised = 0
      // Past the budget, a lead a minute old has had its chance of a mail of its own.
      const due = await store.reviewDue({
        windowSeconds: reviewWindowSeconds,
        olderThanSeconds: 60,
        max: summaryLeads,
      })
      if (due) {
        try {
          await send(reviewSummaryMail(due.leads, due.waiting))
          await store.reviewSent(due.leads.map((lead) => lead.id))
          summarised = due.leads.length
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
