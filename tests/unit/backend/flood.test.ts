// A flood never locks out a genuine visitor (issue 31). Fifty attacking addresses, each in a network of
// its own (127.n.0.1: all of 127.0.0.0/8 is this machine), send enquiries and resume records with the
// public key as fast as they can; then a genuine visitor from a fresh address sends one of each, by the
// page's script and by the plain form. The limits are hourly, so once each attacker has spent its hour,
// a longer flood only repeats refusals: a few seconds of it stand for ten minutes. Production limits.
import { request } from 'node:http'
import { solve } from '@shared/proof-of-work.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localBackend } from '../../support/local-backend'

const attackers = Array.from({ length: 50 }, (_, index) => `127.${index + 1}.0.1`)
const floodMs = 3000

let backend: Awaited<ReturnType<typeof localBackend>>
beforeAll(async () => {
  backend = await localBackend({
    ENQUIRY_LIMIT_PER_HOUR: '5',
    ENQUIRY_NETWORK_LIMIT_PER_HOUR: '20',
    RESUME_LIMIT_PER_HOUR: '10',
    RESUME_NETWORK_LIMIT_PER_HOUR: '40',
    SITE_LIMIT_PER_MINUTE: '30',
  })
})
afterAll(() => backend.close())

/** A request from a given local address, as a client on another machine would send it. */
function sendFrom(
  address: string,
  method: 'GET' | 'POST',
  path: string,
  {
    body = '',
    contentType = 'application/json',
    writePass,
  }: { body?: string; contentType?: string; writePass?: string } = {},
) {
  const url = new URL(path, backend.url)
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        localAddress: address,
        agent: false,
        headers: {
          apikey: backend.keys.anonKey,
          Authorization: `Bearer ${backend.keys.anonKey}`,
          'Content-Type': contentType,
          'Content-Length': Buffer.byteLength(body),
          ...(writePass ? { 'X-Write-Pass': writePass } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        )
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

const postFrom = async (address: string, path: string, body: string, contentType: string) =>
  (await sendFrom(address, 'POST', path, { body, contentType })).status

/** A write pass earned as the page's script earns it: a challenge from this address, solved. */
async function earnPass(address: string): Promise<string> {
  const challenge = await sendFrom(address, 'GET', '/functions/v1/proof-of-work')
  const solved = await solve(JSON.parse(challenge.body))
  const answer = await sendFrom(address, 'POST', '/functions/v1/proof-of-work', {
    body: JSON.stringify(solved),
  })
  expect(answer.status).toBe(200)
  return (JSON.parse(answer.body) as { pass: string }).pass
}

let sequence = 0
const enquiry = (who: string) => ({
  full_name: 'Flood Test',
  mobile_number: '9876543210',
  email: `${who}.${sequence++}@flood.example`,
  immigration_type: 'Work Visa',
  country_code: '+91',
  message: null,
})

/** Sends as fast as the server answers until the time is up; the number of rows acknowledged. */
async function flood(send: () => Promise<number>): Promise<number> {
  const until = Date.now() + floodMs
  let acknowledged = 0
  while (Date.now() < until) if ((await send()) === 201) acknowledged++
  return acknowledged
}

/** The stored rows whose column matches a LIKE pattern, read as staff would. */
async function rows(
  table: 'form_submissions' | 'resumes',
  column: 'email' | 'cloudinary_url',
  pattern: string,
) {
  const result = await backend.db.query<{ needs_review: boolean }>(
    `select needs_review from public.${table} where ${column} like $1`,
    [pattern],
  )
  return result.rows
}

describe('fifty addresses flooding the enquiry form', () => {
  let acknowledged = 0
  beforeAll(async () => {
    const counts = await Promise.all(
      attackers.map((address) =>
        flood(() =>
          postFrom(
            address,
            '/rest/v1/form_submissions',
            JSON.stringify(enquiry(`attacker${address}`)),
            'application/json',
          ),
        ),
      ),
    )
    acknowledged = counts.reduce((sum, count) => sum + count, 0)
  }, 60_000)

  it('store no more than each address’s hourly limit, every one marked once the burst began, and lose none acknowledged', async () => {
    const stored = await rows('form_submissions', 'email', 'attacker%')
    expect(stored).toHaveLength(acknowledged)
    expect(stored.length).toBeLessThanOrEqual(attackers.length * 5)
    // At most the site-wide mark of them came before the burst was recognised.
    expect(stored.filter((row) => !row.needs_review).length).toBeLessThanOrEqual(30)
  })

  it('do not keep a genuine visitor out: the page’s script and the plain form both get through first time', async () => {
    // The page's script earns its pass while the visitor types; its enquiry is not set aside.
    const pass = await earnPass('127.250.0.1')
    const byScript = await sendFrom('127.250.0.1', 'POST', '/rest/v1/form_submissions', {
      body: JSON.stringify(enquiry('genuine-script')),
      writePass: pass,
    })
    expect(byScript.status).toBe(201)
    const form = new URLSearchParams({
      form: 'home',
      fullName: 'Genuine Visitor',
      email: 'genuine-form@flood.example',
      countryCode: '+91',
      mobileNumber: '9876543210',
      immigrationType: 'Work Visa',
    }).toString()
    const byForm = await postFrom(
      '127.251.0.1',
      '/functions/v1/enquiry',
      form,
      'application/x-www-form-urlencoded',
    )
    expect(byForm).toBe(303)
    expect(await rows('form_submissions', 'email', 'genuine-script%')).toEqual([{ needs_review: false }])
    // The plain form cannot earn a pass: during the burst it is stored, marked, never refused.
    expect(await rows('form_submissions', 'email', 'genuine-form%')).toEqual([{ needs_review: true }])
  })

  it('make a pass good for one row only: a second row with it is marked like the flood’s', async () => {
    const pass = await earnPass('127.253.0.1')
    for (const who of ['once-a', 'once-b']) {
      const sent = await sendFrom('127.253.0.1', 'POST', '/rest/v1/form_submissions', {
        body: JSON.stringify(enquiry(who)),
        writePass: pass,
      })
      expect(sent.status).toBe(201)
    }
    expect(await rows('form_submissions', 'email', 'once-a%')).toEqual([{ needs_review: false }])
    expect(await rows('form_submissions', 'email', 'once-b%')).toEqual([{ needs_review: true }])
  })
})

describe('fifty addresses flooding resume records', () => {
  let acknowledged = 0
  /** Each record must name a file the upload function stored: the attackers' uploads, recorded ahead. */
  const fileFor = (who: string) => `https://files.example/${who}-${sequence++}.pdf`
  /** Records files as the upload function does when it stores them (with the service role). */
  const record = async (urls: string[]) => {
    await backend.db.query(
      `insert into public.stored_uploads (url, file_type) select unnest($1::text[]), 'application/pdf'`,
      [urls],
    )
    return urls
  }
  const resume = (url: string) =>
    JSON.stringify({
      cloudinary_url: url,
      original_filename: 'cv.pdf',
      file_type: 'application/pdf',
      ats_score: 50,
    })

  beforeAll(async () => {
    const counts = await Promise.all(
      attackers.map(async (address) => {
        const files = await record(Array.from({ length: 60 }, () => fileFor(`attacker${address}`)))
        let next = 0
        return flood(() =>
          next < files.length
            ? postFrom(address, '/rest/v1/resumes', resume(files[next++] as string), 'application/json')
            : Promise.resolve(0),
        )
      }),
    )
    acknowledged = counts.reduce((sum, count) => sum + count, 0)
  }, 60_000)

  it('store no more than each address’s hourly limit, and lose none acknowledged', async () => {
    const stored = await rows('resumes', 'cloudinary_url', 'https://files.example/attacker%')
    expect(stored).toHaveLength(acknowledged)
    expect(stored.length).toBeLessThanOrEqual(attackers.length * 10)
    expect(stored.filter((row) => !row.needs_review).length).toBeLessThanOrEqual(30)
  })

  it('do not keep a genuine visitor’s resume out, nor set it aside when it carries its pass', async () => {
    const [url = ''] = await record([fileFor('genuine')])
    const pass = await earnPass('127.252.0.1')
    const sent = await sendFrom('127.252.0.1', 'POST', '/rest/v1/resumes', {
      body: resume(url),
      writePass: pass,
    })
    expect(sent.status).toBe(201)
    expect(await rows('resumes', 'cloudinary_url', url)).toEqual([{ needs_review: false }])
  })
})
