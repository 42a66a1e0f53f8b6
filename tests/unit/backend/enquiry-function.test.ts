// The enquiry function, the forms' no-JavaScript path: how it reads a form body, where it sends a
// visitor, what it answers for each outcome, and that it shares the page's rules and limits.

import { enquiryOptions, enquiryWordsIn } from '@shared/enquiry-copy.ts'
import { checkEnquiry, type EnquiryForm, type FormVariant } from '@shared/enquiry-rules.ts'
import { firmContact } from '@shared/firm-contact.ts'
import { noticeVersion } from '@shared/personal-data.ts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createEnquiryHandler,
  maxFormBody,
  type StoreOutcome,
} from '../../../supabase/functions/enquiry/handler'
import { localBackend } from '../../support/local-backend'

const { messages: enquiryMessages, formPostPages } = enquiryWordsIn('en')

const site = 'https://dreamborder.example'
const preview = 'https://preview.dreamborder.example'

const valid = {
  form: 'contact',
  fullName: 'Asha Kulkarni',
  email: 'asha@example.com',
  countryCode: '+91',
  mobileNumber: '9876543210',
  immigrationType: 'Work Visa',
  message: 'Canada or Germany?',
}

function setUp(outcome: StoreOutcome | Error = 'stored') {
  const store = vi.fn(async () => {
    if (outcome instanceof Error) throw outcome
    return outcome
  })
  const log = vi.fn()
  const handle = createEnquiryHandler({ store, siteOrigins: [site, preview], contact: firmContact, log })
  const post = (body: string, headers: Record<string, string> = {}) =>
    handle(
      new Request('https://project.supabase.co/functions/v1/enquiry', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body,
      }),
      '203.0.113.7',
    )
  return { store, log, handle, post }
}

const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

/** Text as the function's pages escape it. */
const escapeText = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

