// Every mail of the round alerts (issue 65), sent once, through failures: the confirmation and each alert
// are rows of private.alert_mails (migration round_alerts), claimed for a while before sending, so two
// senders never both send one and one that died is followed when the claim runs out; a failed send waits
// longer each time (outbox.ts). A mail outage delays alerts, never loses or doubles them.
// A confirmation's token is made here, just before its mail goes, and only its hash is written. The
// notify-lead function (Deno) and the local backend (Node) share this, as they share the data mails'.
import { newToken, tokenHash } from './data-link.ts'
import type { CallRpc } from './lead-outbox.ts'
import type { OutgoingMail } from './mail-settings.ts'
import { type OutboxTiming, outboxSender } from './outbox.ts'
import { type AlertChoice, alertMail, confirmationMail, roundsFor } from './round-alerts.ts'
import type { ExpressEntryRound } from './rounds-feed.ts'

/** A mail waiting to be sent, as public.claim_alert_mails answers it. */
interface AlertMailRow {
  id: number
  kind: 'confirm' | 'alert'
  attempts: number
  email: string
  /** A confirmation's choice waiting for it, or an alert's confirmed choice. */
  choice: AlertChoice
  stop_token: string
  /** An alert's rounds, newest first. */
  rounds: ExpressEntryRound[]
}

export interface AlertMailerOptions extends OutboxTiming {
  call: CallRpc
  mailVisitor: (to: string, mail: OutgoingMail) => Promise<void>
  /** The round-alerts function's public address: its confirmation and stop links open it. */
  functionUrl: string
  /** The site's address, for the alert's links to the draws page and the calculator. */
  siteUrl: string
}

/** The round-alerts function's public address, which the confirmation and stop links open. */
export const alertsFunctionUrl = (supabaseUrl: string) => `${supabaseUrl}/functions/v1/round-alerts`

/** The one-click stop address of a subscription. */
const stopLink = (functionUrl: string, stopToken: string) => `${functionUrl}?stop=${stopToken}`

export function createAlertMailer({
  call,
  mailVisitor,
  functionUrl,
  siteUrl,
  ...timing
}: AlertMailerOptions) {
  return outboxSender<AlertMailRow>(
    'round-alerts',
    {
      claim: async ({ max, leaseSeconds, olderThanSeconds }) =>
        (await call('claim_alert_mails', {
          max_mails: max,
          lease_seconds: leaseSeconds,
          older_than_seconds: olderThanSeconds,
        })) as AlertMailRow[],
      sent: async (mailId) => {
        await call('alert_mail_sent', { mail_id: mailId })
      },
      notSent: async (mailId, error, retrySeconds) => {
        await call('alert_mail_not_sent', { mail_id: mailId, error, retry_seconds: retrySeconds })
      },
    },
    async (mail) => {
      if (mail.kind === 'confirm') {
        const token = newToken()
        if (!(await call('arm_alert_confirmation', { mail_id: mail.id, token_hash: await tokenHash(token) })))
          return false
        const link = `${functionUrl}?confirm=${token}&language=${mail.choice.language}`
        await mailVisitor(mail.email, confirmationMail(mail.choice, link))
      } else {
        const rounds = roundsFor(mail.choice, mail.rounds)
        if (rounds.length > 0) {
          const links = { site: siteUrl, stop: stopLink(functionUrl, mail.stop_token) }
          await mailVisitor(mail.email, alertMail(mail.choice, rounds, links))
        }
      }
      return true
    },
    timing,
  )
}
