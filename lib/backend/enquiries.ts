// Spec call 1: one row into form_submissions with the public anon key. Only the error is read.
// A send is repeated with the same id until the backend answers (issue 62): a row stored by an attempt
// whose answer was lost is refused as a repeat of its id, which is the answer "received".
import type { SupabaseClient } from '@supabase/supabase-js'
import { backendClient } from './client'
import type { EnquiryToSend, SubmitResult } from './contract'
import { earnWritePass, withWritePass } from './write-pass'

/** How long one attempt waits for the database before it is sent again, with the same id. */
export const enquiryTimeoutMs = 20_000

/** What the page tells the visitor while a send takes long: its pass is still being earned, or no answer yet. */
export type SendStatus = 'working' | 'sending'

export interface SendOptions {
  onStatus?: (status: SendStatus) => void
  /** The backend client: the page's own unless a test names one. */
  client?: SupabaseClient
  /** The pause before the nth repeat: a few seconds, growing to half a minute. */
  pauseMs?: (repeat: number) => number
}

const pauseBeforeRepeat = (repeat: number) => Math.min(30_000, 2_000 * 2 ** (repeat - 1))

/** Creates the backend client, and starts earning a write pass, ahead of the first submit. */
export async function warmUpBackend(): Promise<void> {
  earnWritePass()
  await backendClient()
}

/** Whether the browser knows it has no connection (Node, in tests, says nothing). */
const offline = () => globalThis.navigator?.onLine === false

type Attempt = { answered: true; result: SubmitResult } | { answered: false; error: string }

async function attempt(
  client: SupabaseClient,
  enquiry: EnquiryToSend,
  onStatus: (status: SendStatus) => void,
): Promise<Attempt> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const { error, status } = await withWritePass(
      () => {
        // Timed from the send itself, not from the wait for the pass. A plain timer (not
        // AbortSignal.timeout) so tests can fast-forward it with a fake clock.
        const controller = new AbortController()
        clearTimeout(timer)
        timer = setTimeout(() => controller.abort(), enquiryTimeoutMs)
        return client.from('form_submissions').insert(enquiry).abortSignal(controller.signal)
      },
      'enquiry_rate_limited',
      () => onStatus('working'),
    )
    // No HTTP answer at all (a timeout, a dropped connection): the row may or may not be stored.
    if (status === 0) return { answered: false, error: error?.message ?? 'No answer' }
    // Already stored by an earlier send whose answer was lost: that is success.
    if (!error || error.code === '23505') return { answered: true, result: { ok: true } }
    // The database's cap on rows without a pass from this connection (migration fair_limits), even
    // after a second try with a pass. Past the hourly limits or during a burst, rows are stored, marked.
    if (error.message === 'enquiry_rate_limited')
      return { answered: true, result: { ok: false, reason: 'rate-limited', error: error.message } }
    return {
      answered: true,
      result: { ok: false, reason: 'failed', error: error.message || 'Insert failed' },
    }
  } catch (error) {
    return { answered: false, error: error instanceof Error ? error.message : String(error) }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Sends the enquiry until the backend answers: a send with no answer is repeated with the same id,
 * telling `onStatus` it is still sending, unless the browser is offline (the outbox then sends it once
 * the connection is back). An answer is the truth: stored (or already stored), refused, or failed.
 */
export async function submitEnquiry(
  enquiry: EnquiryToSend,
  { onStatus = () => {}, client, pauseMs = pauseBeforeRepeat }: SendOptions = {},
): Promise<SubmitResult> {
  const backend = client ?? (await backendClient())
  for (let repeat = 1; ; repeat++) {
    const sent = await attempt(backend, enquiry, onStatus)
    if (sent.answered) return sent.result
    if (offline()) return { ok: false, reason: 'offline', error: sent.error }
    onStatus('sending')
    await new Promise((resolve) => setTimeout(resolve, pauseMs(repeat)))
  }
}
