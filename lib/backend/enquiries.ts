// Spec call 1: one row into form_submissions with the public anon key. Only the error is read.
import type { Enquiry } from '../enquiry/validation'
import { backendClient } from './client'

/** How long a visitor waits for the database before the form says it failed. */
export const enquiryTimeoutMs = 20_000

export type SubmitResult = { ok: true } | { ok: false; error: string }

export async function submitEnquiry(enquiry: Enquiry): Promise<SubmitResult> {
  const controller = new AbortController()
  // A plain timer (not AbortSignal.timeout) so tests can fast-forward it with a fake clock.
  const timer = setTimeout(() => controller.abort(), enquiryTimeoutMs)
  try {
    const client = await backendClient()
    const { error } = await client.from('form_submissions').insert(enquiry).abortSignal(controller.signal)
    return error ? { ok: false, error: error.message || 'Insert failed' } : { ok: true }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  } finally {
    clearTimeout(timer)
  }
}
