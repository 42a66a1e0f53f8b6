// The public write path on the real migrations (PGlite): one row per request, limits keyed on the
// gateway's client address plus a site-wide ceiling, honest text, and resume rows that must name a
// file the upload function recorded. Rows go in as PostgREST sends them (json_populate_recordset).
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { applyLimits } from '../../../supabase/local/limits'
import { asRole, recordUpload, someAddress, testDatabase } from '../../support/database'
import { validEnquiry, validResume } from '../../support/enquiries'

let db: PGlite
beforeAll(async () => {
  db = await testDatabase({ generous: false })
})
afterAll(() => db.close())

/** Each address's hourly limits, and its cap on rows without a write pass set to the same. */
const limits = (enquiries: number, resumes: number, perMinute: number) =>
  applyLimits(db, {
    ENQUIRY_LIMIT_PER_HOUR: String(enquiries),
    ENQUIRY_CAP_PER_HOUR: String(enquiries),
    RESUME_LIMIT_PER_HOUR: String(resumes),
    RESUME_CAP_PER_HOUR: String(resumes),
    SITE_LIMIT_PER_MINUTE: String(perMinute),
  })

/** A POST body as PostgREST inserts it: one object or an array of them, as the anon role. */
function post(table: string, body: object | object[], address = someAddress()) {
  const rows = Array.isArray(body) ? body : [body]
  const columns = Object.keys(rows[0] ?? {}).join(', ')
  return asRole(
    db,
    'anon',
    `insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
    [JSON.stringify(rows)],
    { 'cf-connecting-ip': address },
  )
}

const count = async (table: string, where = 'true', params: unknown[] = []) =>
  (await asRole(db, 'service_role', `select count(*)::int as n from ${table} where ${where}`, params)).rows[0]
    ?.n

let person = 0
/** A valid enquiry from a different person each time. */
const enquiry = (change: Record<string, unknown> = {}) => {
  person++
  return {
    ...validEnquiry,
    email: `person${person}@example.com`,
    mobile_number: `9${String(person).padStart(9, '0')}`,
    ...change,
  }
}

beforeEach(async () => {
  await limits(1000, 1000, 1000)
  await asRole(db, 'service_role', 'select 1') // a transaction boundary between tests
})

describe('one row per request from the public', () => {
  it.each([2, 10_000])('refuses an array of %i rows and stores none of them', async (size) => {
    const before = await count('form_submissions')
    const rows = Array.from({ length: size }, () => enquiry())
    await expect(post('form_submissions', rows)).rejects.toMatchObject({
      code: 'P0001',
      message: 'one_row_per_request',
    })
    expect(await count('form_submissions')).toBe(before)
  })

  it('refuses two resume rows at once', async () => {
    const urls = ['https://files.example/a.pdf', 'https://files.example/b.pdf']
    for (const url of urls) await recordUpload(db, url)
    await expect(
      post(
        'resumes',
        urls.map((url) => ({ ...validResume, cloudinary_url: url })),
      ),
    ).rejects.toMatchObject({ message: 'one_row_per_request' })
  })

  it('still stores a single valid row', async () => {
    await expect(post('form_submissions', enquiry())).resolves.toMatchObject({ affectedRows: 1 })
  })

  it('lets staff (the service role) insert several rows', async () => {
    const rows = [enquiry(), enquiry()]
    const columns = Object.keys(rows[0] ?? {}).join(', ')
    await expect(
      asRole(
        db,
        'service_role',
        `insert into form_submissions (${columns}) select ${columns} from json_populate_recordset(null::form_submissions, $1::json)`,
        [JSON.stringify(rows)],
      ),
    ).resolves.toMatchObject({ affectedRows: 2 })
  })
})

describe('honest text', () => {
  const refused: [string, Record<string, unknown>][] = [
    ['a JSON object as the name', { full_name: { first: 'Asha' } }],
    ['a JSON array as the name', { full_name: ['Asha', 'K'] }],
    ['a name of zero-width spaces', { full_name: '\u200b\u200b\u200b' }],
    ['a name of non-breaking spaces', { full_name: '\u00a0\u00a0' }],
    ['a name of variation selectors', { full_name: '\ufe0f\ufe0f' }],
    ['a name of tag characters', { full_name: '\u{e0041}\u{e0042}' }],
    ['a name of braille blanks', { full_name: '\u2800\u2800' }],
    ['a name of a lone combining mark', { full_name: '\u0301' }],
    ['an e-mail with a doubled dot', { email: 'a@b..co' }],
    ['an e-mail whose domain labels are hyphens', { email: 'a@-.-' }],
    ['an e-mail that starts with a dot', { email: '.@a.bc' }],
    ['an e-mail with a trailing dot in its local part', { email: 'asha.@example.com' }],
    ['an e-mail with a soft hyphen', { email: 'as\u00adha@example.com' }],
    ['an e-mail with a variation selector', { email: 'asha\ufe0f@example.com' }],
    ['an e-mail with a trailing newline', { email: 'asha@example.com\n' }],
    ['a name with markup', { full_name: 'Asha <b>K</b>' }],
    ['the script-bearing e-mail', { email: '"><svg/onload=alert(1)>@x.y' }],
    ['an e-mail with a quote', { email: "o'brien@example.com" }],
    ['a control character in the name', { full_name: 'Asha\u0007 K' }],
    ['a control character in the e-mail', { email: 'asha\u0001@example.com' }],
    ['a control character in the message', { message: 'Hello\u001b[31m' }],
    ['U+202E in the name', { full_name: 'Asha \u202eK' }],
    ['U+202E in the e-mail', { email: 'asha\u202e@example.com' }],
    ['U+202E in the message', { message: 'Call me \u202e' }],
    ['U+2066 in the message', { message: 'isolate \u2066x\u2069' }],
  ]
  it.each(refused)('refuses %s', async (_name, change) => {
    await expect(post('form_submissions', enquiry(change))).rejects.toMatchObject({
      code: expect.stringMatching(/^23|^22/),
    })
  })

  it.each([
    ['a Devanagari name', { full_name: 'राहुल शर्मा' }],
    ['an accented name with an apostrophe', { full_name: "José O'Brien-Núñez" }],
    ['a name of digits (a letter or a digit is enough)', { full_name: '007' }],
    ['an e-mail with dots and a hyphenated domain', { email: 'asha.k.m@mail-server.example.co.in' }],
    ['a message with line breaks and tabs', { message: 'Line one\nLine two\r\n\tIndented' }],
  ])('accepts %s', async (_name, change) => {
    await expect(post('form_submissions', enquiry(change))).resolves.toMatchObject({ affectedRows: 1 })
  })

  it('refuses a control character, U+202E, markup, a path or a foreign extension in a resume file name', async () => {
    for (const original_filename of [
      'cv\u0001x.pdf',
      'cv\u202efdp.exe',
      '<img src=x onerror=alert(1)>.pdf',
      '../../etc/passwd.pdf',
      'C:\\Users\\cv.pdf',
      'cv.pdf.exe',
      'cv\ufe0f.pdf',
    ]) {
      const url = `https://files.example/${crypto.randomUUID()}.pdf`
      await recordUpload(db, url)
      await expect(
        post('resumes', { ...validResume, cloudinary_url: url, original_filename }),
      ).rejects.toMatchObject({ code: '23514' })
    }
  })
})

