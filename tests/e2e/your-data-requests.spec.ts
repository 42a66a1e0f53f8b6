// /your-data as a visitor uses it (issue 38, item 4), without JavaScript: a request mails a single-use
// link to an address the firm holds; opening the link changes nothing; the button erases, stops or
// shows, once; the firm is told.

import { expect, type Page, test } from '@playwright/test'
import type { DataRequest } from '@shared/data-requests.ts'
import { copyIn } from '../../content/copy'
import { messagesFor } from '../../lib/messages'
import { localKeys } from '../../supabase/local/keys'
import type { CaughtMail } from '../../supabase/local/mail-catcher'
import { axeViolations } from '../support/axe'
import { pdfWithText } from '../support/files'
import { leadMailTest } from '../support/lead-mail'
import { enquiriesFrom, uniqueEmail, uniqueMobile } from '../support/leads'

const m = messagesFor('en')
const { yourData } = copyIn('en')
const { url: backendUrl, anonKey, serviceRoleKey } = localKeys()
const service = { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` }

async function mails(): Promise<CaughtMail[]> {
  return (await fetch(`http://127.0.0.1:${leadMailTest.httpPort}/messages.json`)).json()
}
const mailsTo = async (email: string) => (await mails()).filter((mail) => mail.to.includes(email))

/** Two enquiries for the address and a resume sent for review with one of them: its file's address. */
async function holdFor(email: string): Promise<string> {
  const form = new FormData()
  const pdf = await pdfWithText([['Your data test resume']])
  form.append('file', new Blob([pdf as BlobPart], { type: 'application/pdf' }), 'my-resume.pdf')
  const uploaded = await fetch(`${backendUrl}/functions/v1/upload-to-cloudinary`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    body: form,
  })
  const { url } = (await uploaded.json()) as { url: string }
  const insert = async (table: string, row: object) => {
    const response = await fetch(`${backendUrl}/rest/v1/${table}`, {
      method: 'POST',
      headers: { ...service, 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify(row),
    })
    expect(response.status).toBe(201)
    return ((await response.json()) as { id: string }[])[0] as { id: string }
  }
  const resume = await insert('resumes', {
    cloudinary_url: url,
    original_filename: 'my-resume.pdf',
    file_type: 'application/pdf',
    ats_score: 64,
  })
  const lead = (extra: object) => ({
    full_name: 'Meera Joshi',
    email,
    mobile_number: uniqueMobile(),
    country_code: '+91',
    immigration_type: 'Work Visa',
    message: 'Moving to Canada next year.',
    notified_at: new Date().toISOString(),
    ...extra,
  })
  await insert('form_submissions', lead({ marketing_consent: true }))
  await insert('form_submissions', lead({ resume_id: resume.id, source: 'review' }))
  return url
}

async function ask(page: Page, email: string, request: DataRequest) {
  await page.goto('/your-data')
  await page.getByLabel(yourData.form.email).fill(email)
  await page.getByRole('radio', { name: m(`dataRequest.requests.${request}`) }).check()
  await page.getByRole('button', { name: yourData.form.submit }).click()
  await expect(page.getByRole('heading', { level: 1, name: m('dataRequest.pages.sent.title') })).toBeVisible()
  await expect(page.getByText(m('dataRequest.pages.sent.lead'))).toBeVisible()
}

/** The link in the one mail the address got. */
async function linkFor(email: string): Promise<string> {
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1)
  const [mail] = await mailsTo(email)
  expect(mail?.to).toEqual([email])
  return /https?:\/\/\S+data-request\?token=\S+/.exec(mail?.text ?? '')?.[0] as string
}

const fileExists = async (url: string) => (await fetch(url)).status === 200

