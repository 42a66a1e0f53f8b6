import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { firmContact } from '../functions/_shared/firm-contact.ts'
import { limitSetting } from '../functions/_shared/limit-setting.ts'
import { readLeadsTo, readMailFrom, readSmtpUrl } from '../functions/_shared/mail-settings.ts'
import { visitorTries } from '../functions/_shared/proof-of-work.ts'
import { passLine, runAlertPass } from '../functions/_shared/round-alert-pass.ts'
import { fetchRoundsFeed } from '../functions/_shared/rounds-feed.ts'
import { sweepEveryMs } from '../functions/_shared/sweep-uploads.ts'
import { createBackend } from './app.ts'
import { openDatabase } from './db.ts'
import { clientsEndIdleConnections } from './keep-alive'
import { localKeys } from './keys.ts'
import { applyLimits, limitsOf } from './limits.ts'
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts'
import { coalesced, localNotifier } from './notifier.ts'
import { serviceCall } from './rest.ts'
import { localRetention } from './retention.ts'
import { localUploadSweep } from './sweep.ts'

export interface StartOptions {
  /** Folder for the database and uploads; in memory (and a temporary upload folder) without it. */
  dataDir?: string
  uploadsDir?: string
  port?: number
  /**
   * Where the limits come from: the database's, ENQUIRY_LIMIT_PER_HOUR, RESUME_LIMIT_PER_HOUR,
   * SITE_LIMIT_PER_MINUTE, UPLOAD_LIMIT_PER_HOUR, EASY_CHALLENGE_LIMIT_PER_HOUR and the rest (limits.ts),
   * and how long personal data is kept (ENQUIRY_RETENTION_MONTHS, 24, and RESUME_RETENTION_MONTHS, 12).
   * The mail to the firm: SMTP_URL (without it, a local mail catcher), LEADS_TO (the firm's address by
   * default) and MAIL_FROM; LEAD_SWEEP_EVERY_SECONDS (60) and LEAD_SWEEP_AFTER_SECONDS (120) time the
   * sweep that sends what the call after each insert could not. CHALLENGE_TRIES (1000, a visitor's)
   * sizes the proof of work, for a browser test suite that earns dozens of passes. The round alerts' job
   * reads ROUNDS_FEED_URL (IRCC's feed by default) every ROUND_ALERTS_EVERY_SECONDS (900, as pg_cron does
   * in production; 0 runs no timer, for tests that run their passes themselves).
   */
  env?: Record<string, string | undefined>
  /** The site's origins, where the enquiry function sends visitors back to. */
  siteOrigins?: readonly string[]
}

