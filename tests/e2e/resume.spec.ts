import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { markerSelector } from '../../lib/island-protocol'
import { axeViolations, holdNotifications } from '../support/axe'
import { jpegImage } from '../support/files'
import { holdRequests } from '../support/hold'
import { islandReady } from '../support/islands'
import { theFirmsMailAbout } from '../support/lead-mail'
import { enquiriesFrom, storedRows, uniqueEmail, uniqueMobile } from '../support/leads'
import { scanningIsHeavy, strongResumePdf } from '../support/resumes'

const functionUrl = '**/functions/v1/upload-to-cloudinary'

async function choose(page: Page, name: string, mimeType: string, bytes: Uint8Array) {
  // The scanner's button comes alive when the island has hydrated; a file chosen before is ignored.
  await expect(page.getByRole('button', { name: 'Select File' })).toBeEnabled()
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) })
}

/** The score is shown: pdf.js has read the file in the page and the upload has answered, seconds on a busy machine. */
const scored = (page: Page) =>
  expect(page.getByRole('heading', { name: 'Your EIR Score' })).toBeVisible({ timeout: 15_000 })

const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text })

const resumesNamed = async (name: string) =>
  (await storedRows('resumes')).filter((row) => row.original_filename === name)

const unique = (stem: string, extension: string) =>
  `${stem}-${Date.now()}-${Math.floor(Math.random() * 1e6)}${extension}`

test('a PDF resume is uploaded, scored from its text, and stored with the same score', async ({ page }) => {
  test.slow(true, scanningIsHeavy)
  await page.goto('/fix-resume')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Can Your Resume Get Past AI Screening?')
  const name = unique('Rohan Mehta CV', '.pdf')
  const pdf = await strongResumePdf()
  await choose(page, name, 'application/pdf', pdf)
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled()
  await expect(page.getByText(`${name} (`)).toBeVisible()
  await scored(page)
  await expect(notice(page, 'Resume Analyzed Successfully!')).toContainText(
    'Your resume has been processed and scored.',
  )
  const shown = Number((await page.getByTestId('eir-score').textContent())?.split('/')[0])
  expect(shown).toBeGreaterThanOrEqual(80)
  await expect(page.getByText('Excellent! Your resume is EIR-friendly.')).toBeVisible()
  await expect(page.getByText('Standard section headings')).toBeVisible()
  // No call is promised before the visitor has said who they are.
  await expect(page.getByRole('heading', { name: 'Get a free review of this resume' })).toBeVisible()
  await expect(page.getByText('What happens next?')).toBeHidden()
  // The score goes to a consultant on WhatsApp with the file's name, never its contents.
  const chat = await page
    .getByRole('link', { name: /Send this score to a consultant on WhatsApp/ })
    .getAttribute('href')
  const text = new URL(chat ?? '').searchParams.get('text') ?? ''
  expect(text).toContain(`"${name}"`)
  expect(text).toContain(`${shown}/100`)
  expect(text).not.toContain('Experience')

  const [row] = await resumesNamed(name)
  expect(row).toMatchObject({ file_type: 'application/pdf', ats_score: shown })
  const served = await page.request.get(String(row?.cloudinary_url))
  expect(Buffer.from(await served.body()).equals(Buffer.from(pdf))).toBe(true)

  await holdNotifications(page)
  // The score, the review form and the notification (the whole page: every-page.spec).
  expect(
    await axeViolations(page, { only: [markerSelector('ResumeScanner'), '[data-rht-toaster]'] }),
  ).toEqual([])

  await page.getByRole('button', { name: 'Upload Another Resume' }).click()
  await expect(page.getByRole('button', { name: 'Select File' })).toBeEnabled()
  await expect(page.getByRole('heading', { name: 'Your EIR Score' })).toBeHidden()
})

