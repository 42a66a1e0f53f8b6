// The deployed functions as Supabase runs them. The upload function: the real entry (supabase/functions/upload-to-cloudinary/
// index.ts) under Deno (the `deno` npm package), with only the files the Supabase CLI would bundle. It
// records into a local backend with its service key and uploads to a stand-in for Cloudinary's upload
// API on 127.0.0.1 that checks the signature as Cloudinary does. Deno may reach 127.0.0.1 only.
import { spawn } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { solve } from '@shared/proof-of-work.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadErrors } from '../../../supabase/functions/upload-to-cloudinary/handler'
import { freePort } from '../../../supabase/local/free-port'
import { type MailCatcher, startMailCatcher } from '../../../supabase/local/mail-catcher'
import { validEnquiry } from '../../support/enquiries'
import { pdfWithText } from '../../support/files'
import { generousLimits, localBackend } from '../../support/local-backend'

// What the Supabase CLI bundles: supabase/functions only (the function and _shared/).
const functionsDir = fileURLToPath(new URL('../../../supabase/functions/', import.meta.url))
const site = 'http://localhost:3000'
const cloudinary = { cloudName: 'demo-cloud', apiKey: 'key-123', apiSecret: 'test-secret-456' }
const fiveMB = 5 * 1024 * 1024

/** The Deno binary the `deno` npm package installed (without its Node wrapper, so a kill reaches Deno). */
const denoBinary = (): string => createRequire(import.meta.url)('deno/install_api.cjs').runInstall()

/** Cloudinary's signature: SHA-1 hex of the signed parameters sorted as "k=v&…", then the API secret. */
function cloudinarySignature(fields: Record<string, string>, secret: string) {
  const unsigned = new Set(['file', 'api_key', 'signature', 'cloud_name', 'resource_type'])
  const toSign = Object.keys(fields)
    .filter((key) => !unsigned.has(key))
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&')
  return createHash('sha1')
    .update(toSign + secret)
    .digest('hex')
}

