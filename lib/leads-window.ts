// What `npm run leads` is asked for: the latest N leads (`npm run leads -- 50`, as before), or every
// lead stored in a window of days (`--since 2026-11-01 --until 2026-11-30`), which is how a breach is
// scoped: by the days it covered, so that each person whose data was stored in them can be told.
// Days are whole UTC days, both ends included, because the database keeps times in UTC.
import { parseArgs } from 'node:util'

/** Stored at or after `from` and before `before` (half-open, so no instant falls between two days). */
export interface LeadWindow {
  from: Date
  before: Date
  /** The window in words, for the listing's headings. */
  label: string
}

export type LeadsRequest = { kind: 'latest'; limit: number } | { kind: 'window'; window: LeadWindow }

/** A request the script refuses: its message is shown as it is, and the script exits with 1. */
export class LeadsArgumentError extends Error {}

const dayMs = 24 * 60 * 60 * 1000

/** Midnight UTC at the start of a YYYY-MM-DD day, or an error naming the option for anything else. */
function startOfDay(option: string, text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null
  // Date.UTC rolls 2026-02-30 over into March: a date that does not come back unchanged does not exist.
  if (!date || date.toISOString().slice(0, 10) !== text) {
    throw new LeadsArgumentError(
      `${option} ${JSON.stringify(text)} is not a date: write it as year-month-day, for example ${option} 2026-11-01`,
    )
  }
  return date
}

/**
 * Reads the script's arguments. `now` ends a window given no --until, so what was stored up to the
 * moment the script runs is listed. A count with no options keeps its old meaning, unchecked as before.
 */
export function parseLeadsArguments(args: readonly string[], now: Date): LeadsRequest {
  let parsed: ReturnType<typeof parseOptions>
  try {
    parsed = parseOptions(args)
  } catch (error) {
    throw new LeadsArgumentError(
      `${(error as Error).message}. Use: npm run leads -- --since 2026-11-01 --until 2026-11-30`,
    )
  }
  const { values, positionals } = parsed
  if (values.since === undefined) {
    if (values.until !== undefined)
      throw new LeadsArgumentError('--until needs --since: say which day the window starts on')
    return { kind: 'latest', limit: Number(positionals[0] ?? 20) }
  }
  if (positionals.length)
    throw new LeadsArgumentError(
      `A number of leads (${positionals.join(' ')}) and --since cannot be combined: a window lists every lead in it`,
    )
  const from = startOfDay('--since', values.since)
  const before =
    values.until === undefined ? now : new Date(startOfDay('--until', values.until).getTime() + dayMs)
  const until = values.until === undefined ? `now (${now.toISOString()})` : `${values.until} included`
  if (before <= from)
    throw new LeadsArgumentError(
      `--since ${values.since} is later than ${values.until === undefined ? 'now' : `--until ${values.until}`}: no lead can be stored in that window`,
    )
  return { kind: 'window', window: { from, before, label: `from ${values.since} to ${until}, UTC` } }
}

const parseOptions = (args: readonly string[]) =>
  parseArgs({
    args: [...args],
    options: { since: { type: 'string' }, until: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  })