test('the free review stores an enquiry that names the scanned resume, then says what happens next', async ({
  page,
}) => {
  test.slow(true, scanningIsHeavy)
  await page.goto('/fix-resume')
  const name = unique('Review CV', '.pdf')
  await choose(page, name, 'application/pdf', await strongResumePdf())
  await scored(page)
  const review = page.locator('form').filter({ has: page.getByLabel('Full name') })
  await expect(review.getByLabel('Immigration type')).toHaveValue('Work Visa')
  await review.getByRole('button', { name: 'Request my free review' }).click()
  await expect(notice(page, 'Full name is required')).toBeVisible()

  const email = uniqueEmail('review')
  await review.getByLabel('Full name').fill('Rohan Mehta')
  await review.getByLabel('Email address').fill(email)
  await review.getByLabel('Mobile number').fill(uniqueMobile())
  await review.getByLabel('Immigration type').selectOption('Express Entry')
  const sentAt = Date.now()
  await review.getByRole('button', { name: 'Request my free review' }).click()
  await expect(notice(page, 'Review requested')).toContainText('call you within 24 hours')
  await expect(page.getByRole('heading', { name: 'What happens next?' })).toBeVisible()
  await expect(page.getByText('Our team will call you within 24 hours')).toBeVisible()
  await expect(review).toBeHidden()

  const [resume] = await resumesNamed(name)
  const [enquiry] = await enquiriesFrom(email)
  expect(enquiry).toMatchObject({
    full_name: 'Rohan Mehta',
    immigration_type: 'Express Entry',
    resume_id: resume?.id,
    source: 'review',
  })
  expect(resume?.id).toBeTruthy()
  // The firm's mail names the score and links the file; it never carries the file itself.
  const mail = await theFirmsMailAbout(email, sentAt)
  expect(mail.subject).toBe('New enquiry: Express Entry — Rohan M.')
  expect(mail.text).toContain(`From: the resume scanner: EIR score ${resume?.ats_score} of 100, file ${name}`)
  expect(mail.html).toContain(`href="${resume?.cloudinary_url}"`)
  expect(mail.attachments).toBe(0)
})

test('a PDF dropped on the box is scanned, with its size as people read it and the upload in brand colours', async ({
  page,
}) => {
  await page.goto('/fix-resume')
  await expect(page.getByRole('button', { name: 'Select File' })).toBeEnabled()
  // The record waits to be saved, so the upload stays on screen at 100%.
  const release = await holdRequests(page, '**/rest/v1/resumes')
  const name = unique('Dropped CV', '.pdf')
  const bytes = [...(await strongResumePdf())]
  const dataTransfer = await page.evaluateHandle(
    ({ name, bytes }) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }))
      return transfer
    },
    { name, bytes },
  )
  // The dashed box: the innermost block around the button.
  const box = page.locator('div', { has: page.getByRole('button', { name: 'Select File' }) }).last()
  await box.dispatchEvent('dragover', { dataTransfer })
  await expect(page.getByText('Drop the file to scan it')).toBeVisible()
  await box.dispatchEvent('drop', { dataTransfer })
  await expect(page.getByText(`${name} (${Math.max(1, Math.round(bytes.length / 1024))} KB)`)).toBeVisible()
  const bar = page.getByRole('progressbar', { name: /Uploading/ })
  await expect(bar).toHaveAttribute('value', '100')
  await expect(page.getByText('100%', { exact: true })).toBeVisible()
  // The filled bar is the brand's blue (brand-700), not the browser's green.
  const { data, info } = await sharp(await bar.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true })
  const middle = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels
  expect([...data.subarray(middle, middle + 3)]).toEqual([26, 79, 176])
  release()
  await scored(page)
  expect(await resumesNamed(name)).toHaveLength(1)
})

test('a JPG resume scores low, because screening software cannot read an image', async ({ page }) => {
  await page.goto('/fix-resume')
  const name = unique('scan', '.jpg')
  await choose(page, name, 'image/jpeg', jpegImage(120, 160))
  await scored(page)
  await expect(page.getByText('Needs improvement for better EIR compatibility.')).toBeVisible()
  await expect(page.getByText('screening software cannot read text in a picture')).toBeVisible()
  const [row] = await resumesNamed(name)
  expect(row).toMatchObject({ file_type: 'image/jpeg' })
  expect(Number(row?.ats_score)).toBeLessThan(70)
})

