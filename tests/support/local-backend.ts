// A local backend on a free port with an in-memory database, and supabase-js clients for it.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import { freePort } from '../../supabase/local/free-port'
import { startBackend } from '../../supabase/local/start'

/**
 * Challenges of ten to twenty tries, not a visitor's thousand or more: tests earn dozens of passes, and
 * the work's size is tested on its own (tests/unit/proof-of-work.test.ts, fair-limits.test.ts).
 */
export const quickChallenges = { CHALLENGE_TRIES: '10' }

export const generousLimits = {
  ...quickChallenges,
  ENQUIRY_LIMIT_PER_HOUR: '100000',
  UPLOAD_LIMIT_PER_HOUR: '100000',
  RESUME_LIMIT_PER_HOUR: '100000',
  ENQUIRY_NETWORK_LIMIT_PER_HOUR: '100000',
  RESUME_NETWORK_LIMIT_PER_HOUR: '100000',
  SITE_LIMIT_PER_MINUTE: '100000',
  ENQUIRY_CAP_PER_HOUR: '100000',
  RESUME_CAP_PER_HOUR: '100000',
  EASY_CHALLENGE_LIMIT_PER_HOUR: '100000',
  EASY_CHALLENGE_NETWORK_LIMIT_PER_HOUR: '100000',
  LEAD_MAILS_PER_HOUR: '100000',
  SUBSCRIPTION_LIMIT_PER_HOUR: '100000',
  SUBSCRIPTION_NETWORK_LIMIT_PER_HOUR: '100000',
}

/**
 * `env` sets the abuse limits; without it they are raised far out of the way of tests about other
 * things. `siteOrigins`: where its enquiry function sends visitors back to.
 */
export async function localBackend(
  env: Record<string, string> = generousLimits,
  { siteOrigins }: { siteOrigins?: readonly string[] } = {},
) {
  const port = await freePort()
  const uploadsDir = mkdtempSync(join(tmpdir(), 'uploads-'))
  const backend = await startBackend({ port, uploadsDir, env, siteOrigins })
  const url = `http://127.0.0.1:${port}`
  // Node 20 has no WebSocket: supabase-js's realtime client wants one even when unused.
  const client = (key: string) =>
    createClient(url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never },
    })
  return {
    url,
    uploadsDir,
    keys: backend.keys,
    anon: client(backend.keys.anonKey),
    service: client(backend.keys.serviceRoleKey),
    client,
    db: backend.db,
    notifier: backend.notifier,
    /** The sender of the mails about a visitor's data (their link, the firm's notice). */
    dataMailer: backend.dataMailer,
    /** The sender of a booking's mails (and queuer of its reminders). */
    bookingMailer: backend.bookingMailer,
    bookingFeedToken: backend.bookingFeedToken,
    /** The round alerts' sender, and one pass of their job (ROUNDS_FEED_URL). */
    alertMailer: backend.alertMailer,
    alertPass: backend.alertPass,
    /** The local mailbox (when env names no SMTP_URL). */
    mailbox: backend.mailbox,
    close: backend.close,
  }
}
