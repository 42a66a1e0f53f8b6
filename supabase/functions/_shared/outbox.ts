// Sending an outbox's mails once, through failures: a sender claims mails for a while (a lease), so two
// never both send one and one that died is followed when the lease runs out; a failed send is noted and
// waits longer each time (the lead mails' back-off). The mails about a visitor's data
// (data-request-outbox.ts) and about a booking (booking-outbox.ts) go this way.

import { retryDelaySeconds } from './lead-outbox.ts'

export interface OutboxMail {
  id: number
  kind: string
  attempts: number
}

export interface OutboxStore<Mail extends OutboxMail> {
  claim(options: { max: number; leaseSeconds: number; olderThanSeconds: number }): Promise<Mail[]>
  sent(mailId: number): Promise<void>
  notSent(mailId: number, error: string, retrySeconds: number): Promise<void>
}

export interface OutboxTiming {
  /** How long a claim holds: longer than any send takes, short enough to recover a crash soon. */
  leaseSeconds?: number
  /** How long a mail waits before the sweep sends it (the call after each stored mail sends at once). */
  sweepAfterSeconds?: number
  log?: (line: string) => void
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ')

/**
 * `deliver` sends one claimed mail and answers false when the mail is no longer the sender's (nothing
 * sent); a throw is a failed send. Returns the outbox's two ways of sending.
 */
export function outboxSender<Mail extends OutboxMail>(
  name: string,
  store: OutboxStore<Mail>,
  deliver: (mail: Mail) => Promise<boolean>,
  { leaseSeconds = 120, sweepAfterSeconds = 120, log = console.error }: OutboxTiming = {},
) {
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
    /** After a stored mail: every mail waiting, at once. */
    sendFresh: () => sendWaiting(0),
    /** The minute's sweep: what the call after a stored mail could not send. */
    sweep: () => sendWaiting(sweepAfterSeconds),
  }
}
