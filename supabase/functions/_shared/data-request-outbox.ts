// Every mail about a visitor's data, sent once, through failures (issue 51, item 4): the link to the
// visitor and the firm's notice of a stop or an erasure are rows of private.data_mails (migration
// data_request_fairness), stored with the request or the act before the visitor is answered. As with
// the leads (lead-outbox.ts), a sender claims a mail for a while before sending, so two never both send
// it and one that died is followed when the claim runs out; a failed send waits longer each time
// (outbox.ts).
// A link's token is made here, just before its mail goes, and only its hash is written to the database:
// what the database holds never opens anything. The notify-lead function (Deno) and the local backend
// (Node) share this.

import { newToken, tokenHash } from './data-link.ts'
import type { DataRequest } from './data-requests.ts'
import { escapeHtml } from './function-page.ts'
import type { FormLanguage } from './languages.ts'
import { dataRequestMail, indiaTime, type LeadMail } from './lead-mail.ts'
import type { CallRpc } from './lead-outbox.ts'
import { messagesIn } from './messages.ts'
import { type OutboxStore, type OutboxTiming, outboxSender } from './outbox.ts'

/** A mail waiting to be sent, as public.claim_data_mails answers it. */
interface DataMail {
  id: number
  kind: 'link' | 'stop' | 'erase'
  created_at: string
  attempts: number
  /** The visitor's address: a link's recipient, or the address a stop is about. */
  email: string | null
  /** A link's request and language. */
  request: DataRequest | null
  language: FormLanguage | null
  /** A notice's enquiries, and an erasure's resumes. */
  lead_ids: string[] | null
  resumes: number | null
}

/** The database's side, as the service role calls it. */
export interface DataMailStore extends OutboxStore<DataMail> {
  /** Sets a link's token hash just before its mail goes: the link's expiry, or null if no longer ours. */
  arm(mailId: number, tokenHash: string): Promise<string | null>
}

export function rpcDataMailStore(call: CallRpc): DataMailStore {
  return {
    claim: async ({ max, leaseSeconds, olderThanSeconds }) =>
      (await call('claim_data_mails', {
        max_mails: max,
        lease_seconds: leaseSeconds,
        older_than_seconds: olderThanSeconds,
      })) as DataMail[],
    arm: async (mailId, hash) =>
      (await call('arm_data_link', { mail_id: mailId, token_hash: hash })) as string | null,
    sent: async (mailId) => {
      await call('data_mail_sent', { mail_id: mailId })
    },
    notSent: async (mailId, error, retrySeconds) => {
      await call('data_mail_not_sent', { mail_id: mailId, error, retry_seconds: retrySeconds })
    },
  }
}

export interface DataMailerOptions extends OutboxTiming {
  store: DataMailStore
  /** Mails a visitor (To is the address the request named, in its one spelling). */
  mailVisitor: (to: string, mail: { subject: string; text: string; html: string }) => Promise<void>
  /** Mails the firm (its own addresses). */
  mailFirm: (mail: LeadMail) => Promise<void>
  /** The data-request function's public address, which the link opens. */
  functionUrl: string
}

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')

function linkMail(language: FormLanguage, request: DataRequest, link: string, until: string) {
  const m = messagesIn(language)
  const lines = [
    m('dataRequest.mail.greeting'),
    m('dataRequest.mail.asked', { request: m(`dataRequest.requests.${request}`) }),
    m('dataRequest.mail.open', { time: indiaTime(until) }),
  ]
  const closing = [m('dataRequest.mail.ignore'), m('dataRequest.mail.signature')]
  return {
    subject: m('dataRequest.mail.subject'),
    text: `${[...lines, link, '', ...closing].join('\n')}\n`,
    html: `${paragraphs(...lines)}\n<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>\n${paragraphs(...closing)}`,
  }
}

export function createDataMailer({
  store,
  mailVisitor,
  mailFirm,
  functionUrl,
  ...timing
}: DataMailerOptions) {
  return outboxSender(
    'data-request',
    store,
    async (mail) => {
      if (mail.kind === 'link') {
        const token = newToken()
        const until = await store.arm(mail.id, await tokenHash(token))
        if (!until) return false
        const language = mail.language ?? 'en'
        const link = `${functionUrl}?token=${token}&language=${language}`
        await mailVisitor(mail.email ?? '', linkMail(language, mail.request ?? 'copy', link, until))
      } else {
        await mailFirm(
          dataRequestMail({
            request: mail.kind,
            leadIds: mail.lead_ids ?? [],
            email: mail.email ?? undefined,
            resumes: mail.resumes ?? 0,
            at: new Date(mail.created_at),
          }),
        )
      }
      return true
    },
    timing,
  )
}
