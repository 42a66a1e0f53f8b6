// No stranger can lock a genuine visitor out (issue 51): strangers who share a visitor's network, or
// their very address (a carrier's NAT puts thousands behind one), spend what limits they can, and then
// the visitor tries, first time, by the page's script (with the pass it earned while they typed) and by
// the plain form. The production limits throughout (an empty environment is the defaults), from
// loopback addresses (tests/support/from-address.ts).

import { maxResumeBytes } from '@shared/file-type.ts'
import { challengeWork, databaseUploadLimits, passIssuer, type ServiceRpc } from '@shared/function-limits.ts'
import { solve } from '@shared/proof-of-work.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProofOfWorkHandler } from '../../../supabase/functions/proof-of-work/handler'
import { createUploadHandler, uploadErrors } from '../../../supabase/functions/upload-to-cloudinary/handler'
import { callFunction } from '../../../supabase/local/rest'
import { testDatabase } from '../../support/database'
import { pdfWithText } from '../../support/files'
import { earnPassFrom, sendFrom, uploadBody } from '../../support/from-address'
import { localBackend, quickChallenges } from '../../support/local-backend'

type Backend = Awaited<ReturnType<typeof localBackend>>

let sequence = 0
const enquiry = (who: string) =>
  JSON.stringify({
    full_name: 'Fair Test',
    mobile_number: '9876543210',
    email: `${who}.${sequence++}@fair.example`,
    immigration_type: 'Work Visa',
    country_code: '+91',
    message: null,
  })

const anon = (backend: Backend, pass?: string) => ({
  apikey: backend.keys.anonKey,
  Authorization: `Bearer ${backend.keys.anonKey}`,
  ...(pass ? { 'X-Write-Pass': pass } : {}),
})

/** An enquiry as the page's script sends it, with the pass if it has one. */
const byScript = (backend: Backend, address: string, who: string, pass?: string) =>
  sendFrom(backend.url, address, 'POST', '/rest/v1/form_submissions', {
    body: enquiry(who),
    headers: { ...anon(backend, pass), 'Content-Type': 'application/json' },
  })

/** An enquiry as the plain form posts it (no script, so no pass). */
const byForm = (backend: Backend, address: string, who: string) =>
  sendFrom(backend.url, address, 'POST', '/functions/v1/enquiry', {
    body: new URLSearchParams({
      form: 'home',
      fullName: 'Fair Test',
      email: `${who}.${sequence++}@fair.example`,
      countryCode: '+91',
      mobileNumber: '9876543210',
      immigrationType: 'Work Visa',
    }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })

async function upload(backend: Backend, address: string, bytes: Uint8Array, pass?: string) {
  const { body, contentType } = await uploadBody(bytes)
  return sendFrom(backend.url, address, 'POST', '/functions/v1/upload-to-cloudinary', {
    body,
    headers: { ...anon(backend, pass), 'Content-Type': contentType },
  })
}

const record = (backend: Backend, address: string, url: string, pass?: string) =>
  sendFrom(backend.url, address, 'POST', '/rest/v1/resumes', {
    body: JSON.stringify({
      cloudinary_url: url,
      original_filename: 'cv.pdf',
      file_type: 'application/pdf',
      ats_score: 50,
    }),
    headers: { ...anon(backend, pass), 'Content-Type': 'application/json' },
  })

/** The marks on the stored enquiries of one sender, read as staff would. */
const enquiryMarks = async (backend: Backend, who: string) =>
  (
    await backend.db.query<{ needs_review: boolean }>(
      'select needs_review from public.form_submissions where email like $1 order by created_at',
      [`${who}.%`],
    )
  ).rows.map((row) => row.needs_review)

const urlOf = (answer: { body: string }) => (JSON.parse(answer.body) as { url: string }).url

/** A whole PDF of exactly `size` bytes: a page, then a comment line of padding before its xref table. */
async function pdfOfSize(size: number): Promise<Uint8Array> {
  const text = Buffer.from(await pdfWithText([['A long portfolio']])).toString('latin1')
  const xref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1])
  const table = text.slice(xref, text.lastIndexOf('startxref'))
  const build = (padding: number) =>
    `${text.slice(0, xref)}%${'x'.repeat(padding)}\n${table}startxref\n${xref + padding + 2}\n%%EOF\n`
  let padding = size - build(0).length
  for (let tries = 0; build(padding).length !== size && tries < 3; tries++)
    padding += size - build(padding).length
  return new Uint8Array(Buffer.from(build(padding), 'latin1'))
}

