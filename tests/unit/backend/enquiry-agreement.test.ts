// The browser's rules and the database's CHECK constraints agree: whatever the form accepts the
// table stores, and whatever the table refuses the form refuses too (for the fields they share).
import type { PGlite } from '@electric-sql/pglite'
import { normalEmail } from '@shared/email-address.ts'
import {
  checkEnquiry,
  type EnquiryForm,
  type EnquiryOptions,
  type FormVariant,
} from '@shared/enquiry-rules.ts'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { copyIn } from '../../../content/copy'
import type { Enquiry } from '../../../lib/backend/contract'
import { noticeVersion } from '../../../supabase/functions/_shared/personal-data'
import { openDatabase } from '../../../supabase/local/db'

const { enquiryForms } = copyIn('en')

let db: PGlite
beforeAll(async () => {
  db = await openDatabase()
})
afterAll(() => db.close())

async function databaseAccepts(row: Enquiry): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await tx.exec('set local role anon')
      await tx.query(
        'insert into form_submissions (full_name, mobile_number, email, immigration_type, country_code, message) values ($1, $2, $3, $4, $5, $6)',
        [row.full_name, row.mobile_number, row.email, row.immigration_type, row.country_code, row.message],
      )
      throw new Rollback()
    })
  } catch (error) {
    if (error instanceof Rollback) return true
    // 23…: a CHECK refused it; 22…: Postgres cannot hold it as text at all (a NUL character).
    if (/^2[23]/.test((error as { code?: string }).code ?? '')) return false
    throw error
  }
  return true
}
class Rollback extends Error {}

/** Names and e-mails an attacker or a careless paste would send (issue: honest text). */
const trickyNames = [
  'Priya Sharma',
  '  Ravi  ',
  ' ',
  '\u200b\u200b',
  '\u00a0\u00a0',
  'राहुल शर्मा',
  "José O'Brien",
  '{"first":"Asha"}',
  '12345',
  'Asha \u202eK',
  'Asha\u0007',
  'true',
  // NUL, which Postgres text cannot hold (a fast-check run found the form accepting it).
  '\u0000',
  'Asha\u0000',
]
const trickyEmails = [
  'a@b.co',
  'A@B.CO',
  '\u212Aavita@example.com',
  'राहुल@उदाहरण.भारत',
  'asha@उदाहरण.भारत',
  'a @b.co',
  'a@b',
  '@b.co',
  '"><svg/onload=alert(1)>@x.y',
  "o'b@x.co",
  'a\u202e@b.co',
  '\u0000@example.com',
]

const formArbitrary = (variant: FormVariant) => {
  const form = enquiryForms[variant]
  return fc.record<EnquiryForm>({
    fullName: fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom(...trickyNames),
    ),
    email: fc.oneof(
      fc.emailAddress(),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 16 }).map((part) => `${part}@example.com`),
      fc.constantFrom(...trickyEmails),
    ),
    mobileNumber: fc.oneof(fc.stringMatching(/^[0-9]{9,11}$/), fc.string({ maxLength: 12 })),
    countryCode: fc.oneof(
      fc.constantFrom(...form.countryCodes.map((option) => option.code)),
      fc.constantFrom('+7', ''),
    ),
    immigrationType: fc.oneof(fc.constantFrom(...form.immigrationTypes), fc.constantFrom('', 'Golden Visa')),
    message: fc.oneof(
      fc.string({ maxLength: 50 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.string({ minLength: 1990, maxLength: 2010 }),
      fc.constantFrom('Line one\nLine two\r\n\tthree', 'Call \u202eme', 'Bell\u0007'),
    ),
  })
}

for (const variant of ['home', 'contact'] as const) {
  const options: EnquiryOptions = {
    immigrationTypes: enquiryForms[variant].immigrationTypes,
    countryCodes: enquiryForms[variant].countryCodes.map((option) => option.code),
    messages: enquiryForms[variant].messages,
  }

  it(`${variant}: every enquiry the form accepts, the database stores`, async () => {
    await fc.assert(
      fc.asyncProperty(formArbitrary(variant), async (form) => {
        const result = checkEnquiry(variant, options, form)
        if (result.ok) expect(await databaseAccepts(result.enquiry)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it(`${variant}: what the database refuses, the form refuses`, async () => {
    await fc.assert(
      fc.asyncProperty(formArbitrary(variant), async (form) => {
        const row = {
          full_name: form.fullName.trim(),
          mobile_number: form.mobileNumber,
          // The address as the form would send it: in its one spelling, where it has one.
          email: normalEmail(form.email) ?? form.email.trim(),
          immigration_type: form.immigrationType,
          country_code: form.countryCode,
          message: form.message?.trim() || null,
          language: 'en' as const,
          marketing_consent: false,
          consent_version: noticeVersion,
        }
        // The database allows every type of both forms; the form only its own, so compare within them.
        fc.pre(
          options.immigrationTypes.includes(form.immigrationType) &&
            options.countryCodes.includes(form.countryCode),
        )
        if (!(await databaseAccepts(row))) expect(checkEnquiry(variant, options, form).ok).toBe(false)
      }),
      { numRuns: 300 },
    )
  })
}
