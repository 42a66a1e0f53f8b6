// Sends enquiries so that none is lost to a bad connection and none is stored twice: an enquiry
// that could not be sent while offline waits and goes out once the connection returns (or when
// the visitor presses submit again); every repeat carries the same id, which the database accepts
// only once.
import type { Enquiry, EnquiryToSend, SubmitResult } from '../backend/contract'

export type SendOutcome = 'sent' | 'queued' | 'rate-limited' | 'failed' | 'busy'

export interface OutboxOptions {
  submit: (enquiry: EnquiryToSend) => Promise<SubmitResult>
  /** Told the outcome of a send the outbox made by itself when the connection came back. */
  onRetried: (outcome: SendOutcome) => void
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>
  newId?: () => string
}

const sameEnquiry = (a: Enquiry, b: Enquiry) => JSON.stringify(a) === JSON.stringify(b)

export function createOutbox({
  submit,
  onRetried,
  events = window,
  newId = () => crypto.randomUUID(),
}: OutboxOptions) {
  let pending: EnquiryToSend | null = null
  let sending = false
  // The connection can come back while a send is still failing: remember it, and retry after.
  let cameBackWhileSending = false

  const onOnline = () => {
    if (!pending) return
    if (sending) cameBackWhileSending = true
    else void send(withoutId(pending)).then(onRetried)
  }

  async function attempt(toSend: EnquiryToSend): Promise<SendOutcome> {
    const result = await submit(toSend)
    if (result.ok) {
      pending = null
      events.removeEventListener('online', onOnline)
      return 'sent'
    }
    if (result.reason === 'rate-limited') {
      pending = null
      return 'rate-limited'
    }
    if (result.reason === 'offline') {
      events.addEventListener('online', onOnline)
      return 'queued'
    }
    return 'failed'
  }

  async function send(enquiry: Enquiry): Promise<SendOutcome> {
    if (sending) return 'busy'
    // The same enquiry again keeps its id; a changed one is a new enquiry.
    const toSend = pending && sameEnquiry(withoutId(pending), enquiry) ? pending : { ...enquiry, id: newId() }
    pending = toSend
    sending = true
    cameBackWhileSending = false
    let outcome: SendOutcome
    try {
      outcome = await attempt(toSend)
    } finally {
      sending = false
    }
    if (outcome === 'queued' && cameBackWhileSending) setTimeout(onOnline, 0)
    return outcome
  }

  return {
    send,
    /** The enquiry waiting to be sent, if any. */
    get pending() {
      return pending
    },
  }
}

function withoutId({ id: _id, ...enquiry }: EnquiryToSend): Enquiry {
  return enquiry
}
