// The browser's own rules hold (every template's hydration: every-page.spec.ts), and no enquiry is lost to
// a bad connection.
import { createHash } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { clientEntryAddress, islandReady } from '../support/islands'
import { enquiriesFrom, uniqueEmail, uniqueMobile } from '../support/leads'
import { watchProblems } from '../support/page-problems'
import { scanningIsHeavy, strongResumePdf } from '../support/resumes'

test('every page is served with the security headers', async ({ page }) => {
  const response = await page.goto('/')
  const headers = response?.headers() ?? {}
  expect(headers['content-security-policy']).toContain("script-src 'self'")
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['strict-transport-security']).toContain('max-age=')
  expect(headers['permissions-policy']).toBeTruthy()
  const script = await page.request.get(await clientEntryAddress(page))
  expect(script.headers()['cache-control']).toContain('immutable')
})

test('a page on another site that opens this one gets no handle on it', async ({ page, baseURL }) => {
  // To the browser, 127.0.0.1 and localhost are two sites.
  await page.goto(`${baseURL?.replace('localhost', '127.0.0.1')}/about`)
  const opened = page.waitForEvent('popup')
  await page.evaluate((url) => {
    Object.assign(window, { openedSite: window.open(url) })
  }, `${baseURL}/contact`)
  await (await opened).waitForLoadState()
  expect(await page.evaluate(() => (window as unknown as { openedSite: Window }).openedSite.closed)).toBe(
    true,
  )
})

test('the one inline script of a page is the one the policy allows, by its hash', async ({ page }) => {
  const response = await page.goto('/about')
  const policy = response?.headers()['content-security-policy'] ?? ''
  const inline = await page
    // Data blocks (structured data, the islands' props) are never run, so the policy does not cover them.
    .locator('script:not([src]):not([type="application/ld+json"]):not([type="application/json"])')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''))
  expect(inline).toHaveLength(1)
  const [script = ''] = inline
  expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`)
})

test('a form submit and a resume upload raise no CSP violation', async ({ context }) => {
  test.slow(true, scanningIsHeavy)
  // Each on its own page: the form goes on earning its next write pass in the background after the
  // thank-you (lib/backend/write-pass.ts), and navigating away would cancel that, no fault of the page.
  const contact = await context.newPage()
  const contactProblems = await watchProblems(contact)
  await contact.goto('/contact')
  const form = contact.locator('form')
  await form.getByLabel('Full name').fill('Kiran Rao')
  await form.getByLabel('Email address').fill(uniqueEmail('csp'))
  await form.getByLabel('Mobile number').fill(uniqueMobile())
  await form.getByLabel('Immigration type').selectOption('Work Visa')
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(contact.getByText('Thank you for your inquiry.', { exact: false })).toBeVisible()
  expect(contactProblems).toEqual([])

  const resume = await context.newPage()
  const resumeProblems = await watchProblems(resume)
  await resume.goto('/fix-resume')
  await expect(resume.getByRole('button', { name: 'Select File' })).toBeEnabled()
  await resume.locator('input[type="file"]').setInputFiles({
    name: 'csp.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await strongResumePdf()),
  })
  await expect(resume.getByRole('heading', { name: 'Your EIR Score' })).toBeVisible({ timeout: 15_000 })
  expect(resumeProblems).toEqual([])
})

test('an enquiry submitted offline is sent exactly once when the connection returns', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('offline')
  // Each send's answer (none for one made offline), so the rows are counted once nothing is on its way.
  const sends: Promise<unknown>[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/rest/v1/form_submissions'))
      sends.push(request.response())
  })
  await page.goto('/contact')
  const form = page.locator('form')
  const warmedUp = page.waitForResponse((response) => response.url().includes('/functions/v1/proof-of-work'))
  await form.getByLabel('Full name').focus()
  await form.getByLabel('Full name').fill('Offline Visitor')
  await form.getByLabel('Email address').fill(email)
  await form.getByLabel('Mobile number').fill(uniqueMobile())
  await form.getByLabel('Immigration type').selectOption('Study Visa')
  await form.getByLabel('Message (optional)').fill('Sent from a train.')
  // A person takes seconds to type: by then the form is live and its code has loaded, as both start
  // to on first focus. A quiet network alone can come before the island has hydrated, or before the
  // live form asks for the backend client's code and a write pass's challenge (once in CI, 0.85 s after
  // the rest of its code).
  await islandReady(page, 'ConsultationForm')
  await warmedUp
  await page.waitForLoadState('networkidle')
  await context.setOffline(true)
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page.getByText('You are offline')).toBeVisible()
  await expect(form.getByLabel('Email address')).toHaveValue(email)
  // Pressing submit again while still offline keeps it waiting (a second notice), with the same id.
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page.getByText('You are offline')).toHaveCount(2)
  await context.setOffline(false)
  await expect(page.getByText('You are back online and your enquiry has been sent.')).toBeVisible()
  await expect(form.getByLabel('Email address')).toHaveValue('')
  await Promise.all(sends)
  const rows = await enquiriesFrom(email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({ full_name: 'Offline Visitor', message: 'Sent from a train.' })
})

// The limits themselves are the database's (tested in tests/unit/backend); here the forms' words for
// its refusal, as PostgREST sends it.
for (const [refusal, words] of [
  ['enquiry_rate_limited', 'Far more enquiries than one person sends have come from your connection'],
] as const) {
  test(`a ${refusal} refusal is explained and keeps what the visitor typed`, async ({ page }) => {
    await page.route('**/rest/v1/form_submissions*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'P0001', message: refusal, details: null, hint: null }),
      }),
    )
    await page.goto('/')
    const form = page.locator('form')
    await form.getByLabel('Full name').fill('Repeat Visitor')
    await form.getByLabel('Email address').fill('repeat@example.com')
    await form.getByLabel('Mobile number').fill('9876501234')
    await form.getByLabel('Immigration type').selectOption('Work Visa')
    await form.getByRole('button', { name: 'Get Free Consultation' }).click()
    await expect(page.getByText(words, { exact: false })).toBeVisible()
    await expect(form.getByLabel('Full name')).toHaveValue('Repeat Visitor')
  })
}

test('a missing asset answers 404 without being cached as immutable, and _headers is not served', async ({
  request,
}) => {
  const missing = await request.get('/assets/missing.js')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['cache-control']).not.toContain('immutable')
  expect((await request.get('/_headers')).status()).toBe(404)
})