describe('enquiries: four strangers in one network send five each', () => {
  let backend: Backend
  const strangers = ['127.80.0.1', '127.80.0.2', '127.80.0.3', '127.80.0.4']
  beforeAll(async () => {
    backend = await localBackend(quickChallenges)
    for (const stranger of strangers)
      for (let n = 0; n < 5; n++) expect((await byScript(backend, stranger, 'stranger')).status).toBe(201)
  })
  afterAll(() => backend.close())

  it('a genuine visitor on a fresh address in that network gets through first time: by the page unmarked, by the plain form marked', async () => {
    const visitor = '127.80.0.200'
    const pass = await earnPassFrom(backend.url, visitor)
    expect((await byScript(backend, visitor, 'visitor-script', pass)).status).toBe(201)
    expect((await byForm(backend, visitor, 'visitor-form')).status).toBe(303)
    expect(await enquiryMarks(backend, 'visitor-script')).toEqual([false])
    expect(await enquiryMarks(backend, 'visitor-form')).toEqual([true])
    // The strangers' twenty were within the network's limit; what they send beyond it is set apart.
    expect(await enquiryMarks(backend, 'stranger')).toEqual(Array(20).fill(false))
    expect((await byScript(backend, '127.80.0.5', 'stranger-more')).status).toBe(201)
    expect(await enquiryMarks(backend, 'stranger-more')).toEqual([true])
  })
})

describe('enquiries: one stranger on a shared address sends five', () => {
  let backend: Backend
  const shared = '127.81.0.1'
  beforeAll(async () => {
    backend = await localBackend(quickChallenges)
    for (let n = 0; n < 5; n++) expect((await byScript(backend, shared, 'sharer')).status).toBe(201)
  })
  afterAll(() => backend.close())

  it('a genuine visitor on that same address gets through first time: by the page unmarked, by the plain form marked', async () => {
    const pass = await earnPassFrom(backend.url, shared)
    expect((await byScript(backend, shared, 'same-script', pass)).status).toBe(201)
    expect((await byForm(backend, shared, 'same-form')).status).toBe(303)
    expect(await enquiryMarks(backend, 'same-script')).toEqual([false])
    expect(await enquiryMarks(backend, 'same-form')).toEqual([true])
  })

  it('past fifty without a pass in the hour the page’s script is refused (it sends again with a pass), the plain form never', async () => {
    let stored = 0
    while ((await byScript(backend, shared, 'sharer-flood')).status === 201) stored++
    // Fifty without a pass from the address: the stranger's five and the visitor's plain form before.
    expect(stored).toBe(50 - 5 - 1)
    expect(new Set(await enquiryMarks(backend, 'sharer-flood'))).toEqual(new Set([true]))
    const refused = await byScript(backend, shared, 'sharer-refused')
    expect(refused.status).toBe(400)
    expect(JSON.parse(refused.body)).toMatchObject({ message: 'enquiry_rate_limited' })
    // The plain form cannot earn a pass: it is stored, set apart, and mailed as such.
    expect((await byForm(backend, shared, 'form-past-cap')).status).toBe(303)
    expect(await enquiryMarks(backend, 'form-past-cap')).toEqual([true])
    const pass = await earnPassFrom(backend.url, shared)
    expect((await byScript(backend, shared, 'still-script', pass)).status).toBe(201)
    expect(await enquiryMarks(backend, 'still-script')).toEqual([false])
  })
})

describe('resume records: four strangers in one network save ten each', () => {
  let backend: Backend
  beforeAll(async () => {
    backend = await localBackend(quickChallenges)
    for (const stranger of ['127.82.0.1', '127.82.0.2', '127.82.0.3', '127.82.0.4'])
      for (let n = 0; n < 10; n++) {
        // Recorded as the upload function records each file it stores (their uploads are not the point).
        const url = `https://files.example/${stranger}-${n}.pdf`
        await backend.db.query(
          "insert into public.stored_uploads (url, file_type) values ($1, 'application/pdf')",
          [url],
        )
        expect((await record(backend, stranger, url)).status).toBe(201)
      }
  })
  afterAll(() => backend.close())

  it('a genuine visitor’s upload and record, with a pass, are accepted and not set aside', async () => {
    const visitor = '127.82.0.200'
    const pass = await earnPassFrom(backend.url, visitor)
    const stored = await upload(backend, visitor, await pdfWithText([['Genuine resume']]), pass)
    expect(stored.status).toBe(200)
    expect((await record(backend, visitor, urlOf(stored), pass)).status).toBe(201)
    const { rows } = await backend.db.query(
      'select needs_review from public.resumes where cloudinary_url = $1',
      [urlOf(stored)],
    )
    expect(rows).toEqual([{ needs_review: false }])
  })
})

