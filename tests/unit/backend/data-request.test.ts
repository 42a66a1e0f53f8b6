// /your-data's function against the local backend and its database (issue 38, item 4): the same answer
// whether or not the firm holds an address; a link only in a mail to a held address, stored only as its
// hash, valid once and for an hour; opening it changes nothing; the button (a POST from the site) alone
// acts: a copy shown, contact stopped, or everything erased with the files, logged without personal
// data, and the firm told. No request is refused for its number (issue 51): a mailbox gets one link per
// request while it works (data-request-fairness.test.ts: strangers, floods, the mail server down).
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { messagesIn } from '@shared/messages.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newToken, tokenHash } from '../../../supabase/functions/_shared/data-link'
import { tokenCookie } from '../../../supabase/functions/data-request/handler'
import { localRetention } from '../../../supabase/local/retention'
import { pdfWithText } from '../../support/files'
import { generousLimits, localBackend } from '../../support/local-backend'

const site = 'https://dreamborder.example'
const m = messagesIn('en')

let backend: Awaited<ReturnType<typeof localBackend>>
beforeAll(async () => {
  backend = await localBackend(generousLimits, { siteOrigins: [site] })
})
afterAll(() => backend.close())

const fn = () => `${backend.url}/functions/v1/data-request`

const ask = (email: string, request: string, language = 'en') =>
  fetch(fn(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site },
    body: new URLSearchParams({ email, request, language }).toString(),
  })

const mailsTo = (email: string) => backend.mailbox.filter((mail) => mail.to.includes(email))

/** The link in the one mail to this address. */
async function linkFor(email: string): Promise<string> {
  await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(1)
  const link = /https?:\/\/\S+data-request\?token=\S+/.exec(mailsTo(email)[0]?.text ?? '')?.[0]
  expect(link).toBeDefined()
  return link as string
}

const open = (link: string) => fetch(link, { redirect: 'manual' })

const press = (cookie: string, request: string, origin: string | null = site) =>
  fetch(`${fn()}?confirm`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(origin ? { Origin: origin } : {}),
      Cookie: cookie,
    },
    body: new URLSearchParams({ request, language: 'en' }).toString(),
  })

/** The cookie the link sets, as the browser sends it back. */
const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] as string

let mobile = 9000000000
async function enquiry(email: string, extra: Record<string, unknown> = {}) {
  mobile++
  const { error } = await backend.service.from('form_submissions').insert({
    full_name: 'Asha Kulkarni',
    mobile_number: String(mobile),
    email,
    immigration_type: 'Work Visa',
    country_code: '+91',
    message: 'Hoping to move to Canada.',
    notified_at: new Date().toISOString(),
    ...extra,
  })
  expect(error).toBeNull()
}

