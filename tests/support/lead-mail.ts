// The firm's mail for each lead, as the end-to-end tests see it: the backend sends to the test SMTP
// server (tests/support/mail-sink.ts) with these settings, and sweeps every 2 s instead of every minute,
// so a lead whose first send failed does not wait a minute for the next.
import { expect } from '@playwright/test'
import type { CaughtMail } from '../../supabase/local/mail-catcher.ts'

export const leadMailTest = {
  smtpPort: 4325,
  httpPort: 4326,
  leadsTo: ['leads@dreamborder.example', 'partner@dreamborder.example'],
  mailFrom: 'DreamBorder website <website@dreamborder.example>',
  sweepEverySeconds: 2,
} as const

/** The backend's settings for the test SMTP server. */
export const leadMailEnv = {
  SMTP_URL: `smtp://127.0.0.1:${leadMailTest.smtpPort}`,
  LEADS_TO: leadMailTest.leadsTo.join(', '),
  MAIL_FROM: leadMailTest.mailFrom,
  LEAD_SWEEP_EVERY_SECONDS: String(leadMailTest.sweepEverySeconds),
  LEAD_SWEEP_AFTER_SECONDS: '1',
}

async function mailsAbout(visitorEmail: string): Promise<CaughtMail[]> {
  const response = await fetch(`http://127.0.0.1:${leadMailTest.httpPort}/messages.json`)
  const mails = (await response.json()) as CaughtMail[]
  return mails.filter((mail) => mail.replyTo === visitorEmail)
}

/**
 * The one mail the firm got about the visitor with this address, within 60 s of `sentAt`: To the firm's
 * addresses only, From the configured sender, Reply-To the visitor. That a later sweep sends no second
 * copy is the notifier's own test (tests/unit/backend/lead-mail.test.ts), without waiting on its timer.
 */
export async function theFirmsMailAbout(visitorEmail: string, sentAt: number): Promise<CaughtMail> {
  await expect
    .poll(async () => (await mailsAbout(visitorEmail)).length, { timeout: 60_000 })
    .toBeGreaterThan(0)
  const mails = await mailsAbout(visitorEmail)
  expect(mails).toHaveLength(1)
  const [mail] = mails as [CaughtMail]
  expect(Date.parse(mail.receivedAt) - sentAt).toBeLessThan(60_000)
  expect(mail.to).toEqual(leadMailTest.leadsTo)
  expect([...mail.envelopeTo].sort()).toEqual([...leadMailTest.leadsTo].sort())
  expect(mail.from).toBe(`"DreamBorder website" <website@dreamborder.example>`)
  return mail
}
