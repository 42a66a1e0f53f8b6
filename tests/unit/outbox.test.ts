import { describe, expect, it } from 'vitest'
import type { Enquiry, EnquiryToSend, SubmitResult } from '../../lib/backend/contract'
import { createOutbox, type SendOutcome } from '../../lib/enquiry/outbox'
import { noticeVersion } from '../../supabase/functions/_shared/personal-data'

const enquiry: Enquiry = {
  full_name: 'Asha',
  mobile_number: '9876543210',
  email: 'asha@example.com',
  immigration_type: 'Work Visa',
  country_code: '+91',
  message: null,
  language: 'en',
  marketing_consent: false,
  consent_version: noticeVersion,
}

/** A backend that answers from a script and remembers what it stored, by id. */
function fakeBackend(answers: (SubmitResult | 'store')[]) {
  const stored = new Map<string, EnquiryToSend>()
  const sent: EnquiryToSend[] = []
  const submit = async (item: EnquiryToSend): Promise<SubmitResult> => {
    sent.push(item)
    const answer = answers.shift() ?? 'store'
    if (answer !== 'store') return answer
    stored.set(item.id, item)
    return { ok: true }
  }
  return { stored, sent, submit }
}

const offline: SubmitResult = { ok: false, reason: 'offline', error: 'Failed to fetch' }
let ids = 0
const newId = () => `id-${++ids}`

/** An outbox over a scripted backend, with its own connection events. */
function outboxWith(answers: (SubmitResult | 'store')[]) {
  const backend = fakeBackend(answers)
  const events = new EventTarget()
  const retried: SendOutcome[] = []
  const outbox = createOutbox({
    submit: backend.submit,
    onRetried: (outcome) => retried.push(outcome),
    events,
    newId,
  })
  return { backend, events, retried, outbox }
}

describe('the enquiry outbox', () => {
  it('sends once and forgets the enquiry', async () => {
    const { backend, outbox } = outboxWith([])
    expect(await outbox.send(enquiry)).toBe('sent')
    expect(backend.stored.size).toBe(1)
    expect(outbox.pending).toBeNull()
  })

  it('keeps an enquiry sent while offline and sends it once when the connection returns', async () => {
    const { backend, events, retried, outbox } = outboxWith([offline])
    expect(await outbox.send(enquiry)).toBe('queued')
    expect(outbox.pending).toMatchObject(enquiry)
    events.dispatchEvent(new Event('online'))
    await expect.poll(() => retried).toEqual(['sent'])
    events.dispatchEvent(new Event('online'))
    expect(backend.stored.size).toBe(1)
    expect(new Set(backend.sent.map((item) => item.id)).size).toBe(1)
  })

  it('retries once more when the connection came back while a send was still failing', async () => {
    const { backend, events, retried, outbox } = outboxWith([offline, offline])
    expect(await outbox.send(enquiry)).toBe('queued')
    // A second press while offline; the connection returns before that send has failed.
    const second = outbox.send(enquiry)
    events.dispatchEvent(new Event('online'))
    expect(await second).toBe('queued')
    await expect.poll(() => retried).toEqual(['sent'])
    expect(backend.stored.size).toBe(1)
    expect(new Set(backend.sent.map((item) => item.id)).size).toBe(1)
  })

  it('sends the same id again when the visitor presses submit after a failure', async () => {
    const { backend, outbox } = outboxWith([{ ok: false, reason: 'failed', error: '500' }])
    expect(await outbox.send(enquiry)).toBe('failed')
    expect(await outbox.send({ ...enquiry })).toBe('sent')
    expect(backend.sent.map((item) => item.id)).toEqual([backend.sent[0]?.id, backend.sent[0]?.id])
  })

  it('treats an edited enquiry as a new one', async () => {
    const { backend, outbox } = outboxWith([offline])
    await outbox.send(enquiry)
    await outbox.send({ ...enquiry, message: 'Also my spouse' })
    expect(backend.sent[0]?.id).not.toBe(backend.sent[1]?.id)
  })

  it('refuses a second send while one is on its way', async () => {
    const { backend, outbox } = outboxWith([])
    const [first, second] = await Promise.all([outbox.send(enquiry), outbox.send(enquiry)])
    expect([first, second]).toEqual(['sent', 'busy'])
    expect(backend.sent).toHaveLength(1)
  })

  it('gives up on a rate-limited enquiry rather than retrying it', async () => {
    const { backend, outbox } = outboxWith([
      { ok: false, reason: 'rate-limited', error: 'enquiry_rate_limited' },
    ])
    expect(await outbox.send(enquiry)).toBe('rate-limited')
    expect(outbox.pending).toBeNull()
    expect(backend.sent).toHaveLength(1)
  })
})