/** Opens the database, applies the migrations and serves the local Supabase API. */
export async function startBackend({
  dataDir,
  uploadsDir,
  port,
  env = process.env,
  siteOrigins,
}: StartOptions = {}) {
  const keys = localKeys()
  // Read before the database opens: a malformed setting stops the start at once.
  const mail = mailSettings(env)
  const challengeTries = limitSetting('CHALLENGE_TRIES', env.CHALLENGE_TRIES, visitorTries)
  const db = await openDatabase(dataDir && join(dataDir, 'db'))
  try {
    await applyLimits(db, env)
  } catch (error) {
    await db.close()
    throw error
  }
  const listenPort = port ?? Number(new URL(keys.url).port)
  const uploadsFolder = uploadsDir ?? join(dataDir ?? tmpdir(), 'uploads')
  const catcher: MailCatcher | null = mail.smtpUrl ? null : await startMailCatcher()
  const publicUrl = `http://127.0.0.1:${listenPort}`
  const {
    leads: notifier,
    dataMails: dataMailer,
    bookingMails: bookingMailer,
    alertMails: alertMailer,
  } = localNotifier({
    db,
    smtpUrl: mail.smtpUrl ?? (catcher as MailCatcher).url,
    leadsTo: mail.leadsTo,
    mailFrom: mail.mailFrom,
    siteUrl: siteOrigins?.[0] ?? 'http://localhost:3000',
    sweepAfterSeconds: mail.sweepAfterSeconds,
    publicUrl,
  })
  const sendFresh = coalesced(() => notifier.sendFresh())
  const sweepLeads = coalesced(() => notifier.sweep())
  // The mails about a visitor's data (their link, the firm's notice) go the same way as the leads'.
  const sendDataMails = coalesced(() => dataMailer.sendFresh())
  const sweepDataMails = coalesced(() => dataMailer.sweep())
  // A booking's mails too; the sweep also queues the reminders as they fall due.
  const sendBookingMails = coalesced(() => bookingMailer.sendFresh())
  const sweepBookingMails = coalesced(() => bookingMailer.sweep())
  // The consultants' feed's token: BOOKING_FEED_TOKEN, or a new one each start (printed below).
  const bookingFeedToken = env.BOOKING_FEED_TOKEN ?? crypto.randomUUID() + crypto.randomUUID()
  // The round alerts' mails too; and the job's pass, as the function runs it every 15 minutes.
  const sendAlertMails = coalesced(() => alertMailer.sendFresh())
  const sweepAlertMails = coalesced(() => alertMailer.sweep())
  const feedUrl = env.ROUNDS_FEED_URL || undefined
  const alertPass = () =>
    runAlertPass({
      fetchFeed: () => fetchRoundsFeed(feedUrl),
      call: serviceCall(db),
      today: new Date().toISOString().slice(0, 10),
    })
  const app = createBackend({
    db,
    keys,
    uploadsDir: uploadsFolder,
    publicUrl,
    siteOrigins,
    onLeadStored: () => void sendFresh(),
    mailbox: catcher?.messages,
    onDataMailStored: () => void sendDataMails(),
    challengeTries,
    onBookingMailStored: () => void sendBookingMails(),
    bookingFeedToken,
    runAlertPass: alertPass,
    onAlertMailStored: () => void sendAlertMails(),
  })
  // Mails still waiting are sent now and every minute: those stored while the mail server was down, or
  // claimed by a notifier that died before sending.
  const leadSweeping = setInterval(() => {
    void sweepLeads()
    void sweepDataMails()
    void sweepBookingMails()
    void sweepAlertMails()
  }, mail.sweepEverySeconds * 1000)
  leadSweeping.unref()
  await sweepLeads()
  await sweepDataMails()
  await sweepBookingMails()
  await sweepAlertMails()
  // The round alerts' job every 15 minutes, as pg_cron runs it in production; never at start, so a
  // backend started without the network starts at once.
  const alertPassing = coalesced(async () => {
    const report = await alertPass()
    console.log(`Round alerts: ${passLine(report)}`)
    if (report.ok && report.queued > 0) await sendAlertMails()
  })
  const alertTimer =
    mail.alertsEverySeconds > 0
      ? setInterval(() => void alertPassing(), mail.alertsEverySeconds * 1000)
      : null
  alertTimer?.unref()
  // Uploads no resume came to name within a day are swept now and every hour.
  const sweep = localUploadSweep(db, uploadsFolder)
  const sweeping = setInterval(() => void sweep().catch(console.error), sweepEveryMs)
  sweeping.unref()
  await sweep()
  // Enquiries and resumes past their periods are erased now and every day.
  const retention = localRetention(db, uploadsFolder)
  const retaining = setInterval(() => void retention().catch(console.error), 24 * 60 * 60 * 1000)
  retaining.unref()
  await retention()
  const server = serve({ fetch: app.fetch, port: listenPort, hostname: '127.0.0.1' })
  clientsEndIdleConnections(server)
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const limits = await limitsOf(db)
  console.log(
    catcher
      ? `Mail: http://127.0.0.1:${listenPort}/mail (the local mailbox: every lead's mail to ${mail.leadsTo.join(', ')}; set SMTP_URL to send for real)`
      : `Mail: each lead is sent through ${new URL(mail.smtpUrl as string).host} to ${mail.leadsTo.join(', ')}`,
  )
  console.log(`Bookings feed: ${publicUrl}/functions/v1/booking?feed=${bookingFeedToken}`)
  console.log(
    `Local backend: http://127.0.0.1:${listenPort} (${dataDir ? `data in ${dataDir}` : 'in memory'}; limits: ${limits.enquiries_per_address_per_hour} enquiries and ${limits.resumes_per_address_per_hour} resumes an hour per address, ${limits.writes_per_minute} writes a minute per table)`,
  )
  return {
    db,
    keys,
    notifier,
    dataMailer,
    bookingMailer,
    /** The consultants' calendar feed: `${url}/functions/v1/booking?feed=${bookingFeedToken}`. */
    bookingFeedToken,
    /** The sender of the round alerts' mails, and one pass of their job. */
    alertMailer,
    alertPass,
    /** The local mailbox's mails (none with SMTP_URL set). */
    mailbox: catcher?.messages ?? [],
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweeping)
        clearInterval(retaining)
        clearInterval(leadSweeping)
        if (alertTimer) clearInterval(alertTimer)
        // Sends under way finish before the database closes.
        server.close(() =>
          Promise.all([
            sendFresh(),
            sweepLeads(),
            sendDataMails(),
            sweepDataMails(),
            sendBookingMails(),
            sweepBookingMails(),
            sendAlertMails(),
            sweepAlertMails(),
          ])
            .then(() => catcher?.close())
            .then(() => db.close())
            .then(() => resolve()),
        )
      }),
  }
}

/** The mail settings, read at start: a malformed one stops the start with its name. */
function mailSettings(env: Record<string, string | undefined>) {
  const smtpUrl = env.SMTP_URL === undefined ? null : readSmtpUrl(env.SMTP_URL)
  return {
    smtpUrl,
    leadsTo: readLeadsTo(env.LEADS_TO ?? firmContact.email),
    mailFrom: readMailFrom(env.MAIL_FROM ?? 'DreamBorder website <website@localhost.localdomain>'),
    sweepEverySeconds: limitSetting('LEAD_SWEEP_EVERY_SECONDS', env.LEAD_SWEEP_EVERY_SECONDS, 60),
    sweepAfterSeconds: limitSetting('LEAD_SWEEP_AFTER_SECONDS', env.LEAD_SWEEP_AFTER_SECONDS, 120),
    alertsEverySeconds:
      env.ROUND_ALERTS_EVERY_SECONDS?.trim() === '0'
        ? 0
        : limitSetting('ROUND_ALERTS_EVERY_SECONDS', env.ROUND_ALERTS_EVERY_SECONDS, 900),
  }
}
