// The local backend as a stranger holding the public key meets it over HTTP: limits keyed on the
// socket's address whatever headers say, JSON types kept, bodies refused before they are read,
// reads filtered or refused, and uploads that must be whole files of their real type.

import { readdirSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadErrors } from '../../../supabase/functions/upload-to-cloudinary/handler'
import { storedUploadsRecorder } from '../../../supabase/functions/upload-to-cloudinary/record'
import { maxRestBody } from '../../../supabase/local/app'
import { validEnquiry, validResume } from '../../support/enquiries'
import { jpegImage, pdfWithText } from '../../support/files'
import { localBackend } from '../../support/local-backend'

type Backend = Awaited<ReturnType<typeof localBackend>>

let person = 0
const enquiry = (change: Record<string, unknown> = {}) => {
  person++
  return {
    ...validEnquiry,
    email: `visitor${person}@example.com`,
    mobile_number: `8${String(person).padStart(9, '0')}`,
    ...change,
  }
}

/** A POST from a chosen loopback address (all of 127.0.0.0/8 is this machine). */
function postFrom(
  backend: Backend,
  localAddress: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(`${backend.url}/rest/v1/form_submissions`)
  const text = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: {
          apikey: backend.keys.anonKey,
          Authorization: `Bearer ${backend.keys.anonKey}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(text),
          ...headers,
        },
      },
      (res) => {
        let data = ''
        res.on('data', (chunk) => {
          data += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data ? JSON.parse(data) : {} }))
      },
    )
    req.on('error', reject)
    req.end(text)
  })
}

/**
 * Sends up to 50 MB in 256 KB chunks, made as they are sent, until the server answers: with a true
 * Content-Length, or chunked. Reports what the server said, how much was sent, and how much this
 * process (server and client together) grew meanwhile.
 */
function sendLarge(
  target: string,
  declared: boolean,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown; sent: number; memoryGrowth: number }> {
  const total = 50 * 1024 * 1024
  const chunk = Buffer.alloc(256 * 1024, 0x20)
  const url = new URL(target)
  const before = process.memoryUsage().rss
  let peak = before
  let sent = 0
  return new Promise((resolve, reject) => {
    let answered = false
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: declared ? { ...headers, 'Content-Length': String(total) } : headers,
      },
      (res) => {
        answered = true
        let data = ''
        res.on('data', (part) => {
          data += part
        })
        res.on('end', () => {
          req.destroy()
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(data), sent, memoryGrowth: peak - before })
        })
      },
    )
    req.on('error', (error) => (answered ? undefined : reject(error)))
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length
        peak = Math.max(peak, process.memoryUsage().rss)
        if (!req.write(chunk)) {
          req.once('drain', pump)
          return
        }
      }
      if (!answered) req.end()
    }
    pump()
  })
}

describe('limits keyed on the connection, not on what a client types', () => {
  let backend: Backend
  beforeAll(async () => {
    backend = await localBackend({
      ENQUIRY_LIMIT_PER_HOUR: '2',
      ENQUIRY_CAP_PER_HOUR: '2',
      UPLOAD_LIMIT_PER_HOUR: '1000',
      RESUME_LIMIT_PER_HOUR: '1000',
      SITE_LIMIT_PER_MINUTE: '1000',
    })
  })
  afterAll(() => backend.close())

  it("a stranger using B's e-mail does not stop B, who comes from another address", async () => {
    const b = enquiry()
    expect((await postFrom(backend, '127.0.0.2', enquiry({ email: b.email }))).status).toBe(201)
    expect((await postFrom(backend, '127.0.0.2', enquiry({ email: b.email }))).status).toBe(201)
    const refused = await postFrom(backend, '127.0.0.2', enquiry({ email: b.email }))
    expect(refused).toMatchObject({ status: 400, body: { code: 'P0001', message: 'enquiry_rate_limited' } })
    expect((await postFrom(backend, '127.0.0.3', b)).status).toBe(201)
  })

  it('ignores X-Forwarded-For and CF-Connecting-IP sent by the client', async () => {
    const spoof = (n: number) => ({
      'X-Forwarded-For': `203.0.113.${n}`,
      'CF-Connecting-IP': `203.0.113.${n}`,
    })
    expect((await postFrom(backend, '127.0.0.4', enquiry(), spoof(1))).status).toBe(201)
    expect((await postFrom(backend, '127.0.0.4', enquiry(), spoof(2))).status).toBe(201)
    expect((await postFrom(backend, '127.0.0.4', enquiry(), spoof(3))).body.message).toBe(
      'enquiry_rate_limited',
    )
  })
})

describe('the site-wide mark', () => {
  let backend: Backend
  beforeAll(async () => {
    backend = await localBackend({
      ENQUIRY_LIMIT_PER_HOUR: '1000',
      UPLOAD_LIMIT_PER_HOUR: '1000',
      RESUME_LIMIT_PER_HOUR: '1000',
      SITE_LIMIT_PER_MINUTE: '2',
    })
  })
  afterAll(() => backend.close())

  it('never refuses a genuine visitor: past it, rows are stored and marked for review', async () => {
    expect((await postFrom(backend, '127.0.0.5', enquiry())).status).toBe(201)
    expect((await postFrom(backend, '127.0.0.6', enquiry())).status).toBe(201)
    const late = enquiry()
    expect((await postFrom(backend, '127.0.0.7', late)).status).toBe(201)
    const { data } = await backend.service.from('form_submissions').select('email, needs_review')
    expect(data?.find((row) => row.email === late.email)?.needs_review).toBe(true)
  })
})

describe('the REST API', () => {
  let backend: Backend
  beforeAll(async () => {
    backend = await localBackend()
  })
  afterAll(() => backend.close())

  const post = (body: BodyInit | null, headers: Record<string, string> = {}, init: RequestInit = {}) =>
    fetch(`${backend.url}/rest/v1/form_submissions`, {
      method: 'POST',
      headers: {
        apikey: backend.keys.anonKey,
        Authorization: `Bearer ${backend.keys.anonKey}`,
        'Content-Type': 'application/json',
        ...headers,
      },
      body,
      ...init,
    })

  it('refuses a body that is not UTF-8 instead of storing U+FFFD in its place', async () => {
    const text = JSON.stringify(enquiry({ full_name: 'AshaXK' }))
    const bytes = new TextEncoder().encode(text)
    const at = text.indexOf('X')
    bytes[at] = 0xff
    const response = await post(bytes)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PGRST102' })
  })

  it.each(['form%00submissions', 'form%0Asubmissions', 'form_submissions%0D%0AX-Forged:%201', 'rpc/x%00y'])(
    'answers 404, never 500, to the odd table name %s, and logs it on one line',
    async (name) => {
      const logged: string[] = []
      const original = console.error
      console.error = (...args: unknown[]) => logged.push(args.join(' '))
      try {
        const response = await fetch(`${backend.url}/rest/v1/${name}`, {
          method: 'POST',
          headers: {
            apikey: backend.keys.anonKey,
            Authorization: `Bearer ${backend.keys.anonKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(enquiry()),
        })
        expect(response.status).toBe(404)
      } finally {
        console.error = original
      }
      for (const line of logged) expect(line).not.toMatch(/[\r\n\0]/)
    },
  )

  it('refuses an array of two rows with a clear error', async () => {
    const response = await post(JSON.stringify([enquiry(), enquiry()]))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'one_row_per_request' })
  })

  it.each([
    ['an object as the name', { full_name: { first: 'Asha' } }],
    ['an array as the name', { full_name: ['Asha'] }],
    ['a boolean as the name', { full_name: true }],
    ['a number as the mobile number', { mobile_number: 9876543210 }],
  ])('refuses %s instead of storing its text', async (_name, change) => {
    const response = await post(JSON.stringify(enquiry(change)))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: '22P02' })
  })

  it('refuses a score sent as text', async () => {
    const response = await fetch(`${backend.url}/rest/v1/resumes`, {
      method: 'POST',
      headers: {
        apikey: backend.keys.anonKey,
        Authorization: `Bearer ${backend.keys.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ ...validResume, ats_score: '100' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: '22P02' })
  })

  it('answers 415 to a body that is not JSON, such as a cross-site form post', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await post(JSON.stringify(enquiry()), { 'Content-Type': type })
      expect(response.status, type).toBe(415)
    }
  })

  it.each([
    ['with a true Content-Length', true],
    ['chunked, without a length', false],
  ])('refuses a 50 MB body %s before the server holds it', async (_name, declared) => {
    const result = await sendLarge(`${backend.url}/rest/v1/form_submissions`, declared, {
      apikey: backend.keys.anonKey,
      Authorization: `Bearer ${backend.keys.anonKey}`,
      'Content-Type': 'application/json',
    })
    expect(result.status).toBe(413)
    expect(result.body).toMatchObject({ error: 'Payload too large' })
    expect(maxRestBody).toBeLessThan(1024 * 1024)
    expect(result.sent).toBeLessThan(50 * 1024 * 1024)
    expect(result.memoryGrowth).toBeLessThan(20 * 1024 * 1024)
  })

  it('honours eq, comparison and is.null filters on reads and refuses the filters it does not serve', async () => {
    const mine = enquiry()
    expect((await post(JSON.stringify(mine))).status).toBe(201)
    expect((await post(JSON.stringify(enquiry()))).status).toBe(201)
    const { data } = await backend.service.from('form_submissions').select('email').eq('email', mine.email)
    expect(data).toEqual([{ email: mine.email }])
    const withoutResume = await backend.service
      .from('form_submissions')
      .select('email')
      .eq('email', mine.email)
      .is('resume_id', null)
    expect(withoutResume.data).toEqual([{ email: mine.email }])
    const unsupported = await backend.service.from('form_submissions').select('email').like('email', '%x%')
    expect(unsupported.status).toBe(400)
    expect(unsupported.error?.message).toContain('serves eq, gt, gte, lt, lte and is.null only')
  })

  it('reads a window in time as PostgREST does: several filters on one column, compared as times', async () => {
    // The last microsecond before November, the last of November, and the first instant of December.
    const rows = [enquiry(), enquiry(), enquiry()]
    for (const row of rows) expect((await post(JSON.stringify(row))).status).toBe(201)
    const times = ['2026-10-31T23:59:59.999999Z', '2026-11-30T23:59:59.999999Z', '2026-12-01T00:00:00Z']
    for (const [index, row] of rows.entries()) {
      await backend.db.query('update public.form_submissions set created_at = $1 where email = $2', [
        times[index],
        row.email,
      ])
    }
    const mine = (data: { email: string }[] | null) =>
      data?.map((row) => row.email).filter((email) => rows.some((row) => row.email === email))
    // supabase-js writes these as created_at=gte.…&created_at=lt.…, PostgREST's syntax.
    const november = await backend.service
      .from('form_submissions')
      .select('email')
      .gte('created_at', '2026-11-01T00:00:00Z')
      .lt('created_at', '2026-12-01T00:00:00Z')
    expect(mine(november.data)).toEqual([rows[1]?.email])
    const through = await backend.service
      .from('form_submissions')
      .select('email')
      .gt('created_at', '2026-10-31T23:59:59.999999Z')
      .lte('created_at', '2026-12-01T00:00:00Z')
      .order('created_at')
    expect(mine(through.data)).toEqual([rows[1]?.email, rows[2]?.email])
    const malformed = await backend.service
      .from('form_submissions')
      .select('email')
      .gte('created_at', 'November')
    expect(malformed.status).toBe(400)
    expect(malformed.error?.code).toBe('22007')
  })
})

describe('uploads', () => {
  let backend: Backend
  beforeAll(async () => {
    backend = await localBackend()
  })
  afterAll(() => backend.close())

  const upload = (bytes: Uint8Array, name: string, headers: Record<string, string> = {}) => {
    const form = new FormData()
    form.set('file', new Blob([bytes as BlobPart]), name)
    form.set('fileName', name)
    return fetch(`${backend.url}/functions/v1/upload-to-cloudinary`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.keys.anonKey}`, apikey: backend.keys.anonKey, ...headers },
      body: form,
    })
  }
  const ascii = (text: string) => new TextEncoder().encode(text)

  it.each([
    [
      'the 91-byte PDF polyglot',
      () => ascii('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF'),
    ],
    [
      'FF D8 followed by HTML',
      () => new Uint8Array([0xff, 0xd8, ...ascii('<html><script>alert(1)</script>'), 0xff, 0xd9]),
    ],
    ['a truncated PDF', async () => (await pdfWithText([['Cut short']])).subarray(0, 300)],
  ])('refuses %s and stores nothing', async (_name, file) => {
    const before = readdirSync(backend.uploadsDir).length
    const response = await upload(await file(), 'resume.pdf')
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({ error: uploadErrors.incomplete })
    expect(readdirSync(backend.uploadsDir)).toHaveLength(before)
  })

  it('stores a real PDF named resume.exe as a .pdf, and a JPEG named page.html as a .jpg', async () => {
    const pdf = await upload(await pdfWithText([['Real resume']]), 'resume.exe')
    const jpg = await upload(jpegImage(), 'page.html')
    const urls = [((await pdf.json()) as { url: string }).url, ((await jpg.json()) as { url: string }).url]
    expect(urls[0]).toMatch(/resume\.pdf$/)
    expect(urls[1]).toMatch(/page\.jpg$/)
  })

  it('records each stored file, so its resume row is accepted once, and an unrecorded URL is not', async () => {
    const response = await upload(await pdfWithText([['Recorded']]), 'cv.pdf')
    const { url } = (await response.json()) as { url: string }
    const row = { ...validResume, cloudinary_url: url }
    expect((await backend.anon.from('resumes').insert(row)).error).toBeNull()
    expect((await backend.anon.from('resumes').insert(row)).error?.code).toBe('23505')
    const stranger = await backend.anon
      .from('resumes')
      .insert({ ...validResume, cloudinary_url: 'https://evil.example/payload.exe', ats_score: 100 })
    expect(stranger.error?.code).toBe('23503')
  })

  it("records through Supabase's REST API with the service key, as the deployed function does", async () => {
    const record = storedUploadsRecorder(backend.url, backend.keys.serviceRoleKey)
    await record('https://res.cloudinary.com/demo/raw/upload/v1/resumes/recorded.pdf', 'application/pdf', {
      clientAddress: '203.0.113.5',
      bytes: 1234,
    })
    const { data } = await backend.service
      .from('stored_uploads')
      .select('url, client_address, bytes')
      .eq('url', 'https://res.cloudinary.com/demo/raw/upload/v1/resumes/recorded.pdf')
    expect(data).toEqual([
      {
        url: 'https://res.cloudinary.com/demo/raw/upload/v1/resumes/recorded.pdf',
        client_address: '203.0.113.5',
        bytes: 1234,
      },
    ])
    await expect(
      storedUploadsRecorder(backend.url, backend.keys.anonKey)('https://x.example/a.pdf', 'application/pdf', {
        clientAddress: '203.0.113.5',
        bytes: 1,
      }),
    ).rejects.toThrow()
  })

  it.each([
    ['with a true Content-Length', true],
    ['chunked, without a length', false],
  ])('refuses a 50 MB upload %s before the server holds it', async (_name, declared) => {
    const result = await sendLarge(`${backend.url}/functions/v1/upload-to-cloudinary`, declared, {
      Authorization: `Bearer ${backend.keys.anonKey}`,
      'Content-Type': 'multipart/form-data; boundary=x',
    })
    expect(result.status).toBe(413)
    expect(result.body).toEqual({ error: uploadErrors.tooLarge })
    expect(result.memoryGrowth).toBeLessThan(20 * 1024 * 1024)
  })

  it('sends Vary: Origin once', async () => {
    const response = await fetch(`${backend.url}/functions/v1/upload-to-cloudinary`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('vary')).toBe('Origin')
  })
})
