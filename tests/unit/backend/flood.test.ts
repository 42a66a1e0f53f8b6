// A flood never locks out a genuine visitor (issues 31 and 51). Fifty attacking addresses, each in a
// network of its own (127.n.0.1: all of 127.0.0.0/8 is this machine), send enquiries and resume records
// with the public key as fast as they can, without passes; while they do, genuine visitors from fresh
// addresses send, by the page's script (with the pass each earned while typing) and by the plain form,
// and after it one more. A stranger's rows without a pass are capped per address and hour, so once each
// attacker has spent its hour a longer flood only repeats refusals: a few seconds of it stand for ten
// minutes. Production limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { earnPassFrom, sendFrom } from '../../support/from-address'
import { localBackend, quickChallenges } from '../../support/local-backend'

const attackers = Array.from({ length: 50 }, (_, index) => `127.${index + 1}.0.1`)
/** Genuine visitors during the flood, each in a network of its own, by the page and by the form. */
const visitors = Array.from({ length: 5 }, (_, index) => ({
  byPage: `127.${200 + index}.0.1`,
  byForm: `127.${210 + index}.0.1`,
}))
const floodMs = 3000
/** Rows without a pass one address may store in an hour (enquiries_cap_per_address_per_hour, resumes_…). */
const cap = 50

let backend: Awaited<ReturnType<typeof localBackend>>
beforeAll(async () => {
  // The production limits: an empty environment is the defaults.
  backend = await localBackend(quickChallenges)
})
afterAll(() => backend.close())

const anon = (pass?: string) => ({
  apikey: backend.keys.anonKey,
  Authorization: `Bearer ${backend.keys.anonKey}`,
  'Content-Type': 'application/json',
  ...(pass ? { 'X-Write-Pass': pass } : {}),
})

let sequence = 0
const enquiry = (who: string) =>
  JSON.stringify({
    full_name: 'Flood Test',
    mobile_number: '9876543210',
    email: `${who}.${sequence++}@flood.example`,
    immigration_type: 'Work Visa',
    country_code: '+91',
    message: null,
  })

const byScript = async (address: string, who: string, pass?: string) =>
  (
    await sendFrom(backend.url, address, 'POST', '/rest/v1/form_submissions', {
      body: enquiry(who),
      headers: anon(pass),
    })
  ).status