/** A stand-in for https://api.cloudinary.com/v1_1/<cloud>/<raw|image>/upload that checks what it is sent. */
async function fakeCloudinary() {
  const uploads: { resourceType: string; fileName: string; size: number }[] = []
  const server = createServer(async (req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const route = /^\/v1_1\/([^/]+)\/(raw|image)\/upload$/.exec(req.url ?? '')
    if (req.method !== 'POST' || !route || route[1] !== cloudinary.cloudName) {
      return answer(404, { error: { message: 'Not found' } })
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'Content-Type': req.headers['content-type'] ?? '' },
    })
      .formData()
      .catch(() => null)
    const file = form?.get('file')
    if (!form || !file || typeof file === 'string') return answer(400, { error: { message: 'Missing file' } })
    const fields: Record<string, string> = {}
    for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value
    if (fields.api_key !== cloudinary.apiKey) return answer(401, { error: { message: 'Unknown API key' } })
    if (fields.signature !== cloudinarySignature(fields, cloudinary.apiSecret)) {
      return answer(401, { error: { message: 'Invalid Signature' } })
    }
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > 3600) {
      return answer(401, { error: { message: 'Stale request' } })
    }
    uploads.push({ resourceType: route[2] ?? '', fileName: file.name, size: file.size })
    const version = 1_700_000_000 + uploads.length
    answer(200, {
      secure_url: `https://res.cloudinary.com/${cloudinary.cloudName}/${route[2]}/upload/v${version}/${fields.folder}/${encodeURIComponent(file.name)}`,
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, uploads, apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** The project's node_modules, where Deno finds a function's npm: packages (Supabase bundles them). */
const nodeModules = fileURLToPath(new URL('../../../node_modules/', import.meta.url))

/** Starts a function under Deno on a free port and resolves with its URL once it listens. */
function startDeno(env: Record<string, string>, name = 'upload-to-cloudinary') {
  // A Deno cache of its own, removed on stop.
  const denoDir = mkdtempSync(join(tmpdir(), 'deno-dir-'))
  const deno = spawn(
    denoBinary(),
    [
      'run',
      '--no-config',
      '--no-lock',
      '--no-remote',
      '--node-modules-dir=manual',
      '--no-prompt',
      '--allow-net=127.0.0.1',
      '--allow-env',
      `--allow-read=${functionsDir},${nodeModules}`,
      'index.ts',
    ],
    {
      cwd: join(functionsDir, name),
      env: {
        PATH: process.env.PATH ?? '',
        DENO_DIR: denoDir,
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const url = new Promise<string>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)
      if (listening?.[1]) resolve(listening[1])
    }
    deno.stdout.on('data', seen)
    deno.stderr.on('data', seen)
    deno.on('error', reject)
    deno.on('exit', (code) => reject(new Error(`deno exited with ${code} before listening:\n${output}`)))
    setTimeout(() => reject(new Error(`deno did not listen within 20 s:\n${output}`)), 20_000).unref()
  })
  const stop = async () => {
    if (deno.exitCode === null) {
      const exited = new Promise((resolve) => deno.once('exit', resolve))
      deno.kill('SIGTERM')
      await exited
    }
    rmSync(denoDir, { recursive: true, force: true })
  }
  return { url, output: () => output, stop }
}

function pdfForm(bytes: Uint8Array, name: string, type = 'application/pdf') {
  const form = new FormData()
  form.set('file', new Blob([bytes as BlobPart], { type }), name)
  form.set('fileName', name)
  return form
}

describe('the upload function under Deno', () => {
  let backend: Awaited<ReturnType<typeof localBackend>>
  let fake: Awaited<ReturnType<typeof fakeCloudinary>>
  let deno: ReturnType<typeof startDeno> | undefined
  let functionUrl = ''

  beforeAll(async () => {
    // The function counts uploads in the database: its limit is the database's setting.
    ;[backend, fake] = await Promise.all([
      localBackend({ ...generousLimits, UPLOAD_LIMIT_PER_HOUR: '2' }),
      fakeCloudinary(),
    ])
    deno = startDeno({
      CLOUDINARY_CLOUD_NAME: cloudinary.cloudName,
      CLOUDINARY_API_KEY: cloudinary.apiKey,
      CLOUDINARY_API_SECRET: cloudinary.apiSecret,
      CLOUDINARY_API_BASE: fake.apiBase,
      ALLOWED_ORIGINS: `${site}, https://dreamborder.example`,
      SUPABASE_URL: backend.url,
      SUPABASE_SERVICE_ROLE_KEY: backend.keys.serviceRoleKey,
    })
    functionUrl = await deno.url
  })

  afterAll(async () => {
    await deno?.stop()
    await new Promise((resolve) => fake?.server.close(resolve))
    await backend?.close()
  })

  /** An upload from the site, from the client address Cloudflare would report. */
  const upload = (form: FormData, address: string) =>
    fetch(functionUrl, {
      method: 'POST',
      body: form,
      headers: { Origin: site, 'CF-Connecting-IP': address },
    })

  it('stores a real PDF with Cloudinary and records it in stored_uploads', async () => {
    const response = await upload(
      pdfForm(await pdfWithText([['Asha Kulkarni', 'Pune']]), 'Asha CV.pdf'),
      '203.0.113.1',
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(site)
    const { url } = (await response.json()) as { url: string }
    expect(url).toMatch(
      /^https:\/\/res\.cloudinary\.com\/demo-cloud\/raw\/upload\/v\d+\/resumes\/Asha%20CV\.pdf$/,
    )
    expect(fake.uploads.at(-1)).toMatchObject({ resourceType: 'raw', fileName: 'Asha CV.pdf' })
    const { data, error } = await backend.service
      .from('stored_uploads')
      .select('url, file_type')
      .eq('url', url)
    expect(error).toBeNull()
    expect(data).toEqual([{ url, file_type: 'application/pdf' }])
  })

  it('refuses a text file with 415 and sends nothing on', async () => {
    const before = fake.uploads.length
    const response = await upload(pdfForm(new TextEncoder().encode('not a resume'), 'cv.pdf'), '203.0.113.2')
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({ error: uploadErrors.type })
    expect(fake.uploads.length).toBe(before)
  })

  it('refuses a file over 5 MB with 413', async () => {
    const big = new Uint8Array(fiveMB + 1)
    big.set(new TextEncoder().encode('%PDF-1.7\n'))
    const response = await upload(pdfForm(big, 'big.pdf'), '203.0.113.3')
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: uploadErrors.tooLarge })
  })

  it('refuses the third upload from one address in an hour with 429 (limit 2), and not another address', async () => {
    const pdf = await pdfWithText([['Rate limit']])
    for (const name of ['first.pdf', 'second.pdf']) {
      expect((await upload(pdfForm(pdf, name), '203.0.113.4')).status).toBe(200)
    }
    const third = await upload(pdfForm(pdf, 'third.pdf'), '203.0.113.4')
    expect(third.status).toBe(429)
    expect(await third.json()).toEqual({ error: uploadErrors.tooMany })
    expect((await upload(pdfForm(pdf, 'other.pdf'), '203.0.113.5')).status).toBe(200)
  })

  it('answers a preflight from an allowed origin, and nothing to another origin', async () => {
    const preflight = (origin: string) =>
      fetch(functionUrl, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      })
    const allowed = await preflight(site)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(site)
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST')
    const other = await preflight('https://evil.example')
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it("uses a stand-in that refuses a wrong signature, as Cloudinary's API does", async () => {
    const form = new FormData()
    form.set('file', new Blob(['%PDF'], { type: 'application/pdf' }), 'x.pdf')
    form.set('folder', 'resumes')
    form.set('timestamp', String(Math.floor(Date.now() / 1000)))
    form.set('api_key', cloudinary.apiKey)
    form.set('signature', cloudinarySignature({ folder: 'resumes', timestamp: '1' }, cloudinary.apiSecret))
    const response = await fetch(`${fake.apiBase}/v1_1/${cloudinary.cloudName}/raw/upload`, {
      method: 'POST',
      body: form,
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: { message: 'Invalid Signature' } })
  })
})

describe('the enquiry function under Deno', () => {
  let backend: Awaited<ReturnType<typeof localBackend>>
  let deno: ReturnType<typeof startDeno> | undefined
  let functionUrl = ''

  beforeAll(async () => {
    backend = await localBackend({
      ENQUIRY_LIMIT_PER_HOUR: '1',
      ENQUIRY_CAP_PER_HOUR: '1',
      UPLOAD_LIMIT_PER_HOUR: '10',
      SITE_LIMIT_PER_MINUTE: '100',
    })
    deno = startDeno(
      {
        ALLOWED_ORIGINS: `https://dreamborder.example, ${site}`,
        SUPABASE_URL: backend.url,
        SUPABASE_SERVICE_ROLE_KEY: backend.keys.serviceRoleKey,
      },
      'enquiry',
    )
    functionUrl = await deno.url
  })

  afterAll(async () => {
    await deno?.stop()
    await backend?.close()
  })

  const post = (email: string, address: string) =>
    fetch(functionUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: site,
        'CF-Connecting-IP': address,
      },
      body: new URLSearchParams({
        form: 'home',
        fullName: 'Asha Kulkarni',
        email,
        countryCode: '+91',
        mobileNumber: '9876543210',
        immigrationType: 'Work Visa',
      }).toString(),
    })

  it('stores a plain form post once, through enquiry_from_form, and sends the visitor to the confirmation', async () => {
    const response = await post('asha.deno@example.com', '203.0.113.50')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${site}/enquiry-sent/home`)
    const { data } = await backend.service
      .from('form_submissions')
      .select('email')
      .eq('email', 'asha.deno@example.com')
    expect(data).toHaveLength(1)
  })

  it('applies the limit to the address Cloudflare reports: past it, stored and marked, never refused', async () => {
    expect((await post('second@example.com', '203.0.113.50')).status).toBe(303)
    expect((await post('other@example.com', '203.0.113.51')).status).toBe(303)
    const { rows } = await backend.db.query(
      "select email, needs_review from public.form_submissions where email in ('second@example.com', 'other@example.com') order by email",
    )
    expect(rows).toEqual([
      { email: 'other@example.com', needs_review: false },
      { email: 'second@example.com', needs_review: true },
    ])
  })
})

describe('the notify-lead function under Deno', () => {
  const secret = 'test-secret-0123456789-abcdefghijklmnop'
  let backend: Awaited<ReturnType<typeof localBackend>>
  let smtp: MailCatcher
  let deno: ReturnType<typeof startDeno> | undefined
  let functionUrl = ''

  beforeAll(async () => {
    // The local backend's own notifier finds no mail server, so each lead waits for the function, as
    // the trigger's call would send it.
    ;[backend, smtp] = await Promise.all([
      localBackend({ ...generousLimits, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` }),
      startMailCatcher(),
    ])
    deno = startDeno(
      {
        SUPABASE_URL: backend.url,
        SUPABASE_SERVICE_ROLE_KEY: backend.keys.serviceRoleKey,
        NOTIFY_LEAD_SECRET: secret,
        SMTP_URL: smtp.url,
        LEADS_TO: 'leads@firm.example',
        MAIL_FROM: 'DreamBorder website <website@firm.example>',
        SITE_URL: site,
      },
      'notify-lead',
    )
    functionUrl = await deno.url
  })

  afterAll(async () => {
    await deno?.stop()
    await backend?.close()
    await smtp?.close()
  })

  const call = (body: object, token = secret) =>
    fetch(functionUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })

  async function storedLead(email: string) {
    expect((await backend.anon.from('form_submissions').insert({ ...validEnquiry, email })).error).toBeNull()
    const { data } = await backend.service.from('form_submissions').select('id').eq('email', email)
    return data?.[0]?.id as string
  }

  it('answers 401 without its secret and sends nothing', async () => {
    const id = await storedLead('secret.deno@example.com')
    expect((await call({ lead: id }, 'wrong-secret')).status).toBe(401)
    const bare = await fetch(functionUrl, { method: 'POST', body: JSON.stringify({ lead: id }) })
    expect(bare.status).toBe(401)
    expect(smtp.messages).toHaveLength(0)
  })

  it('mails the lead it is called for, once, through npm:nodemailer', async () => {
    const id = await storedLead('called.deno@example.com')
    const first = await call({ lead: id })
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ sent: 1 })
    expect(await (await call({ lead: id })).json()).toEqual({ sent: 0 })
    const mails = smtp.messages.filter((mail) => mail.replyTo === 'called.deno@example.com')
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      subject: 'New enquiry: Permanent Residency (PR) — Asha K.',
      to: ['leads@firm.example'],
      envelopeTo: ['leads@firm.example'],
    })
    expect(mails[0]?.text).toContain(`Lead id: ${id}`)
  })

  it('sweeps when pg_cron calls it', async () => {
    const response = await call({ sweep: true })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ failed: 0, summarised: 0 })
  })
})

