// One table of hostile and honest text, refused or accepted alike by the forms' rules (the browser and
// the enquiry function share them) and by the database's constraints, which text-classes.ts writes.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { enquiryOptions, enquiryWordsIn } from '@shared/enquiry-copy.ts'
import { checkEnquiry, type EnquiryForm } from '@shared/enquiry-rules.ts'
import { sanitizeFileName } from '@shared/file-name.ts'
import {
  emailShape,
  fileNameExtension,
  fileNameForbidden,
  nameForbidden,
  nameHasLetterOrDigit,
} from '@shared/text-classes.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asRole, insertSql, recordUpload, testDatabase } from '../support/database'
import { validEnquiry, validResume } from '../support/enquiries'

const migration = readFileSync(
  join(import.meta.dirname, '../../supabase/migrations/20261125020000_honest_text.sql'),
  'utf8',
)

it('the migration states exactly the patterns the forms use', () => {
  const quoted = (pattern: string) => `'${pattern.replace(/'/g, "''")}'`
  for (const pattern of [
    nameForbidden,
    nameHasLetterOrDigit,
    emailShape,
    fileNameForbidden,
    fileNameExtension,
  ]) {
    expect(migration).toContain(quoted(pattern.sql))
  }
})

/** [what it is, the name or e-mail, whether it is accepted] */
const names: [string, string, boolean][] = [
  ['a Latin name', 'Priya Sharma', true],
  ['a Devanagari name', 'राहुल शर्मा', true],
  ['an accented name', "José O'Brien-Núñez", true],
  ['a name of digits', '007', true],
  ['a letter and a variation selector', 'A\ufe0f', true],
  ['variation selectors only', '\ufe0f\ufe0e', false],
  ['tag characters only', '\u{e0041}\u{e0042}', false],
  ['braille blanks only', '\u2800\u2800', false],
  ['a lone combining mark', '\u0301', false],
  ['zero-width spaces only', '\u200b\u200c', false],
  ['punctuation only', '-.-', false],
  ['markup', 'Asha <b>K</b>', false],
  ['a JSON object', '{"a":1}', false],
  ['a right-to-left override', 'Asha \u202eK', false],
]

// (A trailing newline the form trims before it sends; the table refuses one sent to it directly:
// public-write-path.test.ts.)
const emails: [string, string, boolean][] = [
  ['a plain address', 'asha@example.com', true],
  ['dots and a hyphenated domain', 'asha.k.m@mail-server.example.co.in', true],
  // Refused for its local part, which has one spelling only in ASCII (email-address.test.ts).
  ['a Devanagari local part', 'राहुल@उदाहरण.भारत', false],
  ['a doubled dot in the domain', 'a@b..co', false],
  ['hyphen-only labels', 'a@-.-', false],
  ['a dot for a local part', '.@a.bc', false],
  ['a trailing dot in the local part', 'asha.@example.com', false],
  ['a leading dot in the domain', 'asha@.example.com', false],
  ['a single-label domain', 'asha@localhost', false],
  ['a soft hyphen', 'as\u00adha@example.com', false],
  ['a variation selector', 'asha\ufe0f@example.com', false],
  ['a zero-width joiner', 'asha\u200d@example.com', false],
  ['a quote', "o'brien@example.com", false],
]

let db: PGlite
beforeAll(async () => {
  db = await testDatabase()
})
afterAll(() => db.close())

async function databaseStores(table: string, row: Record<string, unknown>): Promise<boolean> {
  const { sql, params } = insertSql(table, row)
  try {
    await asRole(db, 'anon', sql, params)
    return true
  } catch (error) {
    if (/^2[23]/.test((error as { code?: string }).code ?? '')) return false
    throw error
  }
}

const options = {
  immigrationTypes: enquiryOptions.contact.immigrationTypes,
  countryCodes: enquiryOptions.contact.countryCodes.map((option) => option.code),
  messages: enquiryWordsIn('en').messages.contact,
}
const form: EnquiryForm = {
  fullName: 'Priya Sharma',
  email: 'priya@example.com',
  mobileNumber: '9876543210',
  countryCode: '+91',
  immigrationType: 'Work Visa',
  message: '',
}

describe.each(names)('a name: %s', (_what, fullName, accepted) => {
  it(
    accepted ? 'is accepted by the form and the table' : 'is refused by the form and the table',
    async () => {
      expect(checkEnquiry('contact', options, { ...form, fullName }).ok).toBe(accepted)
      expect(await databaseStores('form_submissions', { ...validEnquiry, full_name: fullName })).toBe(
        accepted,
      )
    },
  )
})

describe.each(emails)('an e-mail: %s', (_what, email, accepted) => {
  it(
    accepted ? 'is accepted by the form and the table' : 'is refused by the form and the table',
    async () => {
      expect(checkEnquiry('contact', options, { ...form, email }).ok).toBe(accepted)
      expect(await databaseStores('form_submissions', { ...validEnquiry, email })).toBe(accepted)
    },
  )
})

describe('a resume’s file name', () => {
  it.each([
    ['markup', '<img src=x onerror=alert(1)>.pdf'],
    ['a path', '../../etc/passwd.pdf'],
    ['a Windows path', 'C:\\Users\\asha\\cv.pdf'],
    ['an invisible character', 'cv\ufe0f\u200b.pdf'],
    ['a second extension', 'cv.pdf.exe'],
    ['Devanagari with its marks', 'प्रिया का रिज़्यूमे.pdf'],
  ])('with %s is named by the page so that the table stores it', async (_what, raw) => {
    const name = sanitizeFileName(raw, '.pdf')
    const url = `https://files.example/${crypto.randomUUID()}.pdf`
    await recordUpload(db, url)
    expect(
      await databaseStores('resumes', { ...validResume, cloudinary_url: url, original_filename: name }),
    ).toBe(true)
    expect(name).not.toMatch(/[/\\<>]/)
  })

  it('keeps a Devanagari name readable', () => {
    expect(sanitizeFileName('प्रिया का रिज़्यूमे.pdf', '.pdf')).toBe('प्रिया का रिज़्यूमे.pdf')
  })
})