async function resume(name: string) {
  const pdf = await pdfWithText([['Data request test']])
  const form = new FormData()
  form.append('file', new Blob([pdf as BlobPart], { type: 'application/pdf' }), name)
  const response = await fetch(`${backend.url}/functions/v1/upload-to-cloudinary`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${backend.keys.anonKey}`, apikey: backend.keys.anonKey },
    body: form,
  })
  const { url } = (await response.json()) as { url: string }
  const { error } = await backend.service
    .from('resumes')
    .insert({ cloudinary_url: url, original_filename: name, file_type: 'application/pdf', ats_score: 72 })
  expect(error).toBeNull()
  const { rows } = await backend.db.query<{ id: string }>(
    'select id from public.resumes where cloudinary_url = $1',
    [url],
  )
  const file = join(backend.uploadsDir, decodeURIComponent(url.split('/').pop() ?? ''))
  return { id: rows[0]?.id as string, url, file }
}

const rowsFor = async (email: string) =>
  (
    await backend.db.query<Record<string, unknown>>(
      'select * from public.form_submissions where email = $1 order by created_at',
      [email],
    )
  ).rows

describe('asking for a link', () => {
  it('answers the same words whether or not the address is held, and mails only a held one', async () => {
    await enquiry('held@example.com')
    const [held, unknown] = await Promise.all([
      ask('held@example.com', 'copy'),
      ask('nobody@example.com', 'copy'),
    ])
    expect(held.status).toBe(200)
    expect(unknown.status).toBe(200)
    const [heldPage, unknownPage] = [await held.text(), await unknown.text()]
    expect(heldPage).toBe(unknownPage)
    expect(heldPage).toContain(m('dataRequest.pages.sent.lead'))
    await linkFor('held@example.com')
    expect(mailsTo('nobody@example.com')).toHaveLength(0)
  })

  it('keeps the link only as its hash: the token from the mail is nowhere in the database', async () => {
    await enquiry('hash@example.com')
    await ask('hash@example.com', 'erase')
    const token = new URL(await linkFor('hash@example.com')).searchParams.get('token') as string
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/) // 256 bits
    const { rows } = await backend.db.query<Record<string, unknown>>('select * from private.data_requests')
    expect(JSON.stringify(rows)).not.toContain(token)
    const hash = createHash('sha256').update(token).digest('hex')
    expect(await tokenHash(token)).toBe(hash)
    expect(rows.some((row) => row.token_hash === hash)).toBe(true)
    // Nothing about an address the firm does not hold but its salted hash.
    expect(JSON.stringify(rows)).not.toContain('nobody@example.com')
  })

  it('refuses a malformed address or request with its message, and stores nothing', async () => {
    const page = await (await ask('not-an-address', 'copy')).text()
    expect(page).toContain(m('dataRequest.messages.email'))
    const noRequest = await ask('held@example.com', 'everything')
    expect(noRequest.status).toBe(400)
    expect(await noRequest.text()).toContain(m('dataRequest.messages.request'))
  })

  it('answers every request, held or not, with the same page, and mails one link per request while it works', async () => {
    const email = 'again@example.com'
    await enquiry(email)
    const pages = []
    for (const request of ['copy', 'copy', 'copy', 'copy', 'stop', 'stop']) {
      const response = await ask(email, request)
      expect(response.status).toBe(200)
      pages.push(await response.text())
    }
    for (let i = 0; i < 4; i++) {
      const response = await ask('not-held-again@example.com', 'copy')
      expect(response.status).toBe(200)
      pages.push(await response.text())
    }
    expect(new Set(pages).size).toBe(1)
    // One link for the copy, one for the stop: the later requests found a working link in the mailbox.
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(2)
    const copyLink =
      mailsTo(email).find((mail) => mail.text.includes(m('dataRequest.requests.copy')))?.text ?? ''
    const link = /https?:\/\/\S+data-request\?token=\S+/.exec(copyLink)?.[0] as string
    // Once that link is used, a new request for a copy gets a new one.
    expect((await press(cookieOf(await open(link)), 'copy')).status).toBe(200)
    await ask(email, 'copy')
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(3)
    // Nothing is kept of a request about an address the firm does not hold.
    const { rows } = await backend.db.query('select email from private.data_requests')
    expect(JSON.stringify(rows)).not.toContain('not-held-again')
  })
})

describe('the link and its button', () => {
  it('erase: opening changes nothing; the button from the site removes the rows and the file, once, logs it and tells the firm', async () => {
    const email = 'erase-me@example.com'
    const { id, file } = await resume('erase-me.pdf')
    await enquiry(email)
    await enquiry(email, { resume_id: id, source: 'review' })
    expect(existsSync(file)).toBe(true)
    await ask(email, 'erase')
    const opened = await open(await linkFor(email))
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(`${site}/your-data/confirm#erase`)
    const setCookie = opened.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(
      new RegExp(
        `^${tokenCookie}=[A-Za-z0-9_-]{43}; Path=/functions/v1/data-request; Max-Age=3600; HttpOnly; Secure; SameSite=None`,
      ),
    )
    // Opened twice (a scanner, then the visitor): still nothing has changed.
    await open(await linkFor(email))
    expect(await rowsFor(email)).toHaveLength(2)

    const cookie = cookieOf(opened)
    expect((await press(cookie, 'erase', null)).status).toBe(403)
    expect((await press(cookie, 'erase', 'https://elsewhere.example')).status).toBe(403)
    expect((await press(cookie, 'copy')).status).toBe(400)
    expect(await rowsFor(email)).toHaveLength(2)

    const firmMailsBefore = backend.mailbox.length
    const done = await press(cookie, 'erase')
    expect(done.status).toBe(200)
    const page = await done.text()
    expect(page).toContain(m('dataRequest.pages.erased.title'))
    expect(page).toContain('(2)')
    // The erasure record is kept ahead of the Rules, which name their day.
    expect(page).toContain('Rules require such a record from 13 May 2027.')
    expect(done.headers.get('set-cookie')).toContain('Max-Age=0')
    expect(await rowsFor(email)).toHaveLength(0)
    expect((await backend.db.query('select 1 from public.resumes where id = $1', [id])).rows).toHaveLength(0)
    expect(existsSync(file)).toBe(false)

    const { rows: log } = await backend.db.query<Record<string, string>>(
      "select record_kind, action, reason, subject_hash from private.processing_log where reason = 'request' and action = 'erased' order by record_kind",
    )
    expect(log.map((entry) => [entry.record_kind, entry.action])).toEqual([
      ['enquiry', 'erased'],
      ['enquiry', 'erased'],
      ['resume', 'erased'],
    ])
    expect(JSON.stringify(log)).not.toContain(email)
    // Nothing of the address is left with the request either.
    const { rows: requests } = await backend.db.query('select * from private.data_requests')
    expect(JSON.stringify(requests)).not.toContain(email)

    await expect.poll(() => backend.mailbox.length, { timeout: 10_000 }).toBeGreaterThan(firmMailsBefore)
    const told = backend.mailbox.slice(firmMailsBefore).find((mail) => /erased/.test(mail.subject))
    expect(told?.text).toContain('2 enquiries and 1 resumes')
    expect(told?.text).not.toContain(email)
    expect(told?.text).not.toContain('Asha')

    // The same link a second time is refused, and says so.
    const again = await press(cookie, 'erase')
    expect(again.status).toBe(410)
    expect(await again.text()).toContain(m('dataRequest.pages.expired.title'))
    expect((await open(await linkFor(email))).headers.get('location')).toBe(
      `${site}/your-data/confirm#expired`,
    )
  })

  it('stop: marks every row and clears the updates box; the firm is told the address', async () => {
    const email = 'stop-me@example.com'
    await enquiry(email, { marketing_consent: true })
    await enquiry(email)
    await ask(email, 'stop', 'hi')
    const link = await linkFor(email)
    expect(mailsTo(email)[0]?.subject).not.toBe(m('dataRequest.mail.subject')) // in Hindi
    const opened = await open(link)
    expect(opened.headers.get('location')).toBe(`${site}/hi/your-data/confirm#stop`)
    const before = backend.mailbox.length
    const done = await press(cookieOf(opened), 'stop')
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('lang="hi"')
    const rows = await rowsFor(email)
    expect(rows.map((row) => [row.marketing_consent, row.contact_withdrawn_at !== null])).toEqual([
      [false, true],
      [false, true],
    ])
    await expect.poll(() => backend.mailbox.length, { timeout: 10_000 }).toBeGreaterThan(before)
    const told = backend.mailbox.slice(before).find((mail) => /not to be contacted/.test(mail.subject))
    expect(told?.text).toContain(email)
  })

  it('copy: shows every row held for the address, the resume file as a link, and nothing of anyone else', async () => {
    const email = 'copy-me@example.com'
    const { id, url } = await resume('copy-me.pdf')
    await enquiry(email, { message: 'Please call after 6 pm.' })
    await enquiry(email, { resume_id: id, source: 'review' })
    await enquiry('someone-else@example.com', { message: 'Not for the other visitor' })
    await ask(email, 'copy')
    const opened = await open(await linkFor(email))
    const page = await (await press(cookieOf(opened), 'copy')).text()
    expect(page).toContain(m('dataRequest.pages.copy.title'))
    expect(page).toContain('Please call after 6 pm.')
    expect(page.match(/Asha Kulkarni/g)).toHaveLength(2)
    expect(page).toContain(`href="${url}"`)
    expect(page).not.toContain('Not for the other visitor')
    expect(await rowsFor(email)).toHaveLength(2)
  })

  it('refuses an expired link, and an unknown or malformed one, without changing anything', async () => {
    const email = 'late@example.com'
    await enquiry(email)
    await ask(email, 'erase')
    const link = await linkFor(email)
    const token = new URL(link).searchParams.get('token') as string
    await backend.db.query(
      "update private.data_requests set expires_at = now() - interval '1 second' where token_hash = $1",
      [await tokenHash(token)],
    )
    expect((await open(link)).headers.get('location')).toBe(`${site}/your-data/confirm#expired`)
    expect((await press(`${tokenCookie}=${token}`, 'erase')).status).toBe(410)
    expect((await press(`${tokenCookie}=${newToken()}`, 'erase')).status).toBe(410)
    expect((await press(`${tokenCookie}=not-a-token`, 'erase')).status).toBe(410)
    expect((await open(`${fn()}?token=${newToken()}&language=mr`)).headers.get('location')).toBe(
      `${site}/mr/your-data/confirm#expired`,
    )
    expect(await rowsFor(email)).toHaveLength(1)
  })
})

describe('what is kept of a request', () => {
  it('is forgotten, with the address it held, by the daily job a day after it was made', async () => {
    await enquiry('forgotten@example.com')
    await ask('forgotten@example.com', 'copy')
    const count = async () =>
      Number(
        (await backend.db.query<{ n: string }>('select count(*) as n from private.data_requests')).rows[0]?.n,
      )
    expect(await count()).toBeGreaterThan(0)
    const dayAndMinute = 24 * 60 * 60 * 1000 + 60_000
    await localRetention(backend.db, backend.uploadsDir, () => Date.now() + dayAndMinute - 120_000)()
    expect(await count()).toBeGreaterThan(0)
    const { dataRequests } = await localRetention(
      backend.db,
      backend.uploadsDir,
      () => Date.now() + dayAndMinute,
    )()
    expect(dataRequests).toBeGreaterThan(0)
    expect(await count()).toBe(0)
  })
})
