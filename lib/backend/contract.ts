// What the site and the database agree on: the rows the public may insert, and what a send reports.
// The migrations in supabase/migrations define the same columns; the forms build these rows, whose
// type lives with the rules that make them (supabase/functions/_shared/enquiry-rules.ts).
import type { Enquiry } from '@shared/enquiry-rules.ts'

export type { Enquiry }

/** An enquiry as sent: named by a random id, so a repeat of the same send is never stored twice. */
export type EnquiryToSend = Enquiry & { id: string }

export type SubmitResult =
  | { ok: true }
  | { ok: false; reason: 'offline' | 'rate-limited' | 'failed'; error: string }
