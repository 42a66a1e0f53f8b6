// Supabase Edge Function entry (Deno): e-mail alerts for new Express Entry rounds (issue 65): the
// subscription form's post, the confirmation and stop links and their buttons, RFC 8058's one-click stop,
// and the job, which pg_cron calls every 15 minutes with the secret kept in Vault (migration round_alerts).
// Deploy: supabase functions deploy round-alerts --no-verify-jwt (plain forms, links in mails and the
// database send no JWT; supabase/config.toml says the same). Secrets: ALLOWED_ORIGINS (the site's origins,
// comma-separated, the first being where links send the visitor), ROUND_ALERTS_SECRET (the one in Vault,
// 32 characters or more), ROUNDS_FEED_URL (optional: IRCC's feed by default). It sends no mail: what it
// stores in the outbox is sent by the notify-lead function. Supabase provides SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY. Type-checked by `deno check`.

import { alertsFunctionUrl } from '../_shared/alert-outbox.ts'
import { firmContact } from '../_shared/firm-contact.ts'
import { originList, requiredSecrets, serviceRpc } from '../_shared/function-env.ts'
import { runAlertPass } from '../_shared/round-alert-pass.ts'
import { fetchRoundsFeed } from '../_shared/rounds-feed.ts'
import { createRoundAlertsHandler } from './handler.ts'

const required = requiredSecrets((name) => Deno.env.get(name))
const supabaseUrl = required('SUPABASE_URL')
const call = serviceRpc(supabaseUrl, required('SUPABASE_SERVICE_ROLE_KEY'))
const feedUrl = Deno.env.get('ROUNDS_FEED_URL') || undefined

const handleRoundAlerts = createRoundAlertsHandler({
  call,
  siteOrigins: originList(required('ALLOWED_ORIGINS')),
  functionUrl: alertsFunctionUrl(supabaseUrl),
  contact: firmContact,
  secret: required('ROUND_ALERTS_SECRET'),
  runPass: () =>
    runAlertPass({
      fetchFeed: () => fetchRoundsFeed(feedUrl),
      call,
      today: new Date().toISOString().slice(0, 10),
    }),
})

// The visitor's address as Cloudflare, in front of Supabase, reports it (as for the enquiry function).
Deno.serve((request, info) =>
  handleRoundAlerts(request, request.headers.get('cf-connecting-ip')?.trim() || info.remoteAddr.hostname),
)
