// The plain forms accept only their own site (issue 51, item 7): a post whose Origin, or failing that
// Referer, names another site is refused with a page in the visitor's language and nothing kept; one
// naming no site is taken as before. The enquiry function and /your-data's request form, against the
// local backend and its database.
import { firmContact } from '@shared/firm-contact.ts'
import { messagesIn } from '@shared/messages.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generousLimits, localBackend } from '../../support/local-backend'

const site = 'https://dreamborder.example'
const preview = 'https://preview.dreamborder.example'

let backend: Awaited<ReturnType<typeof localBackend>>
beforeAll(async () => {
  backend = await localBackend(generousLimits, { siteOrigins: [site, preview] })
})
afterAll(() => backend.close())

/** Text as the function's pages escape it. */
const escapeText = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

let person = 0
function enquiryFrom(headers: Record<string, string>, language = 'en') {
  person++
  const email = `origin${person}@example.com`
  const sent = fetch(`${backend.url}/functions/v1/enquiry`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({
      form: 'contact',
      fullName: 'Asha Kulkarni',
      email,
      countryCode: '+91',
      mobileNumber: '9876543210',
      immigrationType: 'Work Visa',
      message: 'Canada or Germany?',
      language,
    }).toString(),
  })
  return { email, sent }
}

async function storedFor(email: string): Promise<number> {
  const { data, error } = await backend.service.from('form_submissions').select('id').eq('email', email)
  expect(error).toBeNull()
  return data?.length ?? 0
}

const foreign: [string, Record<string, string>][] = [
  ['another site’s Origin', { Origin: 'https://evil.example' }],
  ['an Origin that starts like ours', { Origin: `${site}.evil.example` }],
  ['our host on another port', { Origin: `${site}:8443` }],
  ['another site’s Origin with our Referer', { Origin: 'https://evil.example', Referer: `${site}/contact` }],
  ['another site’s Referer without Origin', { Referer: 'https://evil.example/contact' }],
  ['a Referer that starts like ours, without Origin', { Referer: `${site}.evil.example/contact` }],
  ['Origin null with another site’s Referer', { Origin: 'null', Referer: 'https://evil.example/' }],
  ['an Origin that is no address', { Origin: 'dreamborder.example' }],
]

const ours: [string, Record<string, string>][] = [
  ['our Origin', { Origin: site }],
  ['our other Origin', { Origin: preview }],
  ['our Referer without Origin', { Referer: `${site}/contact` }],
  ['neither Origin nor Referer (a privacy tool stripped both)', {}],
  ['Origin null without a Referer (a privacy mode)', { Origin: 'null' }],
  ['Origin null with our Referer', { Origin: 'null', Referer: `${site}/hi/contact` }],
]

describe('the enquiry function', () => {
  it.each(foreign)('refuses a post with %s: 403, a page that says so, no row', async (_, headers) => {
    const { email, sent } = enquiryFrom(headers)
    const response = await sent
    expect(response.status).toBe(403)
    const html = await response.text()
    expect(html).toContain(escapeText(messagesIn('en')('siteOrigin.anotherSite.lead')))
    expect(html).toContain(`href="tel:${firmContact.phones[0].tel}"`)
    // Back to our own site, never to the one that posted.
    expect(html).toContain(`href="${site}/"`)
    expect(html).not.toContain('evil.example')
    expect(await storedFor(email)).toBe(0)
  })

  it.each(ours)('stores a post with %s, as before', async (_, headers) => {
    const { email, sent } = enquiryFrom(headers)
    const response = await sent
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(
      /^https:\/\/(preview\.)?dreamborder\.example\/enquiry-sent\//,
    )
    expect(await storedFor(email)).toBe(1)
  })

  it.each(['hi', 'mr'] as const)('says it in the form’s language: %s', async (language) => {
    const { email, sent } = enquiryFrom({ Origin: 'https://evil.example' }, language)
    const response = await sent
    expect(response.status).toBe(403)
    const html = await response.text()
    expect(html).toContain(`<h1>${escapeText(messagesIn(language)('siteOrigin.anotherSite.title'))}</h1>`)
    expect(html).toContain(escapeText(messagesIn(language)('siteOrigin.anotherSite.lead')))
    expect(await storedFor(email)).toBe(0)
  })
})

describe('/your-data’s request form', () => {
  const requests = async () =>
    Number(
      (await backend.db.query<{ n: string }>('select count(*) as n from private.data_requests')).rows[0]?.n,
    )
  let mobile = 9123456780
  /** An address the firm holds, so a request the function takes is noted and mails it a link. */
  async function held(email: string) {
    mobile++
    const { error } = await backend.service.from('form_submissions').insert({
      full_name: 'Asha Kulkarni',
      mobile_number: String(mobile),
      email,
      immigration_type: 'Work Visa',
      country_code: '+91',
      notified_at: new Date().toISOString(),
    })
    expect(error).toBeNull()
    return email
  }
  const ask = (email: string, headers: Record<string, string>) =>
    fetch(`${backend.url}/functions/v1/data-request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ email, request: 'erase', language: 'mr' }).toString(),
    })

  it('refuses a request posted from another site (403, in its language): nothing noted, so nothing mailed', async () => {
    const target = await held('foreign.origin@example.com')
    const before = await requests()
    for (const [, headers] of foreign) {
      const response = await ask(target, headers)
      expect(response.status).toBe(403)
      expect(await response.text()).toContain(escapeText(messagesIn('mr')('siteOrigin.anotherSite.title')))
    }
    expect(await requests()).toBe(before)
    // From our pages, or naming no site, the same request about an address held is noted (its link mailed).
    for (const [index, [, headers]] of ours.entries()) {
      const email = await held(`our.origin${index}@example.com`)
      expect((await ask(email, headers)).status).toBe(200)
    }
    expect(await requests()).toBe(before + ours.length)
  })
})