const byForm = async (address: string, who: string) =>
  (
    await sendFrom(backend.url, address, 'POST', '/functions/v1/enquiry', {
      body: new URLSearchParams({
        form: 'home',
        fullName: 'Genuine Visitor',
        email: `${who}.${sequence++}@flood.example`,
        countryCode: '+91',
        mobileNumber: '9876543210',
        immigrationType: 'Work Visa',
      }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
  ).status

/** Sends as fast as the server answers until the time is up; the number of rows acknowledged. */
async function flood(send: () => Promise<number>): Promise<number> {
  const until = Date.now() + floodMs
  let acknowledged = 0
  while (Date.now() < until) if ((await send()) === 201) acknowledged++
  return acknowledged
}

/** Runs `attempt` for each visitor, spread over the flood, while `flooding` goes on. */
async function duringFlood<T>(flooding: Promise<number[]>, attempt: (index: number) => Promise<T>) {
  const attempts: T[] = []
  for (const index of visitors.keys()) {
    await new Promise((resolve) => setTimeout(resolve, floodMs / (visitors.length + 1)))
    attempts.push(await attempt(index))
  }
  const counts = await flooding
  return { attempts, acknowledged: counts.reduce((sum, count) => sum + count, 0) }
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
  let genuine: { byPage: number; byForm: number }[] = []
  beforeAll(async () => {
    // Each genuine visitor earned a pass while typing, before the flood began.
    const passes = await Promise.all(visitors.map(({ byPage }) => earnPassFrom(backend.url, byPage)))
    const flooding = Promise.all(
      attackers.map((address) => flood(() => byScript(address, `attacker${address}`))),
    )
    ;({ attempts: genuine, acknowledged } = await duringFlood(flooding, async (index) => ({
      byPage: await byScript(visitors[index]?.byPage ?? '', `during-page-${index}`, passes[index]),
      byForm: await byForm(visitors[index]?.byForm ?? '', `during-form-${index}`),
    })))
  }, 60_000)

  it('store no more than each address’s cap, every one marked once the burst began, and lose none acknowledged', async () => {
    const stored = await rows('form_submissions', 'email', 'attacker%')
    expect(stored).toHaveLength(acknowledged)
    expect(stored.length).toBeLessThanOrEqual(attackers.length * cap)
    // At most the site-wide mark of them came before the burst was recognised.
    expect(stored.filter((row) => !row.needs_review).length).toBeLessThanOrEqual(30)
  })

  it('let every genuine attempt during it through first time: by the page unmarked, by the plain form stored', async () => {
    expect(genuine).toEqual(Array(visitors.length).fill({ byPage: 201, byForm: 303 }))
    for (const index of visitors.keys()) {
      expect(await rows('form_submissions', 'email', `during-page-${index}.%`)).toEqual([
        { needs_review: false },
      ])
      expect(await rows('form_submissions', 'email', `during-form-${index}.%`)).toHaveLength(1)
    }
  })

  it('do not keep a genuine visitor out after it: the page’s script and the plain form both get through first time', async () => {
    // The page's script earns its pass while the visitor types; its enquiry is not set aside.
    const pass = await earnPassFrom(backend.url, '127.250.0.1')
    expect(await byScript('127.250.0.1', 'genuine-script', pass)).toBe(201)
    expect(await byForm('127.251.0.1', 'genuine-form')).toBe(303)
    expect(await rows('form_submissions', 'email', 'genuine-script%')).toEqual([{ needs_review: false }])
    // The plain form cannot earn a pass: during the burst it is stored, marked, never refused.
    expect(await rows('form_submissions', 'email', 'genuine-form%')).toEqual([{ needs_review: true }])
  })

  it('make a pass good for one row only: a second row with it is marked like the flood’s', async () => {
    const pass = await earnPassFrom(backend.url, '127.253.0.1')
    for (const who of ['once-a', 'once-b']) expect(await byScript('127.253.0.1', who, pass)).toBe(201)
    expect(await rows('form_submissions', 'email', 'once-a%')).toEqual([{ needs_review: false }])
    expect(await rows('form_submissions', 'email', 'once-b%')).toEqual([{ needs_review: true }])
  })
})

describe('fifty addresses flooding resume records', () => {
  let acknowledged = 0
  let genuine: number[] = []
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
  const save = async (address: string, url: string, pass?: string) =>
    (
      await sendFrom(backend.url, address, 'POST', '/rest/v1/resumes', {
        body: JSON.stringify({
          cloudinary_url: url,
          original_filename: 'cv.pdf',
          file_type: 'application/pdf',
          ats_score: 50,
        }),
        headers: anon(pass),
      })
    ).status

  beforeAll(async () => {
    const passes = await Promise.all(visitors.map(({ byPage }) => earnPassFrom(backend.url, byPage)))
    const genuineFiles = await record(visitors.map((_, index) => fileFor(`during-${index}`)))
    const flooding = Promise.all(
      attackers.map(async (address) => {
        const files = await record(Array.from({ length: 60 }, () => fileFor(`attacker${address}`)))
        let next = 0
        return flood(() =>
          next < files.length ? save(address, files[next++] as string) : Promise.resolve(0),
        )
      }),
    )
    ;({ attempts: genuine, acknowledged } = await duringFlood(flooding, (index) =>
      save(visitors[index]?.byPage ?? '', genuineFiles[index] as string, passes[index]),
    ))
  }, 60_000)

  it('store no more than each address’s cap, and lose none acknowledged', async () => {
    const stored = await rows('resumes', 'cloudinary_url', 'https://files.example/attacker%')
    expect(stored).toHaveLength(acknowledged)
    expect(stored.length).toBeLessThanOrEqual(attackers.length * cap)
    expect(stored.filter((row) => !row.needs_review).length).toBeLessThanOrEqual(30)
  })

  it('let every genuine resume during it through first time, and not set aside', async () => {
    expect(genuine).toEqual(Array(visitors.length).fill(201))
    expect(await rows('resumes', 'cloudinary_url', 'https://files.example/during-%')).toEqual(
      Array(visitors.length).fill({ needs_review: false }),
    )
  })

  it('do not keep a genuine visitor’s resume out after it, nor set it aside when it carries its pass', async () => {
    const [url = ''] = await record([fileFor('genuine')])
    const pass = await earnPassFrom(backend.url, '127.252.0.1')
    expect(await save('127.252.0.1', url, pass)).toBe(201)
    expect(await rows('resumes', 'cloudinary_url', url)).toEqual([{ needs_review: false }])
  })
})
