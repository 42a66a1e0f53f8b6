// One pass of the round alerts' job (issue 65): reads IRCC's rounds feed with the parser `npm run refresh`
// uses (rounds-feed.ts), never writing the repository's snapshot; records its rounds in the database,
// which refuses a feed that lacks a round it holds (the history never shrinks); and queues one alert per
// confirmed subscriber whose choice the new rounds match, for all of them at once. A feed that is
// malformed or shrinks queues nothing, and the pass says why. The round-alerts function runs it every 15
// minutes in production (pg_cron), the local backend on a timer, `npm run alerts` once by hand.
import type { CallRpc } from './lead-outbox.ts'
import { type AlertChoice, roundsFor } from './round-alerts.ts'
import { checkedFeedRounds, type ExpressEntryRound, readRounds } from './rounds-feed.ts'

/** What a pass did, as `npm run alerts` prints it and the function answers it. */
export type PassReport =
  | {
      ok: true
      /** The rounds the database had not yet alerted anyone of (new in this feed, or left by a pass that died). */
      found: number[]
      /** Alerts queued: one per subscriber at most. */
      queued: number
      /** The first pass records the history and alerts nobody; a paused job records and queues nothing. */
      note?: 'first pass' | 'paused'
      /** Unconfirmed subscriptions deleted (48 hours old). */
      forgotten: number
    }
  | { ok: false; refused: string }

export interface PassOptions {
  /** The feed, as JSON. */
  fetchFeed: () => Promise<unknown>
  call: CallRpc
  /** The day of the fetch (YYYY-MM-DD): no round is dated after it. */
  today: string
}

interface Recorded {
  rounds: ExpressEntryRound[]
  subscriptions: { id: string; choice: AlertChoice }[]
  paused: boolean
  firstPass: boolean
}

/** The reason a feed or a database call was refused, in one line (a database refusal's text holds
 * PostgREST's answer: its message and details). */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/[\r\n]+/g, ' ')

export async function runAlertPass({ fetchFeed, call, today }: PassOptions): Promise<PassReport> {
  const asOf = { as_of: new Date().toISOString() }
  const forgotten = (await call('forget_unconfirmed_alerts', asOf)) as number
  await call('forget_sent_alert_mails', asOf)
  let rounds: ExpressEntryRound[]
  try {
    rounds = readRounds(checkedFeedRounds(await fetchFeed(), today))
  } catch (error) {
    return { ok: false, refused: `malformed feed: ${reasonOf(error)}` }
  }
  let recorded: Recorded
  try {
    recorded = (await call('record_rounds', { rounds })) as Recorded
  } catch (error) {
    const reason = reasonOf(error)
    if (/feed_shrank|feed_empty/.test(reason)) return { ok: false, refused: reason }
    throw error
  }
  const found = recorded.rounds.map((round) => round.number)
  if (recorded.firstPass) return { ok: true, found: [], queued: 0, note: 'first pass', forgotten }
  if (found.length === 0) return { ok: true, found, queued: 0, forgotten }
  const alerts = recorded.subscriptions
    .map(({ id, choice }) => ({
      subscription: id,
      rounds: roundsFor(choice, recorded.rounds).map((round) => round.number),
    }))
    .filter((alert) => alert.rounds.length > 0)
  const queued = (await call('queue_round_alerts', { rounds: found, alerts })) as number
  return { ok: true, found, queued, forgotten, ...(recorded.paused ? { note: 'paused' as const } : {}) }
}

/** The report as one line a person reads. */
export function passLine(report: PassReport): string {
  if (!report.ok) return `Refused, nothing queued: ${report.refused}`
  const found =
    report.found.length === 0 ? 'no new round' : `new rounds ${report.found.map((n) => `#${n}`).join(', ')}`
  const note = report.note ? ` (${report.note})` : ''
  return `${found}; ${report.queued} alert(s) queued${note}; ${report.forgotten} unconfirmed subscription(s) deleted`
}
