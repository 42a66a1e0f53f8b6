// The local backend over HTTP, driven by supabase-js as the site drives it.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validEnquiry, validResume } from '../../support/enquiries'
import { localBackend } from '../../support/local-backend'

let backend: Awaited<ReturnType<typeof localBackend>>

beforeAll(async () => {
  backend = await localBackend()
})
afterAll(() => backend.close())

describe('inserting as a visitor', () => {
  it('stores a valid enquiry, which staff read back with the service key', async () => {
    const email = 'http.test@example.com'
    const { error, status } = await backend.anon
      .from('form_submissions')
      .insert({ ...validEnquiry, email, mobile_number: '9123456780' })
    expect(error).toBeNull()
    expect(status).toBe(201)
    const { data } = await backend.service
      .from('form_submissions')
      .select('*')
      .eq('email', email)
      .order('created_at', { ascending: false })
      .limit(1)
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...validEnquiry, email, mobile_number: '9123456780' }),
      ]),
    )
  })

  it('stores a valid resume record for a file the upload function recorded', async () => {
    const recorded = await backend.service
      .from('stored_uploads')
      .insert({ url: validResume.cloudinary_url, file_type: validResume.file_type })
    expect(recorded.error).toBeNull()
    const { error } = await backend.anon.from('resumes').insert(validResume)
    expect(error).toBeNull()
  })

  it('answers a rule-breaking row with a PostgREST-shaped 400', async () => {
    const { error, status } = await backend.anon
      .from('form_submissions')
      .insert({ ...validEnquiry, mobile_number: '12' })
    expect(status).toBe(400)
    expect(error).toMatchObject({
      code: '23514',
      message: expect.stringContaining('mobile_number_ten_digits'),
    })
    expect(Object.keys(error ?? {}).sort()).toEqual(['code', 'details', 'hint', 'message'])
  })

  it('refuses to let a visitor read anything', async () => {
    const { data, error, status } = await backend.anon.from('form_submissions').select('*')
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
    expect(data).toBeNull()
  })

  it('refuses insert … returning', async () => {
    const { error, status } = await backend.anon.from('form_submissions').insert(validEnquiry).select()
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
  })

  it('answers 401 to a wrong key and 404 to an unknown table', async () => {
    const wrong = await backend.client('not-a-key').from('form_submissions').insert(validEnquiry)
    expect(wrong.status).toBe(401)
    expect(wrong.error?.message).toBe('Invalid API key')
    const unknown = await backend.anon.from('staff_notes').insert({ note: 'x' })
    expect(unknown.status).toBe(404)
    expect(unknown.error?.code).toBe('PGRST205')
  })

  it('answers 401 when no key is sent', async () => {
    const response = await fetch(`${backend.url}/rest/v1/form_submissions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validEnquiry),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' })
  })

  it('answers a CORS preflight from the site', async () => {
    const response = await fetch(`${backend.url}/rest/v1/form_submissions`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey')
  })
})

// Rules the database must hold whatever arrives: checked on every row that was stored.
const storedRowIsValid = (row: Record<string, unknown>) =>
  typeof row.full_name === 'string' &&
  row.full_name.trim().length >= 1 &&
  row.full_name.length <= 100 &&
  /^[0-9]{10}$/.test(String(row.mobile_number)) &&
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(row.email)) &&
  ['+91', '+1', '+44', '+61', '+49', '+33'].includes(String(row.country_code)) &&
  (row.message === null || String(row.message).length <= 2000)

const hostileValue = fc.oneof(
  fc.string(),
  fc.string({ minLength: 2000, maxLength: 5000 }),
  fc.constantFrom(
    "'; drop table form_submissions; --",
    '1 or 1=1',
    '<script>alert(1)</script>',
    '\u0000',
    '😀',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
)

const hostileRow = fc.oneof(
  fc.record({
    full_name: hostileValue,
    mobile_number: fc.oneof(hostileValue, fc.stringMatching(/^[0-9]{10}$/)),
    email: fc.oneof(hostileValue, fc.emailAddress()),
    immigration_type: fc.oneof(hostileValue, fc.constant('Work Visa')),
    country_code: fc.oneof(hostileValue, fc.constant('+91')),
    message: hostileValue,
  }),
  fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 6 }),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.anything(),
)

describe('hostile bodies', () => {
  it('never cause a 500 and never store a row that breaks a rule', async () => {
    await fc.assert(
      fc.asyncProperty(hostileRow, async (body) => {
        const response = await fetch(`${backend.url}/rest/v1/form_submissions`, {
          method: 'POST',
          headers: {
            apikey: backend.keys.anonKey,
            Authorization: `Bearer ${backend.keys.anonKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(body) ?? 'undefined',
        })
        expect(response.status).toBeLessThan(500)
      }),
      { numRuns: 150 },
    )
    const { data } = await backend.service.from('form_submissions').select('*').limit(1000)
    expect(data?.length).toBeGreaterThan(0)
    for (const row of data ?? []) expect(storedRowIsValid(row), JSON.stringify(row)).toBe(true)
  })
})
