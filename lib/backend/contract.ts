// What the site and the database agree on: the rows the public may insert, and what a send reports.
// The migrations in supabase/migrations define the same columns; the forms build these rows.

/** A row of form_submissions, as the consultation forms send it. */
export interface Enquiry {
  full_name: string
  mobile_number: string
  email: string
  immigration_type: string
  country_code: string
  message: string | null
  /** The scanned resume a "free review" request is about (the scanner's form only). */
  resume_id?: string
}

/** An enquiry as sent: named by a random id, so a repeat of the same send is never stored twice. */
export type EnquiryToSend = Enquiry & { id: string }

export type SubmitResult =
  | { ok: true }
  | { ok: false; reason: 'offline' | 'rate-limited' | 'site-busy' | 'failed'; error: string }