describe('uploads: fifty of 5 MB from five addresses', () => {
  let backend: Backend
  let big: Uint8Array
  let small: Uint8Array
  const senders = ['127.83.1.1', '127.83.2.1', '127.83.3.1', '127.83.4.1', '127.83.5.1']
  beforeAll(async () => {
    backend = await localBackend(quickChallenges)
    ;[big, small] = await Promise.all([pdfOfSize(maxResumeBytes), pdfWithText([['Small resume']])])
    const answers = await Promise.all(
      senders.map(async (sender) => {
        const statuses: number[] = []
        for (let n = 0; n < 10; n++) statuses.push((await upload(backend, sender, big)).status)
        return statuses
      }),
    )
    expect(answers.flat()).toEqual(Array(50).fill(200))
    // 250 MB through the gateway: well under a minute on an idle machine, past two on a loaded one.
  }, 180_000)
  afterAll(() => backend.close())

  it('spend the hour’s 250 MB for uploads without a pass, and the senders’ own ten each', async () => {
    expect(big.length).toBe(5 * 1024 * 1024)
    expect(small.length).toBeLessThan(2048)
    expect((await upload(backend, '127.84.0.1', small)).status).toBe(503)
    expect((await upload(backend, senders[0] as string, small)).status).toBe(429)
  })

  it('spend nothing a genuine visitor needs: an upload with a pass, 5 MB or small, still succeeds, even from a spent address', async () => {
    const bigPass = await earnPassFrom(backend.url, '127.84.0.2')
    expect((await upload(backend, '127.84.0.2', big, bigPass)).status).toBe(200)
    const smallPass = await earnPassFrom(backend.url, senders[0] as string)
    expect((await upload(backend, senders[0] as string, small, smallPass)).status).toBe(200)
  })
})

describe('refused uploads', () => {
  let backend: Backend
  beforeAll(async () => {
    backend = await localBackend(quickChallenges)
  })
  afterAll(() => backend.close())

  it('count toward the address’s ten an hour: after ten refused, the eleventh is refused unread', async () => {
    const notAResume = new TextEncoder().encode('not a resume at all')
    for (let n = 0; n < 10; n++) expect((await upload(backend, '127.85.0.1', notAResume)).status).toBe(415)
    const after = await upload(backend, '127.85.0.1', await pdfWithText([['Real resume']]))
    expect(after.status).toBe(429)
    expect(JSON.parse(after.body)).toEqual({ error: uploadErrors.tooMany })
  })

  it('with a pass cost the pass: it does not admit a second upload', async () => {
    const pass = await earnPassFrom(backend.url, '127.85.0.2')
    const notAResume = new TextEncoder().encode('not a resume either')
    expect((await upload(backend, '127.85.0.2', notAResume, pass)).status).toBe(415)
    const { rows } = await backend.db.query<{ write_pass: string | null }>(
      `select write_pass from private.function_log where kind = 'upload' and client_address = '127.85.0.2'`,
    )
    expect(rows).toEqual([{ write_pass: pass }])
    await upload(backend, '127.85.0.2', await pdfWithText([['Second try']]), pass)
    const after = await backend.db.query<{ write_pass: string | null }>(
      `select write_pass from private.function_log where kind = 'upload' and client_address = '127.85.0.2' order by id`,
    )
    expect(after.rows).toEqual([{ write_pass: pass }, { write_pass: null }])
  })
})

// Each test solves dozens of challenges (PBKDF2, all CPU): 14 s beside a browser suite, past the
// 60 s default under a load of 18 on two cores, so the block has its own limit.
describe('the proof of work', { timeout: 180_000 }, () => {
  let backend: Backend
  // A challenge's tries before doubling: a tenth of a visitor's, so the doublings are seen without
  // spending seconds on each.
  const base = 100
  beforeAll(async () => {
    backend = await localBackend({ CHALLENGE_TRIES: String(base) })
  })
  afterAll(() => backend.close())

  const challengeFrom = async (address: string) =>
    JSON.parse((await sendFrom(backend.url, address, 'GET', '/functions/v1/proof-of-work')).body)
  /** The tries the challenge's solution took: the work it asked. */
  const triesFor = async (address: string) =>
    (await solve(await challengeFrom(address)))?.solution.counter ?? 0

  /** A pass earned from `address` as a stranger's script would: its solve is what counts. */
  const solveFrom = (address: string) => earnPassFrom(backend.url, address)

  it('costs more for an address earning passes faster than a visitor, and stays a visitor’s for a fresh one', async () => {
    for (let n = 0; n < 61; n++) await challengeFrom('127.86.0.1')
    expect(await triesFor('127.86.0.1')).toBeLessThanOrEqual(2 * base)
    for (let n = 0; n < 10; n++) await solveFrom('127.86.0.1')
    const flooding = await triesFor('127.86.0.1')
    expect(flooding).toBeGreaterThan(2 * base)
    expect(flooding).toBeLessThanOrEqual(4 * base)
    const fresh = await triesFor('127.87.0.1')
    expect(fresh).toBeGreaterThan(base)
    expect(fresh).toBeLessThanOrEqual(2 * base)
  }, 60_000)

  it('costs more in a network whose addresses together earn passes faster than its visitors would', async () => {
    for (let host = 1; host <= 40; host++) await solveFrom(`127.88.0.${host}`)
    const tries = await triesFor('127.88.0.250')
    expect(tries).toBeGreaterThan(2 * base)
    expect(tries).toBeLessThanOrEqual(4 * base)
  }, 60_000)

  it('doubles once past ten passes an address earns in the hour, and never more however many', async () => {
    const doublings: number[] = []
    for (let n = 0; n < 100; n++) {
      const { rows } = await backend.db.query<{ doublings: number }>(
        "select public.challenge_work('127.89.0.1') as doublings",
      )
      doublings.push(rows[0]?.doublings ?? -1)
      await backend.db.query("select public.issue_write_pass($1, 3600, '127.89.0.1')", [`solved-${n}`])
    }
    expect(doublings).toEqual([...Array(10).fill(0), ...Array(90).fill(1)])
  })
})