describe('a resume row names a file the upload function stored', () => {
  it('refuses a row pointing to an unrecorded URL', async () => {
    await expect(
      post('resumes', { ...validResume, cloudinary_url: 'https://evil.example/payload.exe', ats_score: 100 }),
    ).rejects.toMatchObject({ code: '23503' })
    expect(await count('resumes', 'cloudinary_url = $1', ['https://evil.example/payload.exe'])).toBe(0)
  })

  it('refuses a row that gives the recorded file another type', async () => {
    const url = `https://files.example/${crypto.randomUUID()}.jpg`
    await recordUpload(db, url, 'image/jpeg')
    await expect(post('resumes', { ...validResume, cloudinary_url: url })).rejects.toMatchObject({
      code: '23503',
    })
  })

  it('stores a row for a recorded file once, and only once', async () => {
    const url = `https://files.example/${crypto.randomUUID()}.pdf`
    await recordUpload(db, url)
    await expect(post('resumes', { ...validResume, cloudinary_url: url })).resolves.toMatchObject({
      affectedRows: 1,
    })
    await expect(post('resumes', { ...validResume, cloudinary_url: url })).rejects.toMatchObject({
      code: '23505',
    })
  })

  it('gives the public no way to record a file itself', async () => {
    await expect(
      asRole(
        db,
        'anon',
        "insert into stored_uploads (url, file_type) values ('https://evil.example/x.pdf', 'application/pdf')",
      ),
    ).rejects.toMatchObject({ code: '42501' })
  })
})

