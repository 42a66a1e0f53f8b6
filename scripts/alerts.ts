// `npm run alerts`: one pass of the round alerts' job by hand, as pg_cron runs it every 15 minutes: reads
// the rounds feed (ROUNDS_FEED_URL, else IRCC's), records new rounds and queues the alerts, then prints
// what it found and queued, and the subscribers the firm has. Against the local backend that `npm start`
// or `npm run backend` runs (its keys are fixed), or, with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY
// set, the hosted project's database. Exits 1 when the feed was refused (malformed or shrinking).
import { serviceRpc } from '@shared/function-env.ts'
import { passLine, runAlertPass } from '@shared/round-alert-pass.ts'
import { fetchRoundsFeed } from '@shared/rounds-feed.ts'
import { localKeys } from '../supabase/local/keys'

const local = localKeys()
const call = serviceRpc(
  process.env.SUPABASE_URL ?? local.url,
  process.env.SUPABASE_SERVICE_ROLE_KEY ?? local.serviceRoleKey,
)
const report = await runAlertPass({
  fetchFeed: () => fetchRoundsFeed(process.env.ROUNDS_FEED_URL || undefined),
  call: (name, args) => call(name, args),
  today: new Date().toISOString().slice(0, 10),
})
console.log(passLine(report))
console.log('Subscribers:', JSON.stringify(await call('round_alert_counts', {})))
if (!report.ok) process.exit(1)
