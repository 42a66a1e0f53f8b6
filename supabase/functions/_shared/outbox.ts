// Sending an outbox's mails once, through failures: a sender claims mails for a while (a lease), so two
// never both send one and one that died is followed when the lease runs out; a failed send is noted and
// waits longer each time. Every outbox goes this way: the lead mails (lead-outbox.ts), the mails about a
// visitor's data (data-request-outbox.ts), about a booking (booking-outbox.ts) and the round alerts'
// (alert-outbox.ts). Web APIs only: the notify-lead function (Deno) and the local backend (Node) share it.

export interface OutboxMail {
  id: number | string
  kind: string
  attempts: number
}

export interface OutboxStore<Mail extends OutboxMail> {
  claim(options: { max: number; leaseSeconds: number; olderThanSeconds: number }): Promise<Mail[]>
  sent(mailId: Mail['id']): Promise<void>
  notSent(mailId: Mail['id'], error: string, retrySeconds: number): Promise<void>
}

export interface OutboxTiming {
  /** How long a claim holds: longer than any send takes, short enough to recover a crash soon. */
  leaseSeconds?: number
  /** How long a mail waits before the sweep sends it (the call after each stored mail sends at once). */
  sweepAfterSeconds?: number
  log?: (line: string) => void
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

export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ')

/** What sends an outbox's mails, as notify-lead's handler calls it. */
export interface OutboxSending {
  /** After a stored mail: every mail waiting, at once. */
  sendFresh(): Promise<{ sent: number; failed: number }>
  /** The minute's sweep: what the call after a stored mail could not send. */
  sweep(): Promise<{ sent: number; failed: number }>
}

/**
 * `deliver` sends one claimed mail and answers false when the mail is no longer the sender's (nothing
 * sent); a throw is a failed send. Returns the outbox's ways of sending.
 */
export function outboxSender<Mail extends OutboxMail>(
  name: string,
  store: OutboxStore<Mail>,
  deliver: (mail: Mail) => Promise<boolean>,
  { leaseSeconds = 120, sweepAfterSeconds = 120, log = console.error }: OutboxTiming = {},
) {
  /** Sends one claimed mail: true sent, false failed (and waiting), null no longer ours. */
  async function attempt(mail: Mail): Promise<boolean | null> {
    try {
      if (!(await deliver(mail))) return null
    } catch (error) {
      const message = oneLine(error instanceof Error ? error.message : String(error))
      log(`${name}: ${mail.kind} mail ${mail.id} not sent (try ${mail.attempts + 1}): ${message}`)
      await store.notSent(mail.id, message, retryDelaySeconds(mail.attempts + 1))
      return false
    }
    await store.sent(mail.id)
    return true
  }

  /** Every mail waiting at least this long whose back-off has passed, ten at a time, until none is left
   * or the mail server fails (the rest wait for the next sweep). */
  async function sendWaiting(olderThanSeconds: number) {
    let sent = 0
    let failed = 0
    while (failed === 0) {
      const mails = await store.claim({ max: 10, leaseSeconds, olderThanSeconds })
      if (mails.length === 0) break
      for (const mail of mails) {
        const outcome = await attempt(mail)
        if (outcome) sent++
        else if (outcome === false) failed++
      }
    }
    return { sent, failed }
  }

  return {
    /** One mail already claimed (a lead's own call). */
    attempt,
    /** After a stored mail: every mail waiting, at once. */
    sendFresh: () => sendWaiting(0),
    /** The minute's sweep: what the call after a stored mail could not send. */
    sweep: () => sendWaiting(sweepAfterSeconds),
  }
}