describe('the proof-of-work function under Deno', () => {
  let backend: Awaited<ReturnType<typeof localBackend>>
  let deno: ReturnType<typeof startDeno> | undefined
  let functionUrl = ''

  beforeAll(async () => {
    backend = await localBackend()
    deno = startDeno(
      {
        ALLOWED_ORIGINS: site,
        POW_SECRET: randomUUID() + randomUUID(),
        SUPABASE_URL: backend.url,
        SUPABASE_SERVICE_ROLE_KEY: backend.keys.serviceRoleKey,
      },
      'proof-of-work',
    )
    functionUrl = await deno.url
  })

  afterAll(async () => {
    await deno?.stop()
    await backend?.close()
  })

  it('gives a challenge whose solution earns one pass, recorded through issue_write_pass', async () => {
    const challenge = await fetch(functionUrl, { headers: { Origin: site } })
    expect(challenge.headers.get('access-control-allow-origin')).toBe(site)
    const solved = JSON.stringify(await solve(await challenge.json()))
    const send = () => fetch(functionUrl, { method: 'POST', body: solved, headers: { Origin: site } })
    const earned = await send()
    expect(earned.status).toBe(200)
    const { pass } = (await earned.json()) as { pass: string }
    const stored = await backend.db.query('select 1 from private.write_passes where pass = $1', [pass])
    expect(stored.rows).toHaveLength(1)
    expect((await send()).status).toBe(409)
    const fromElsewhere = await fetch(functionUrl, {
      headers: { Referer: 'https://evil.example/', 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(fromElsewhere.status).toBe(403)
  })
})
