// One address, one spelling (issue 51, item 5): the page, the functions and the database agree on the
// one form an e-mail address is stored and compared in, so a lookalike (the Kelvin sign for K, fullwidth
// letters, capitals) is the same address or refused, never a second spelling beside the real one.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { checkEmail, normalEmail } from '@shared/email-address.ts'
import { enquiryOptions, enquiryWordsIn } from '@shared/enquiry-copy.ts'
import { checkEnquiry } from '@shared/enquiry-rules.ts'
import { messagesIn } from '@shared/messages.ts'
import { emailNormalForm } from '@shared/text-classes.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asRole, insertSql, testDatabase } from '../support/database'
import { validEnquiry } from '../support/enquiries'

const migration = readFileSync(
  join(import.meta.dirname, '../../supabase/migrations/20261128000000_data_request_fairness.sql'),
  'utf8',
)

it('the migration holds the tables to exactly the pattern the page and the functions use', () => {
  const checks = migration.split(`'${emailNormalForm.sql}'`).length - 1
  // The old rows' update, the two tables' constraints and request_data_link's own check.
  expect(checks).toBe(4)
})

/** [what it is, as typed, its one spelling or null when refused, and why] */
const addresses: [string, string, string | null, ('shape' | 'localPart')?][] = [
  ['a plain address', 'asha@example.com', 'asha@example.com'],
  ['capitals', 'Asha.Kulkarni@Example.CO.IN', 'asha.kulkarni@example.co.in'],
  ['the Kelvin sign for K', '\u212Aavita@example.com', 'kavita@example.com'],
  ['fullwidth letters and at sign', 'ａｓｈａ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'asha@example.com'],
  ['a ligature', 'o\ufb03ce@example.com', 'office@example.com'],
  ['an Indian domain, in its ASCII form', 'asha@उदाहरण.भारत', 'asha@xn--p1b6ci4b4b3a.xn--h2brj9c'],
  ['an accented domain with capitals', 'asha@ÉXAMPLE.com', 'asha@xn--xample-9ua.com'],
  ['plus and hyphen', 'asha+visa-2026@example.com', 'asha+visa-2026@example.com'],
  ['a Devanagari local part', 'राहुल@उदाहरण.भारत', null, 'localPart'],
  ['a Cyrillic a in the local part', '\u0430sha@example.com', null, 'localPart'],
  ['an underscore in the domain', 'asha@mail_server.example', null, 'shape'],
  ['a path after the domain', 'asha@example.com/evil', null, 'shape'],
  ['a numeric top-level label', 'asha@उदाहरण.1', null, 'shape'],
  ['no domain', 'asha@', null, 'shape'],
]

let db: PGlite
beforeAll(async () => {
  db = await testDatabase()
})
afterAll(() => db.close())

async function tableStores(email: string): Promise<boolean> {
  const { sql, params } = insertSql('form_submissions', { ...validEnquiry, email })
  try {
    await asRole(db, 'anon', sql, params)
    return true
  } catch (error) {
    if (/^2[23]/.test((error as { code?: string }).code ?? '')) return false
    throw error
  }
}

describe.each(addresses)('%s', (_what, typed, spelling, problem) => {
  it(spelling ? `is ${spelling}, which the table stores` : `is refused (${problem})`, async () => {
    expect(normalEmail(typed)).toBe(spelling)
    if (spelling) expect(await tableStores(spelling)).toBe(true)
    else expect(checkEmail(typed)).toEqual({ ok: false, problem })
  })

  if (spelling !== typed) {
    it('is refused by the table as typed: no second spelling is stored', async () => {
      expect(await tableStores(typed)).toBe(false)
    })
  }
})

describe('a refused address is told why, in the visitor’s language', () => {
  it.each(['en', 'hi', 'mr'] as const)('%s: the forms and /your-data', (language) => {
    const messages = enquiryWordsIn(language).messages.contact
    const result = checkEnquiry(
      'contact',
      {
        immigrationTypes: enquiryOptions.contact.immigrationTypes,
        countryCodes: enquiryOptions.contact.countryCodes.map((option) => option.code),
        messages,
      },
      {
        fullName: 'Rahul Sharma',
        email: 'राहुल@उदाहरण.भारत',
        mobileNumber: '9876543210',
        countryCode: '+91',
        immigrationType: 'Work Visa',
      },
    )
    expect(result).toMatchObject({ ok: false, field: 'email', message: messages.emailLocalPart })
    expect(messages.emailLocalPart).not.toBe(messages.email)
    expect(messagesIn(language)('dataRequest.messages.emailLocalPart')).toContain('@')
  })

  it('a valid enquiry is stored in its one spelling', () => {
    const result = checkEnquiry(
      'home',
      {
        immigrationTypes: enquiryOptions.home.immigrationTypes,
        countryCodes: enquiryOptions.home.countryCodes.map((option) => option.code),
        messages: enquiryWordsIn('en').messages.home,
      },
      {
        fullName: 'Kavita Deshmukh',
        email: ' \u212Aavita@Example.com ',
        mobileNumber: '9876543210',
        countryCode: '+91',
        immigrationType: 'Work Visa',
      },
    )
    expect(result).toMatchObject({ ok: true, enquiry: { email: 'kavita@example.com' } })
  })
})