describe('limits a stranger cannot aim at someone else', () => {
  it("lets B send an enquiry after a stranger at address A used up A's limit with B's e-mail", async () => {
    await limits(3, 1000, 1000)
    const b = enquiry()
    const strangerAddress = someAddress()
    for (let n = 0; n < 3; n++) await post('form_submissions', enquiry({ email: b.email }), strangerAddress)
    await expect(
      post('form_submissions', enquiry({ email: b.email }), strangerAddress),
    ).rejects.toMatchObject({
      code: 'P0001',
      message: 'enquiry_rate_limited',
    })
    await expect(post('form_submissions', b, someAddress())).resolves.toMatchObject({ affectedRows: 1 })
  })

  it('refuses the enquiry over the per-address limit, then lets another address in', async () => {
    await limits(2, 1000, 1000)
    const address = someAddress()
    await post('form_submissions', enquiry(), address)
    await post('form_submissions', enquiry(), address)
    await expect(post('form_submissions', enquiry(), address)).rejects.toMatchObject({
      message: 'enquiry_rate_limited',
    })
    await expect(post('form_submissions', enquiry(), someAddress())).resolves.toMatchObject({
      affectedRows: 1,
    })
  })

  it('counts a refused request against nothing', async () => {
    await limits(1, 1000, 1000)
    const address = someAddress()
    await expect(post('form_submissions', [enquiry(), enquiry()], address)).rejects.toBeDefined()
    await expect(post('form_submissions', enquiry(), address)).resolves.toMatchObject({ affectedRows: 1 })
  })

  it('past the site-wide mark for the minute, stores every row but marks it for review', async () => {
    await asRole(db, 'service_role', 'select 1')
    await db.query('delete from private.write_log')
    await limits(1000, 1000, 3)
    const marked = (email: string) =>
      asRole(db, 'service_role', 'select needs_review from form_submissions where email = $1', [email]).then(
        (result) => result.rows[0]?.needs_review,
      )
    const rows = Array.from({ length: 5 }, () => enquiry())
    for (const row of rows) await post('form_submissions', row)
    expect(await Promise.all(rows.map((row) => marked(row.email)))).toEqual([false, false, false, true, true])
    await db.query("update private.write_log set at = now() - interval '2 minutes'")
    const calm = enquiry()
    await post('form_submissions', calm)
    expect(await marked(calm.email)).toBe(false)
  })

  it('the public cannot mark or unmark a row itself', async () => {
    await expect(post('form_submissions', enquiry({ needs_review: false }))).rejects.toMatchObject({
      code: '42501',
    })
  })

  it('limits each network (an IPv4 /24, an IPv6 /64) as well as each address: past it, rows are marked', async () => {
    await db.query('delete from private.write_log')
    await limits(1000, 1000, 1000)
    await db.query("update private.settings set value = 3 where name = 'enquiries_per_network_per_hour'")
    const markedAfter = async (address: string) => {
      const row = enquiry()
      await expect(post('form_submissions', row, address)).resolves.toMatchObject({ affectedRows: 1 })
      const stored = await asRole(
        db,
        'service_role',
        'select needs_review from form_submissions where email = $1',
        [row.email],
      )
      return stored.rows[0]?.needs_review
    }
    try {
      for (const host of [1, 2, 3]) expect(await markedAfter(`203.0.113.${host}`)).toBe(false)
      expect(await markedAfter('203.0.113.200')).toBe(true)
      expect(await markedAfter('203.0.114.1')).toBe(false)
      for (const host of ['1', '2', '3']) expect(await markedAfter(`2001:db8:1:2::${host}`)).toBe(false)
      expect(await markedAfter('2001:db8:1:2:ffff::1')).toBe(true)
      expect(await markedAfter('2001:db8:1:3::1')).toBe(false)
    } finally {
      await db.query(
        "update private.settings set value = default_value where name = 'enquiries_per_network_per_hour'",
      )
    }
  })

  it('limits resume records per address as well', async () => {
    await limits(1000, 1, 1000)
    const address = someAddress()
    const save = async () => {
      const url = `https://files.example/${crypto.randomUUID()}.pdf`
      await recordUpload(db, url)
      return post('resumes', { ...validResume, cloudinary_url: url }, address)
    }
    await save()
    await expect(save()).rejects.toMatchObject({ message: 'resume_rate_limited' })
  })

  it('forgets what is more than an hour old', async () => {
    await limits(1, 1000, 1000)
    const address = someAddress()
    await post('form_submissions', enquiry(), address)
    await db.query("update private.write_log set at = now() - interval '61 minutes'")
    await expect(post('form_submissions', enquiry(), address)).resolves.toMatchObject({ affectedRows: 1 })
  })

  it('gives visitors no way into the settings, the log or the guard', async () => {
    for (const sql of [
      'select * from private.settings',
      "update private.settings set value = 1000000 where name = 'writes_per_minute'",
      'select * from private.write_log',
      'select private.client_address()',
    ]) {
      await expect(asRole(db, 'anon', sql)).rejects.toMatchObject({ code: '42501' })
    }
  })
})

it('stores an enquiry sent twice with the same id only once', async () => {
  const row = { ...enquiry(), id: crypto.randomUUID() }
  await post('form_submissions', row)
  await expect(post('form_submissions', row)).rejects.toMatchObject({ code: '23505' })
  expect(await count('form_submissions', 'id = $1', [row.id])).toBe(1)
})
