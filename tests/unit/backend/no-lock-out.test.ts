// No stranger on a visitor's own address can lock them out (issue 62): the hostile probe's 123 requests
// in a few seconds (61 challenges asked for as another site's <img> would, never solved; 51 enquiries
// without a pass; 11 junk uploads), then the visitor on that address, first time, by the page's script,
// by the plain form and by the resume scanner. And a flood on the visitor's /24 makes their work at most
// twice a visitor's. The production limits (an empty environment is the defaults), from loopback
// addresses (tests/support/from-address.ts).
import { maxTries, solve } from '@shared/proof-of-work.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfWithText } from '../../support/files'
import { earnPassFrom, sendFrom, uploadBody } from '../../support/from-address'
import { localBackend, quickChallenges } from '../../support/local-backend'

type Backend = Awaited<ReturnType<typeof localBackend>>

const anon = (backend: Backend, pass?: string) => ({
  apikey: backend.keys.anonKey,
  Authorization: `Bearer ${backend.keys.anonKey}`,
  ...(pass ? { 'X-Write-Pass': pass } : {}),
})

const enquiry = (email: string) =>
  JSON.stringify({
    full_name: 'Probe Test',
    mobile_number: '9876543210',
    email,
    immigration_type: 'Work Visa',
    country_code: '+91',
    message: null,
  })

describe('one stranger on the visitor’s address, 123 requests', () => {
  let backend: Backend
  const shared = '127.90.0.1'
  const challenge = (headers: Record<string, string> = {}) =>
    sendFrom(backend.url, shared, 'GET', '/functions/v1/proof-of-work', { headers })
  const byScript = (email: string, pass?: string) =>
    sendFrom(backend.url, shared, 'POST', '/rest/v1/form_submissions', {
      body: enquiry(email),
      headers: { ...anon(backend, pass), 'Content-Type': 'application/json' },
    })
  const upload = async (bytes: Uint8Array, pass?: string) => {
    const { body, contentType } = await uploadBody(bytes)
    return sendFrom(backend.url, shared, 'POST', '/functions/v1/upload-to-cloudinary', {
      body,
      headers: { ...anon(backend, pass), 'Content-Type': contentType },
    })
  }
  const stranger: number[] = []

  beforeAll(async () => {
    backend = await localBackend(quickChallenges)
    // As an <img src=…> on any page sends it: its visitors' browsers would spend the address's allowance.
    const asImage = {
      Referer: 'https://evil.example/',
      'Sec-Fetch-Site': 'cross-site',
      'Sec-Fetch-Dest': 'image',
      'Sec-Fetch-Mode': 'no-cors',
    }
    for (let n = 0; n < 61; n++) stranger.push((await challenge(asImage)).status)
    for (let n = 0; n < 51; n++) stranger.push((await byScript(`stranger.${n}@probe.example`)).status)
    const junk = new TextEncoder().encode('not a resume at all')
    for (let n = 0; n < 11; n++) stranger.push((await upload(junk)).status)
  }, 120_000)
  afterAll(() => backend.close())

  it('refuses every challenge another site’s page asks for, and the rest as before', () => {
    expect(stranger).toEqual([
      ...Array(61).fill(403),
      ...Array(50).fill(201),
      400,
      ...Array(10).fill(415),
      429,
    ])
  })

  it('never refuses a challenge asked for directly, however many, and keeps it a visitor’s work', async () => {
    const answers = await Promise.all(Array.from({ length: 61 }, () => challenge()))
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]))
    const solved = await solve(JSON.parse(answers[60]?.body ?? '{}'))
    expect(solved?.solution.counter).toBeLessThanOrEqual(20)
  })

  it('lets the visitor through first time: the page’s send, the plain form, the resume upload and its record', async () => {
    const pass = await earnPassFrom(backend.url, shared)
    expect((await byScript('visitor.page@probe.example', pass)).status).toBe(201)
    const plain = await sendFrom(backend.url, shared, 'POST', '/functions/v1/enquiry', {
      body: new URLSearchParams({
        form: 'home',
        fullName: 'Probe Visitor',
        email: 'visitor.form@probe.example',
        countryCode: '+91',
        mobileNumber: '9876543210',
        immigrationType: 'Work Visa',
      }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(plain.status).toBe(303)
    const { rows } = await backend.db.query<{ email: string; needs_review: boolean }>(
      "select email, needs_review from public.form_submissions where email like 'visitor.%' order by email",
    )
    // The plain form cannot earn a pass: stored, and marked as sent from a busy connection.
    expect(rows).toEqual([
      { email: 'visitor.form@probe.example', needs_review: true },
      { email: 'visitor.page@probe.example', needs_review: false },
    ])

    const uploadPass = await earnPassFrom(backend.url, shared)
    const stored = await upload(await pdfWithText([['Genuine resume']]), uploadPass)
    expect(stored.status).toBe(200)
    const record = await sendFrom(backend.url, shared, 'POST', '/rest/v1/resumes', {
      body: JSON.stringify({
        cloudinary_url: (JSON.parse(stored.body) as { url: string }).url,
        original_filename: 'cv.pdf',
        file_type: 'application/pdf',
        ats_score: 50,
      }),
      headers: { ...anon(backend, uploadPass), 'Content-Type': 'application/json' },
    })
    expect(record.status).toBe(201)
  })

  it('keeps a solved challenge single-use, even once its pass is spent', async () => {
    const asked = await challenge()
    const solved = JSON.stringify(await solve(JSON.parse(asked.body)))
    const post = () =>
      sendFrom(backend.url, shared, 'POST', '/functions/v1/proof-of-work', {
        body: solved,
        headers: { 'Content-Type': 'application/json' },
      })
    const earned = await post()
    expect(earned.status).toBe(200)
    const { pass } = JSON.parse(earned.body) as { pass: string }
    expect((await byScript('spent@probe.example', pass)).status).toBe(201)
    expect((await post()).status).toBe(409)
  })
})

describe('a flood on the visitor’s /24', () => {
  let backend: Backend
  beforeAll(async () => {
    // A visitor's work (no CHALLENGE_TRIES): the bound is on the production challenge.
    backend = await localBackend({})
    // Fifty strangers across the network earn three passes each: what their solves leave is counted.
    for (let host = 1; host <= 50; host++)
      for (let n = 0; n < 3; n++)
        await backend.db.query('select public.issue_write_pass($1, 3600, $2)', [
          `stranger-${host}-${n}`,
          `127.91.0.${host}`,
        ])
  })
  afterAll(() => backend.close())

  it('asks the visitor at most 4,000 tries for their pass: work a phone-speed browser does within 10 s', async () => {
    const visitor = '127.91.0.200'
    const asked = await sendFrom(backend.url, visitor, 'GET', '/functions/v1/proof-of-work')
    expect(asked.status).toBe(200)
    const solved = await solve(JSON.parse(asked.body))
    expect(solved?.solution.counter).toBeGreaterThan(2000)
    expect(solved?.solution.counter).toBeLessThanOrEqual(maxTries)
  }, 60_000)
})