describe('a form body', () => {
  it('valid: stored once, with the visitor’s address, and a 303 to the form’s confirmation page', async () => {
    const { store, post } = setUp()
    const response = await post(encode(valid), { Origin: site })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${site}/enquiry-sent/contact`)
    expect(store).toHaveBeenCalledTimes(1)
    expect(store).toHaveBeenCalledWith(
      {
        full_name: 'Asha Kulkarni',
        mobile_number: '9876543210',
        email: 'asha@example.com',
        immigration_type: 'Work Visa',
        country_code: '+91',
        message: 'Canada or Germany?',
        source: 'contact',
        language: 'en',
        marketing_consent: false,
        consent_version: noticeVersion,
      },
      '203.0.113.7',
    )
  })

  it('a ticked "updates and offers" box is stored as consent; an unticked one is never a reason to refuse', async () => {
    const { store, post } = setUp()
    expect((await post(encode({ ...valid, marketingConsent: 'yes' }), { Origin: site })).status).toBe(303)
    expect(store).toHaveBeenCalledWith(expect.objectContaining({ marketing_consent: true }), '203.0.113.7')
  })

  it('in Marathi or Hindi: stored with its language, sent to that language’s confirmation page', async () => {
    const { store, post } = setUp()
    const response = await post(encode({ ...valid, language: 'mr' }), { Origin: site })
    expect(response.headers.get('location')).toBe(`${site}/mr/enquiry-sent/contact`)
    expect(store).toHaveBeenCalledWith(expect.objectContaining({ language: 'mr' }), '203.0.113.7')
  })

  it('in Hindi with a mistake: the Hindi message on a Hindi page, linking the Hindi form', async () => {
    const { store, post } = setUp()
    const response = await post(encode({ ...valid, email: 'asha@', language: 'hi' }), { Origin: site })
    const html = await response.text()
    expect(response.status).toBe(400)
    expect(html).toContain('<html lang="hi">')
    expect(html).toContain(escapeText(enquiryWordsIn('hi').messages.contact.email))
    expect(html).toContain(escapeText(enquiryWordsIn('hi').formPostPages.invalid.title))
    expect(html).toContain(`href="${site}/hi/contact"`)
    expect(store).not.toHaveBeenCalled()
  })

  it('an unknown language is English', async () => {
    const { store, post } = setUp()
    const response = await post(encode({ ...valid, language: 'fr' }), { Origin: site })
    expect(response.headers.get('location')).toBe(`${site}/enquiry-sent/contact`)
    expect(store).toHaveBeenCalledWith(expect.objectContaining({ language: 'en' }), '203.0.113.7')
  })

  it.each([
    ['a repeated field', `${encode(valid)}&email=other%40example.com`],
    ['no form name', encode({ ...valid, form: '' })],
    ['an unknown form', encode({ ...valid, form: 'admin' })],
    ['a percent-encoding that is not UTF-8', encode(valid).replace('Asha', '%FFsha')],
    ['a malformed percent-encoding', `${encode(valid)}&x=%E0%A4`],
  ])('%s: 400, nothing stored', async (_case, body) => {
    const { store, post } = setUp()
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(formPostPages.badRequest.title)
    expect(store).not.toHaveBeenCalled()
  })

  it('bytes that are not UTF-8 at all: 400', async () => {
    const { store, handle } = setUp()
    const response = await handle(
      new Request('https://x/functions/v1/enquiry', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new Uint8Array([0x66, 0x6f, 0x72, 0x6d, 0x3d, 0xc3, 0x28]),
      }),
      '203.0.113.7',
    )
    expect(response.status).toBe(400)
    expect(store).not.toHaveBeenCalled()
  })

  it('missing fields: the spec’s message for the form, on an accessible page, nothing stored', async () => {
    const { store, post } = setUp()
    const response = await post(encode({ form: 'contact' }))
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('<html lang="en-IN">')
    expect(html).toContain(`role="alert">${enquiryMessages.contact.required}</p>`)
    expect(html).toContain(`href="${site}/contact"`)
    expect(store).not.toHaveBeenCalled()
  })

  it('over the size limit: 413 before it is read; the wrong type: 415; not a POST: 405', async () => {
    const { store, post, handle } = setUp()
    expect((await post(`${encode(valid)}&message=${'a'.repeat(maxFormBody)}`)).status).toBe(413)
    expect((await post(JSON.stringify(valid), { 'Content-Type': 'application/json' })).status).toBe(415)
    expect((await post(encode(valid), { 'Content-Type': 'multipart/form-data; boundary=x' })).status).toBe(
      415,
    )
    const get = await handle(new Request('https://x/functions/v1/enquiry'), '203.0.113.7')
    expect(get.status).toBe(405)
    expect(store).not.toHaveBeenCalled()
  })

  it('markup typed into a field comes back as text, never as markup', async () => {
    const { post } = setUp()
    const response = await post(encode({ ...valid, fullName: '<script>alert(1)</script>' }))
    const html = await response.text()
    expect(html).not.toContain('<script>')
  })
})

describe('where a visitor is sent', () => {
  it('back to the site origin they came from, when it is one of ours', async () => {
    const { post } = setUp()
    const response = await post(encode(valid), { Origin: preview })
    expect(response.headers.get('location')).toBe(`${preview}/enquiry-sent/contact`)
  })

  // A post naming another site is refused (site-origin.test.ts); one naming none goes to the first.
  it('naming no site: to the first configured origin', async () => {
    const { post } = setUp()
    const response = await post(encode(valid))
    expect(response.headers.get('location')).toBe(`${site}/enquiry-sent/contact`)
  })

  it('a bot that fills the hidden field is thanked, and nothing is stored', async () => {
    const { store, post } = setUp()
    const response = await post(encode({ ...valid, website: 'https://spam.example' }))
    expect(response.status).toBe(303)
    expect(store).not.toHaveBeenCalled()
  })
})

describe('when it cannot store', () => {
  it.each([['rate-limited', 429, formPostPages.rateLimited.lead]] as const)(
    '%s: %i and a page that says so, with the ways to reach us',
    async (outcome, status, lead) => {
      const { post } = setUp(outcome)
      const response = await post(encode(valid))
      expect(response.status).toBe(status)
      const html = await response.text()
      expect(html).toContain(lead.replace(/'/g, '&#39;'))
      expect(html).toContain(`href="tel:${firmContact.phones[0].tel}"`)
      expect(html).toContain(`href="https://wa.me/${firmContact.whatsapp}"`)
      expect(html).toContain(`href="mailto:${firmContact.email}"`)
    },
  )

  it('a fault: 500, a clear page, and one log line a stranger cannot split', async () => {
    const { post, log } = setUp(new Error('connection refused\nFAKE LOG LINE'))
    const response = await post(encode(valid))
    expect(response.status).toBe(500)
    expect(await response.text()).toContain(formPostPages.failed.lead)
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]?.[0]).not.toMatch(/\n/)
  })
})

describe('the same rules as the page', () => {
  const forms: [FormVariant, Partial<Omit<EnquiryForm, 'marketingConsent'>>][] = [
    ['home', { fullName: '' }],
    ['home', { email: 'asha@example' }],
    ['contact', { mobileNumber: '98765' }],
    ['contact', { immigrationType: 'Student Visa' }],
    ['home', { countryCode: '+33' }],
    ['contact', { fullName: '{"a":1}' }],
    ['contact', { message: `${'x'.repeat(2001)}` }],
  ]
  it.each(forms)('%s form with %j: the message the page’s script shows', async (variant, change) => {
    const form = { ...valid, form: variant, ...change }
    const typed: EnquiryForm = {
      fullName: form.fullName,
      email: form.email,
      mobileNumber: form.mobileNumber,
      countryCode: form.countryCode,
      immigrationType: form.immigrationType,
      message: variant === 'contact' ? form.message : undefined,
    }
    const expected = checkEnquiry(
      variant,
      {
        immigrationTypes: enquiryOptions[variant].immigrationTypes,
        countryCodes: enquiryOptions[variant].countryCodes.map((option) => option.code),
        messages: enquiryMessages[variant],
      },
      typed,
    )
    expect(expected.ok).toBe(false)
    const { post } = setUp()
    const html = await (await post(encode(form as Record<string, string>))).text()
    const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
    if (!expected.ok) expect(html).toContain(`role="alert">${escaped(expected.message)}</p>`)
  })
})

describe('one limit for both paths, in the local backend', () => {
  let backend: Awaited<ReturnType<typeof localBackend>>
  beforeAll(async () => {
    backend = await localBackend(
      {
        ENQUIRY_LIMIT_PER_HOUR: '2',
        ENQUIRY_CAP_PER_HOUR: '2',
        UPLOAD_LIMIT_PER_HOUR: '10',
        SITE_LIMIT_PER_MINUTE: '100',
      },
      { siteOrigins: [site] },
    )
  })
  afterAll(() => backend.close())

  it('both paths count against one limit: past it the form’s rows are marked, never refused, and the script’s refused at the cap', async () => {
    const row = (n: number) => ({
      full_name: 'Asha Kulkarni',
      mobile_number: '9876543210',
      email: `asha${n}@example.com`,
      immigration_type: 'Work Visa',
      country_code: '+91',
      message: null,
    })
    const viaScript = (n: number) => backend.anon.from('form_submissions').insert(row(n))
    const viaForm = (n: number) =>
      fetch(`${backend.url}/functions/v1/enquiry`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: encode({ ...valid, email: `asha${n}@example.com` }),
      })
    expect((await viaScript(1)).error).toBeNull()
    expect((await viaForm(2)).status).toBe(303)
    // Past the limit the visitor is still sent to the confirmation, as when under it.
    const pastLimit = await viaForm(3)
    expect(pastLimit.status).toBe(303)
    expect(pastLimit.headers.get('location')).toBe(`${site}/enquiry-sent/contact`)
    expect((await viaScript(4)).error?.message).toBe('enquiry_rate_limited')
    const { data } = await backend.service
      .from('form_submissions')
      .select('email, needs_review')
      .order('email')
    expect(data).toEqual([
      { email: 'asha1@example.com', needs_review: false },
      { email: 'asha2@example.com', needs_review: false },
      { email: 'asha3@example.com', needs_review: true },
    ])
  })

  it('the database function is the service role’s alone', async () => {
    const { error } = await backend.anon.rpc('enquiry_from_form', {
      enquiry: row(),
      client_address: '198.51.100.1',
    })
    expect(error).not.toBeNull()
    function row() {
      return {
        full_name: 'X Y',
        mobile_number: '9876543210',
        email: 'x@y.co',
        immigration_type: 'Work Visa',
        country_code: '+91',
      }
    }
  })
})
