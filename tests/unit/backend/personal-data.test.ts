// Issue 38 in the database: consent that is opt-in, stored the same by both paths with the database's
// own time; and retention that runs, on a clock the test sets: exactly what is past its period is
// erased, resumes with their files, and each erasure is logged without personal data.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { noticeVersion, processingLogMonths, retentionDefaults } from '@shared/personal-data.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localRetention } from '../../../supabase/local/retention'
import { startBackend } from '../../../supabase/local/start'
import { pdfWithText } from '../../support/files'
import { generousLimits, localBackend } from '../../support/local-backend'

const site = 'https://dreamborder.example'
const day = 24 * 60 * 60 * 1000

const enquiry = (email: string) => ({
  full_name: 'Asha Kulkarni',
  mobile_number: '9876543210',
  email,
  immigration_type: 'Work Visa',
  country_code: '+91',
  message: null,
})

let backend: Awaited<ReturnType<typeof localBackend>>
beforeAll(async () => {
  backend = await localBackend(generousLimits, { siteOrigins: [site] })
})
afterAll(() => backend.close())

const stored = async (email: string) => {
  const { data, error } = await backend.service
    .from('form_submissions')
    .select('marketing_consent, consent_version, consented_at')
    .eq('email', email)
  expect(error).toBeNull()
  return data ?? []
}

describe('consent that is opt-in', () => {
  const viaForm = (email: string, ticked: boolean) =>
    fetch(`${backend.url}/functions/v1/enquiry`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        form: 'home',
        fullName: 'Asha Kulkarni',
        email,
        countryCode: '+91',
        mobileNumber: '9876543210',
        immigrationType: 'Work Visa',
        ...(ticked ? { marketingConsent: 'yes' } : {}),
      }).toString(),
    })

  it('the form path stores the box as ticked or not, with the notice’s version and the time only when ticked', async () => {
    expect((await viaForm('left@example.com', false)).status).toBe(303)
    expect((await viaForm('ticked@example.com', true)).status).toBe(303)
    expect(await stored('left@example.com')).toEqual([
      { marketing_consent: false, consent_version: noticeVersion, consented_at: null },
    ])
    const [ticked] = await stored('ticked@example.com')
    expect(ticked).toMatchObject({ marketing_consent: true, consent_version: noticeVersion })
    expect(Date.now() - Date.parse(String(ticked?.consented_at))).toBeLessThan(60_000)
  })

  it('the script path stores the same, and false when a sender names nothing', async () => {
    const send = (row: object) => backend.anon.from('form_submissions').insert(row)
    expect((await send(enquiry('script-none@example.com'))).error).toBeNull()
    expect(
      (
        await send({
          ...enquiry('script-ticked@example.com'),
          marketing_consent: true,
          consent_version: noticeVersion,
        })
      ).error,
    ).toBeNull()
    expect(await stored('script-none@example.com')).toEqual([
      { marketing_consent: false, consent_version: null, consented_at: null },
    ])
    expect((await stored('script-ticked@example.com'))[0]?.consented_at).not.toBeNull()
  })

  it('the time of a consent is the database’s: a sender cannot write it', async () => {
    const { error } = await backend.anon.from('form_submissions').insert({
      ...enquiry('backdated@example.com'),
      marketing_consent: true,
      consented_at: '2020-01-01T00:00:00Z',
    })
    expect(error).not.toBeNull()
  })
})