describe('two instances of the functions on one database', () => {
  let db: Awaited<ReturnType<typeof testDatabase>>
  let pdf: Uint8Array
  const secret = 'a-signing-secret-of-thirty-two-characters-or-more'
  interface Instance {
    /** Earns a pass from the address through this instance: the tries its challenge asked. */
    solve: (address: string) => Promise<number>
    upload: (address: string) => Promise<number>
  }
  const instances: Instance[] = []
  /** The first instance for even n, the second for odd: requests alternate between them. */
  const instance = (n: number) => instances[n % 2] as Instance
  beforeAll(async () => {
    db = await testDatabase({ generous: false })
    pdf = await pdfWithText([['Two instances']])
    // Each instance calls the database as the deployed functions do (PostgREST's /rpc, service role).
    const rpc: ServiceRpc = async (name, args) => {
      const result = await callFunction(db, 'service_role', name, args)
      if (result.status !== 200) throw new Error(`${name} answered ${result.status}`)
      return result.body
    }
    for (let n = 0; n < 2; n++) {
      const proofOfWork = createProofOfWorkHandler({
        secret,
        issuePass: passIssuer(rpc),
        isAllowedOrigin: () => true,
        challengeWork: challengeWork(rpc),
        tries: 10,
      })
      const uploads = createUploadHandler({
        store: async () => `https://files.example/${crypto.randomUUID()}.pdf`,
        record: async () => {},
        isAllowedOrigin: () => true,
        limits: databaseUploadLimits(rpc),
      })
      instances.push({
        solve: async (address) => {
          const asked = await (await proofOfWork(new Request('https://fn.example/'), address)).json()
          const solved = await solve(asked)
          const post = new Request('https://fn.example/', { method: 'POST', body: JSON.stringify(solved) })
          expect((await proofOfWork(post, address)).status).toBe(200)
          return solved?.solution.counter ?? 0
        },
        upload: async (address) => {
          const form = new FormData()
          form.set('file', new Blob([pdf as BlobPart], { type: 'application/pdf' }), 'cv.pdf')
          return (await uploads(new Request('https://fn.example/', { method: 'POST', body: form }), address))
            .status
        },
      })
    }
  })
  afterAll(() => db.close())

  it('share one count of solved challenges: ten from an address across both, then both ask twice the work', async () => {
    for (let n = 0; n < 10; n++) expect(await instance(n).solve('198.51.100.7')).toBeLessThanOrEqual(20)
    expect(await instance(0).solve('198.51.100.7')).toBeGreaterThan(20)
    expect(await instance(1).solve('198.51.100.7')).toBeGreaterThan(20)
  })

  it('share one upload limit per address: ten across both, then neither takes another', async () => {
    for (let n = 0; n < 10; n++) expect(await instance(n).upload('198.51.100.8')).toBe(200)
    expect(await instance(0).upload('198.51.100.8')).toBe(429)
    expect(await instance(1).upload('198.51.100.8')).toBe(429)
  })

  it('share one budget of bytes for uploads without a pass', async () => {
    // Room for two more of the test PDF, whichever instance takes them.
    await db.query(
      `update private.settings set value = $1 + (select sum(bytes) from private.function_log where kind = 'upload')
        where name = 'upload_bytes_per_hour'`,
      [2 * pdf.length + 10],
    )
    expect(await instance(0).upload('198.51.100.9')).toBe(200)
    expect(await instance(1).upload('198.51.100.10')).toBe(200)
    expect(await instance(0).upload('198.51.100.11')).toBe(503)
    expect(await instance(1).upload('198.51.100.12')).toBe(503)
  })
})
