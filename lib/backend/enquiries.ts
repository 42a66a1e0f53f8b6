// Spec call 1: one row into form_submissions with the public anon key. Only the error is read.
import { backendClient } from './client'
import type { EnquiryToSend, SubmitResult } from './contract'
import { earnWritePass, withWritePass } from './write-pass'

/** How long a visitor waits for the database before the form says it failed. */
export const enquiryTimeoutMs = 20_000

/** Creates the backend client, and starts earning a write pass, ahead of the first submit. */
export async function warmUpBackend(): Promise<void> {
  earnWritePass()
  await backendClient()
}

export async function submitEnquiry(enquiry: EnquiryToSend): Promise<SubmitResult> {
  const controller = new AbortController()
  // A plain timer (not AbortSignal.timeout) so tests can fast-forward it with a fake clock.
  const timer = setTimeout(() => controller.abort(), enquiryTimeoutMs)
  try {
    const client = await backendClient()
    const { error } = await withWritePass(
      () => client.from('form_submissions').insert(enquiry).abortSignal(controller.signal),
      'enquiry_rate_limited',
    )
    if (!error) return { ok: true }
    // Already stored by an earlier send whose answer was lost: that is success.
    if (error.code === '23505') return { ok: true }
    // The database's cap on rows without a pass from this connection (migration fair_limits), even
    // after a second try with a pass. Past the hourly limits or during a burst, rows are stored, marked.
    if (error.message === 'enquiry_rate_limited')
      return { ok: false, reason: 'rate-limited', error: error.message }
    // Offline: wait for the browser's online event. A request that failed while the browser thinks it
    // is online is a failure the visitor retries by pressing submit (with the same id).
    return {
      ok: false,
      reason: navigator.onLine ? 'failed' : 'offline',
      error: error.message || 'Insert failed',
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { ok: false, reason: navigator.onLine ? 'failed' : 'offline', error: message }
  } finally {
    clearTimeout(timer)
  }
}