// The pages are plain forms, with no island and no script of their own, so a visitor with JavaScript
// takes the same path; theirs is walked once below, by the accessibility check's request. That an
// address the firm does not hold gets the same answer and no mail: tests/unit/backend/data-request.test.ts.
test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('erase: one mail with a link; opening it changes nothing; the button erases rows and file, once, and tells the firm', async ({
    page,
  }) => {
    const email = uniqueEmail('erase-form')
    const file = await holdFor(email)
    await ask(page, email, 'erase')
    const link = await linkFor(email)

    await page.goto(link)
    await expect(page).toHaveURL(/\/your-data\/confirm#erase$/)
    const section = page.locator('#erase')
    await expect(
      section.getByRole('heading', { name: yourData.confirm.sections.erase.heading }),
    ).toBeVisible()
    await expect(page.locator('#copy')).toBeHidden()
    expect(await enquiriesFrom(email)).toHaveLength(2)
    expect(await fileExists(file)).toBe(true)

    const before = (await mails()).length
    await section.getByRole('button', { name: yourData.confirm.sections.erase.button }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: m('dataRequest.pages.erased.title') }),
    ).toBeVisible()
    expect(await enquiriesFrom(email)).toHaveLength(0)
    expect(await fileExists(file)).toBe(false)
    await expect
      .poll(async () => (await mails()).slice(before).filter((mail) => /erased/.test(mail.subject)).length)
      .toBeGreaterThan(0)
    const told = (await mails()).slice(before).find((mail) => /erased/.test(mail.subject))
    expect(told?.to).toEqual(leadMailTest.leadsTo)
    expect(told?.text).not.toContain(email)

    // The same link again: refused, and nothing to act on.
    await page.goto(link)
    await expect(page).toHaveURL(/\/your-data\/confirm#expired$/)
    await expect(page.getByRole('heading', { name: yourData.confirm.expired.heading })).toBeVisible()
  })

  test('stop contacting me marks the rows; send me a copy shows them', async ({ page }) => {
    const email = uniqueEmail('stop-form')
    await holdFor(email)
    await ask(page, email, 'stop')
    await page.goto(await linkFor(email))
    await page.getByRole('button', { name: yourData.confirm.sections.stop.button }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: m('dataRequest.pages.stopped.title') }),
    ).toBeVisible()
    const rows = await enquiriesFrom(email)
    expect(rows.map((row) => [row.marketing_consent, row.contact_withdrawn_at !== null])).toEqual([
      [false, true],
      [false, true],
    ])

    await ask(page, email, 'copy')
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(2)
    const links = (await mailsTo(email)).map(
      (mail) => /https?:\/\/\S+data-request\?token=\S+/.exec(mail.text)?.[0],
    )
    await page.goto(links[1] as string)
    await page.getByRole('button', { name: yourData.confirm.sections.copy.button }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: m('dataRequest.pages.copy.title') }),
    ).toBeVisible()
    await expect(page.getByText('Moving to Canada next year.')).toHaveCount(2)
    await expect(page.getByRole('link', { name: 'my-resume.pdf' })).toBeVisible()
  })
})

test('a bad address is explained in the visitor’s words, and Back keeps what they typed', async ({
  page,
}) => {
  await page.goto('/your-data')
  const field = page.getByLabel(yourData.form.email)
  await field.fill('meera.joshi@example')
  await page.getByRole('radio', { name: m('dataRequest.requests.copy') }).check()
  // The browser's own check is the first word; the function's is the same rule, for any browser.
  await field.evaluate((input) => input.closest('form')?.setAttribute('novalidate', ''))
  await page.getByRole('button', { name: yourData.form.submit }).click()
  await expect(page.getByRole('alert')).toHaveText(m('dataRequest.messages.email'))
  await page.goBack()
  await expect(page.getByLabel(yourData.form.email)).toHaveValue('meera.joshi@example')
})

test('the footer, the forms’ notice and the Privacy Policy lead to /your-data', async ({ page }) => {
  for (const path of ['/', '/contact', '/privacy-policy']) {
    await page.goto(path)
    // The footer's link, and the notice's before the button or the policy's under "Your Rights".
    expect(await page.locator('a[href="/your-data"]').count(), path).toBeGreaterThanOrEqual(2)
  }
  await page.goto('/hi/your-data')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
})

// /your-data itself, as every template, is read at both widths by every-page.spec.ts; its confirmation
// pages share its layout, so a phone's width reads all they show.
test("axe finds nothing on /your-data's confirmation, the function's pages and the answer to a request", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 })
  for (const path of ['/your-data/confirm', '/your-data/confirm#erase', '/your-data/confirm#expired']) {
    await page.goto(path)
    expect(await axeViolations(page), path).toEqual([])
  }
  await ask(page, uniqueEmail('axe'), 'copy')
  expect(await axeViolations(page), 'the answer to a request').toEqual([])
})
