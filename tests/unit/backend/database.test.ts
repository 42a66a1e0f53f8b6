// The migrations on real Postgres (PGlite): what the anon role may do, and every CHECK.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../supabase/local/db'
import { asRole, insertSql, recordUpload, testDatabase } from '../../support/database'
import { validEnquiry, validResume } from '../../support/enquiries'

let db: PGlite

beforeAll(async () => {
  db = await testDatabase()
})
afterAll(() => db.close())

const as = (role: 'anon' | 'service_role', sql: string, params: unknown[] = []) =>
  asRole(db, role, sql, params)

const insertAsAnon = (table: string, row: Record<string, unknown>) => {
  const { sql, params } = insertSql(table, row)
  return as('anon', sql, params)
}

describe('the anon role', () => {
  it('can insert a valid enquiry and a valid resume', async () => {
    await expect(insertAsAnon('form_submissions', validEnquiry)).resolves.toMatchObject({ affectedRows: 1 })
    await recordUpload(db, validResume.cloudinary_url)
    await expect(insertAsAnon('resumes', validResume)).resolves.toMatchObject({ affectedRows: 1 })
  })

  it.each([
    ['select', 'select * from form_submissions'],
    ['select resumes', 'select * from resumes'],
    ['update', "update form_submissions set full_name = 'X'"],
    ['delete', 'delete from resumes'],
    ['truncate', 'truncate form_submissions'],
  ])('cannot %s', async (_name, sql) => {
    await expect(as('anon', sql)).rejects.toMatchObject({ code: '42501' })
  })

  it('cannot read back through insert … returning', async () => {
    const { sql, params } = insertSql('form_submissions', validEnquiry)
    await expect(as('anon', `${sql} returning *`, params)).rejects.toMatchObject({ code: '42501' })
  })

  it('can link an enquiry to the resume it saved, and only to a resume that exists', async () => {
    const resume = {
      ...validResume,
      id: randomUUID(),
      cloudinary_url: `${validResume.cloudinary_url}?review`,
    }
    await recordUpload(db, resume.cloudinary_url)
    await insertAsAnon('resumes', resume)
    const review = { ...validEnquiry, email: 'review@example.com', resume_id: resume.id }
    await expect(insertAsAnon('form_submissions', review)).resolves.toMatchObject({ affectedRows: 1 })
    const { rows } = await as(
      'service_role',
      'select r.original_filename from form_submissions f join resumes r on r.id = f.resume_id where f.email = $1',
      [review.email],
    )
    expect(rows).toEqual([{ original_filename: validResume.original_filename }])
    await expect(
      insertAsAnon('form_submissions', { ...review, resume_id: randomUUID() }),
    ).rejects.toMatchObject({ code: '23503' })
  })

  it('cannot choose the id or the timestamp', async () => {
    await expect(
      insertAsAnon('form_submissions', { ...validEnquiry, created_at: '2000-01-01' }),
    ).rejects.toMatchObject({
      code: '42501',
    })
  })

  it('names the form an enquiry came from, one the site has, and can say nothing of its mail', async () => {
    for (const source of ['home', 'contact', 'review']) {
      await expect(insertAsAnon('form_submissions', { ...validEnquiry, source })).resolves.toMatchObject({
        affectedRows: 1,
      })
    }
    await expect(
      insertAsAnon('form_submissions', { ...validEnquiry, source: 'admin' }),
    ).rejects.toMatchObject({
      code: '23514',
    })
    for (const column of [
      'notified_at',
      'notify_attempts',
      'notify_error',
      'notify_lease_until',
      'notify_after',
    ]) {
      const value = column === 'notify_attempts' ? 9 : column === 'notify_error' ? 'x' : '2000-01-01'
      await expect(
        insertAsAnon('form_submissions', { ...validEnquiry, [column]: value }),
        column,
      ).rejects.toMatchObject({ code: '42501' })
    }
  })

  it.each([
    'select * from claim_leads(10, 120)',
    `select lead_notified('${randomUUID()}')`,
    `select lead_not_notified('${randomUUID()}', 'x', 60)`,
    'select * from review_summary_due(600, 60, 500)',
    `select review_summary_sent('["00000000-0000-4000-8000-000000000000"]')`,
  ])('cannot call the outbox: %s', async (sql) => {
    await expect(as('anon', sql)).rejects.toMatchObject({ code: '42501' })
  })

  it.each([
    "select issue_write_pass('forged', 3600, '203.0.113.1')",
    "select challenge_work('203.0.113.1')",
    'select * from private.write_passes',
    'select private.spend_write_pass()',
  ])('cannot issue, read or spend write passes but by sending one: %s', async (sql) => {
    await expect(as('anon', sql)).rejects.toMatchObject({ code: '42501' })
  })
})