describe('retention that runs', () => {
  it('the database’s settings start from the periods the notice states', async () => {
    const { rows } = await backend.db.query<{ name: string; default_value: number }>(
      `select name, default_value from private.settings where name like '%retention_months' order by name`,
    )
    expect(rows).toEqual([
      { name: 'enquiry_retention_months', default_value: retentionDefaults.enquiryMonths },
      { name: 'resume_retention_months', default_value: retentionDefaults.resumeMonths },
    ])
    const migration = readFileSync(
      join(import.meta.dirname, '../../../supabase/migrations/20261126020000_personal_data.sql'),
      'utf8',
    )
    expect(migration).toContain(`make_interval(months => ${processingLogMonths})`)
  })

  it('a malformed period stops the start, naming its setting', async () => {
    await expect(
      startBackend({ port: 1, env: { ...generousLimits, RESUME_RETENTION_MONTHS: 'a year' } }),
    ).rejects.toThrow('RESUME_RETENTION_MONTHS must be a whole number above 0, not "a year"')
  })

  it('erases exactly the enquiries past 24 months and the resumes (and files) past 12, and logs them without personal data', async () => {
    const now = Date.parse('2028-06-15T12:00:00Z')
    const monthsAgo = (months: number, days = 0) => {
      const at = new Date(now)
      at.setUTCMonth(at.getUTCMonth() - months)
      return new Date(at.getTime() - days * day).toISOString()
    }
    const pdf = await pdfWithText([['Retention test']])
    const upload = async (name: string) => {
      const form = new FormData()
      form.append('file', new Blob([pdf as BlobPart], { type: 'application/pdf' }), name)
      const response = await fetch(`${backend.url}/functions/v1/upload-to-cloudinary`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${backend.keys.anonKey}`, apikey: backend.keys.anonKey },
        body: form,
      })
      return ((await response.json()) as { url: string }).url
    }
    const resume = async (name: string, createdAt: string) => {
      const url = await upload(name)
      const { error } = await backend.service
        .from('resumes')
        .insert({ cloudinary_url: url, original_filename: name, file_type: 'application/pdf', ats_score: 70 })
      expect(error).toBeNull()
      // Stored and uploaded as long ago as the test says.
      const { rows } = await backend.db.query<{ id: string }>(
        'update public.resumes set created_at = $1 where cloudinary_url = $2 returning id',
        [createdAt, url],
      )
      await backend.db.query('update public.stored_uploads set stored_at = $1 where url = $2', [
        createdAt,
        url,
      ])
      return {
        id: rows[0]?.id as string,
        file: join(backend.uploadsDir, decodeURIComponent(url.split('/').pop() ?? '')),
      }
    }
    const lead = async (email: string, createdAt: string, resumeId?: string) => {
      const { error } = await backend.service.from('form_submissions').insert({
        ...enquiry(email),
        created_at: createdAt,
        resume_id: resumeId ?? null,
        notified_at: createdAt,
      })
      expect(error).toBeNull()
    }
    const oldResume = await resume('old.pdf', monthsAgo(12, 1))
    const keptResume = await resume('kept.pdf', monthsAgo(11, 27))
    await lead('old-enquiry@example.com', monthsAgo(24, 1))
    await lead('reviewed@example.com', monthsAgo(12, 1), oldResume.id)
    await lead('kept-enquiry@example.com', monthsAgo(23, 27))

    const erased = await localRetention(backend.db, backend.uploadsDir, () => now)()
    expect(erased).toMatchObject({ enquiries: 1, resumes: 1, files: 1 })

    const { rows: leads } = await backend.db.query<{ email: string; resume_id: string | null }>(
      `select email, resume_id from public.form_submissions where email like '%enquiry@example.com' or email = 'reviewed@example.com' order by email`,
    )
    expect(leads).toEqual([
      { email: 'kept-enquiry@example.com', resume_id: null },
      // The enquiry outlives its resume: it keeps its own 24 months, without the resume.
      { email: 'reviewed@example.com', resume_id: null },
    ])
    const { rows: resumes } = await backend.db.query<{ id: string }>('select id from public.resumes')
    expect(resumes.map((row) => row.id)).toEqual([keptResume.id])
    expect(existsSync(oldResume.file)).toBe(false)
    expect(existsSync(keptResume.file)).toBe(true)

    const { rows: log } = await backend.db.query<Record<string, string>>(
      `select record_kind, action, reason, subject_hash, at from private.processing_log where at = $1 order by record_kind`,
      [new Date(now).toISOString()],
    )
    expect(log.map(({ record_kind, action, reason }) => [record_kind, action, reason])).toEqual([
      ['enquiry', 'erased', 'retention'],
      ['resume', 'erased', 'retention'],
    ])
    const logText = JSON.stringify(log)
    for (const personal of ['old-enquiry', 'reviewed', 'Asha', '9876543210', 'old.pdf'])
      expect(logText).not.toContain(personal)
    for (const entry of log) expect(entry.subject_hash).toMatch(/^[0-9a-f]{64}$/)

    // Run again the next day: nothing more is past its period.
    expect(await localRetention(backend.db, backend.uploadsDir, () => now + day)()).toMatchObject({
      enquiries: 0,
      resumes: 0,
      files: 0,
    })
    // A year on, the log itself is gone.
    const yearOn = await localRetention(backend.db, backend.uploadsDir, () => now + 367 * day)()
    expect(yearOn.logEntriesDropped).toBeGreaterThanOrEqual(2)
  })
})