const refusals: [string, string, string, () => Uint8Array, string][] = [
  [
    'a text file renamed .jpg',
    'notes.jpg',
    'image/jpeg',
    () => new TextEncoder().encode('just some notes'),
    "File claims to be JPEG but content doesn't match. Please try another file.",
  ],
  [
    'a file that claims PDF but is not',
    'cv.pdf',
    'application/pdf',
    () => new TextEncoder().encode('<html>not a pdf</html>'),
    "File claims to be PDF but content doesn't match. Please try another file.",
  ],
  [
    'a Word document',
    'cv.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    () => new TextEncoder().encode('PK fake docx'),
    'Please upload only PDF or JPG/JPEG files. Ensure your file has the correct format.',
  ],
  [
    'an empty file',
    'empty.pdf',
    'application/pdf',
    () => new Uint8Array(),
    'The selected file appears to be empty. Please try another file.',
  ],
  [
    'a file of 5 MB and one byte',
    'huge.pdf',
    'application/pdf',
    () => {
      const bytes = new Uint8Array(5 * 1024 * 1024 + 1)
      bytes.set(new TextEncoder().encode('%PDF-1.7'))
      return bytes
    },
    'Please upload a file smaller than 5MB.',
  ],
]

for (const [label, name, mimeType, bytes, message] of refusals) {
  test(`${label} is refused with its message and nothing is stored`, async ({ page }) => {
    let uploads = 0
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/')) uploads++
    })
    await page.goto('/fix-resume')
    await choose(page, name, mimeType, bytes())
    await expect(notice(page, message)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Select File' })).toBeEnabled()
    expect(
      await page.locator('input[type="file"]').evaluate((input: HTMLInputElement) => input.files?.length),
    ).toBe(0)
    expect(uploads).toBe(0)
  })
}

const failures: [string, (page: Page) => Promise<unknown>, string][] = [
  [
    'a network failure',
    (page) => page.route(functionUrl, (route) => route.abort('connectionreset')),
    'Network error. Please check your connection and try again.',
  ],
  [
    'a 500 with an error',
    (page) =>
      page.route(functionUrl, (route) => route.fulfill({ status: 500, json: { error: 'Storage is full' } })),
    'Storage is full',
  ],
  [
    'a 502 without a body',
    (page) => page.route(functionUrl, (route) => route.fulfill({ status: 502, body: '' })),
    'HTTP 502: Bad Gateway',
  ],
  [
    'a 200 with invalid JSON',
    (page) => page.route(functionUrl, (route) => route.fulfill({ status: 200, body: '<html>oops' })),
    'Server returned invalid response. Please try again.',
  ],
  [
    'a 200 without a URL',
    (page) => page.route(functionUrl, (route) => route.fulfill({ status: 200, json: { ok: true } })),
    'Upload completed but no URL received. Please try again.',
  ],
  [
    'a refused record',
    (page) =>
      page.route('**/rest/v1/resumes', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 400, json: { code: '23514', message: 'x' } })
          : route.continue(),
      ),
    'Failed to save resume data. Please try again.',
  ],
]

for (const [label, arrange, message] of failures) {
  test(`${label} shows "Upload Failed": ${message}`, async ({ page }) => {
    await page.goto('/fix-resume')
    await arrange(page)
    await choose(page, unique('cv', '.pdf'), 'application/pdf', await strongResumePdf())
    const shown = notice(page, message)
    await expect(shown).toBeVisible({ timeout: 15_000 })
    await expect(shown).toContainText('Upload Failed')
    await expect(page.getByRole('button', { name: 'Select File' })).toBeEnabled()
  })
}

test('an upload with no answer times out after 90 seconds', async ({ page }) => {
  await page.clock.install()
  await page.goto('/fix-resume')
  await page.route(functionUrl, () => {
    // never answered
  })
  const requested = page.waitForRequest(functionUrl)
  await choose(page, unique('slow', '.pdf'), 'application/pdf', await strongResumePdf())
  await requested
  await page.clock.fastForward(89_000)
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeVisible()
  await page.clock.fastForward(2_000)
  await expect(notice(page, 'Upload timed out. Please try again with a smaller file.')).toBeVisible()
})

test('pdf.js and the backend client load only after a file is chosen', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/fix-resume', { waitUntil: 'networkidle' })
  await islandReady(page, 'ResumeScanner')
  // The scanner come alive (the whole page: every-page.spec).
  expect(await axeViolations(page, { only: [markerSelector('ResumeScanner')] })).toEqual([])
  const before = [...scripts]
  await choose(page, unique('cv', '.pdf'), 'application/pdf', await strongResumePdf())
  await scored(page)
  const after = scripts.slice(before.length)
  const bodies = async (urls: string[]) =>
    Promise.all(urls.map(async (url) => (await page.request.get(url)).text()))
  expect((await bodies(before)).some((body) => body.includes('getDocument'))).toBe(false)
  expect((await bodies(after)).some((body) => body.includes('getDocument'))).toBe(true)
})