describe('the service role', () => {
  it('reads what was stored, message included', async () => {
    const { rows } = await as('service_role', 'select * from form_submissions where email = $1', [
      validEnquiry.email,
    ])
    expect(rows[0]).toMatchObject(validEnquiry)
    expect(rows[0]?.created_at).toBeInstanceOf(Date)
  })
})

const enquiryRules: [string, Record<string, unknown>][] = [
  ['blank name', { full_name: '   ' }],
  ['name over 100 characters', { full_name: 'A'.repeat(101) }],
  ['mobile with 9 digits', { mobile_number: '987654321' }],
  ['mobile with 11 digits', { mobile_number: '98765432101' }],
  ['mobile with letters', { mobile_number: '98765abcde' }],
  ['e-mail without @', { email: 'asha.example.com' }],
  ['e-mail without a dot after @', { email: 'asha@example' }],
  ['e-mail with a space', { email: 'asha k@example.com' }],
  ['e-mail over 254 characters', { email: `${'a'.repeat(250)}@x.co` }],
  ['immigration type not offered', { immigration_type: 'Golden Visa' }],
  ['country code not offered', { country_code: '+7' }],
  ['message over 2000 characters', { message: 'x'.repeat(2001) }],
  ['missing name', { full_name: null }],
]

describe.each(enquiryRules)('an enquiry with %s', (_rule, change) => {
  it('is refused', async () => {
    await expect(insertAsAnon('form_submissions', { ...validEnquiry, ...change })).rejects.toMatchObject({
      code: expect.stringMatching(/^23/),
    })
  })
})

const resumeRules: [string, Record<string, unknown>][] = [
  ['score below 0', { ats_score: -1 }],
  ['score above 100', { ats_score: 101 }],
  ['file type not accepted', { file_type: 'text/plain' }],
  ['URL that is not http(s)', { cloudinary_url: 'javascript:alert(1)' }],
  ['URL over 2048 characters', { cloudinary_url: `https://x.example/${'a'.repeat(2040)}` }],
  ['empty file name', { original_filename: '' }],
  ['file name over 255 characters', { original_filename: `${'a'.repeat(252)}.pdf` }],
]

describe.each(resumeRules)('a resume with %s', (_rule, change) => {
  it('is refused', async () => {
    await expect(insertAsAnon('resumes', { ...validResume, ...change })).rejects.toMatchObject({
      code: expect.stringMatching(/^23/),
    })
  })
})

it('offers the twelve immigration types of the two forms and the six country codes', async () => {
  const offered = [
    'Permanent Residency (PR)',
    'Student Visa',
    'Work Visa',
    'Business/Investment Visa',
    'Family Visa',
    'Tourist Visa',
    'Express Entry',
    'Provincial Nominee Program (PNP)',
    'Study Visa',
    'Family Sponsorship',
    'Business/Investor Visa',
    'Tourist/Visitor Visa',
  ]
  for (const [index, immigration_type] of offered.entries()) {
    const country_code = ['+91', '+1', '+44', '+61', '+49', '+33'][index % 6]
    // A different person each time: one person may send only 3 enquiries an hour.
    const person = {
      email: `type${index}@example.com`,
      mobile_number: `90000000${String(index).padStart(2, '0')}`,
    }
    await expect(
      insertAsAnon('form_submissions', { ...validEnquiry, ...person, immigration_type, country_code }),
    ).resolves.toMatchObject({ affectedRows: 1 })
  }
})

// Opening a database on disk runs initdb and every migration: seconds on an idle machine, past a
// minute on a loaded one (a one-core load beside the suite met the 60 s default), so it has its own limit.
it('applies each migration once, however often a stored database is opened', {
  timeout: 180_000,
}, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'db-'))
  const first = await openDatabase(dir)
  await first.query(insertSql('form_submissions', validEnquiry).sql, Object.values(validEnquiry))
  await first.close()
  // Opened again: no migration runs twice (a second CREATE TABLE would fail), and the row is kept.
  const again = await openDatabase(dir)
  const { rows } = await again.query<{ count: number }>('select count(*)::int as count from form_submissions')
  await again.close()
  expect(rows[0]?.count).toBe(1)
  rmSync(dir, { recursive: true, force: true })
})
