// Every genuine enquiry reaches the firm (issue 31): with JavaScript off the forms post to the backend's
// enquiry function; with the script late, the first tap is held and sent once the form is live; with the
// script gone, the native post takes over. Each lands in form_submissions exactly once.
// Past the hourly limit a plain form's enquiry is stored, marked for review and the visitor still sent
// to the confirmation: the enquiry function's own test (tests/unit/backend/enquiry-function.test.ts).
import { expect, type Page, test } from '@playwright/test'
import { enquiryWordsIn } from '@shared/enquiry-copy.ts'
import { holdRequests } from '../support/hold'
import { theFirmsMailAbout } from '../support/lead-mail'
import { enquiriesFrom, uniqueEmail, uniqueMobile } from '../support/leads'

const { messages: enquiryMessages, success: enquirySuccess, formPostPages } = enquiryWordsIn('en')

const forms = [
  { path: '/', variant: 'home', submit: 'Get Free Consultation' },
  { path: '/contact', variant: 'contact', submit: 'Send Enquiry' },
] as const

const form = (page: Page) => page.locator('form[data-enquiry-form]')

async function fillValid(page: Page, email: string) {
  const f = form(page)
  await f.getByLabel('Full name').fill('Kavita Deshmukh')
  await f.getByLabel('Email address').fill(email)
  await f.getByLabel('Mobile number').fill(uniqueMobile())
  await f.getByLabel('Immigration type').selectOption('Work Visa')
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  for (const { path, variant, submit } of forms) {
    test(`${path}: a valid enquiry arrives once and the visitor lands on the confirmation page`, async ({
      page,
    }) => {
      await page.goto(path)
      const email = uniqueEmail(`native-${variant}`)
      await fillValid(page, email)
      const sentAt = Date.now()
      await form(page).getByRole('button', { name: submit }).click()
      await expect(page).toHaveURL(`/enquiry-sent/${variant}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(enquirySuccess[variant].title)
      await expect(page.getByText(enquirySuccess[variant].message)).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      const rows = await enquiriesFrom(email)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        full_name: 'Kavita Deshmukh',
        immigration_type: 'Work Visa',
        source: variant,
      })
      // The firm is told of a lead from the plain form as of one sent by the page's script.
      const mail = await theFirmsMailAbout(email, sentAt)
      expect(mail.subject).toBe('New enquiry: Work Visa — Kavita D.')
      expect(mail.text).toContain(`From: the ${variant === 'home' ? 'Home' : 'Contact'} page form`)
      expect(mail.text).toContain(`Lead id: ${rows[0]?.id}`)
    })

    test(`${path}: a bad e-mail is refused in the spec’s words, nothing is stored, and Back keeps the form`, async ({
      page,
    }) => {
      await page.goto(path)
      const email = uniqueEmail(`native-bad-${variant}`).replace('.com', '')
      await fillValid(page, email)
      await form(page).getByRole('button', { name: submit }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(formPostPages.invalid.title)
      await expect(page.getByRole('alert')).toHaveText(enquiryMessages[variant].email)
      expect(await enquiriesFrom(email)).toHaveLength(0)
      await page.goBack()
      await expect(form(page).getByLabel('Email address')).toHaveValue(email)
      await expect(form(page).getByLabel('Full name')).toHaveValue('Kavita Deshmukh')
    })
  }

  test('a bot that fills the hidden field is thanked and nothing is stored', async ({ page }) => {
    await page.goto('/contact')
    const email = uniqueEmail('native-bot')
    await fillValid(page, email)
    await form(page).locator('input[name="website"]').fill('https://spam.example', { force: true })
    await form(page).getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(page).toHaveURL('/enquiry-sent/contact')
    expect(await enquiriesFrom(email)).toHaveLength(0)
  })
})

test.describe('with the script late or gone', () => {
  for (const { path, variant, submit } of forms) {
    test(`${path}: the first tap on an empty form, before the script, shows the messages once it arrives`, async ({
      page,
    }) => {
      // Every script held back, as on a slow connection, until the tap has been made.
      const release = await holdRequests(page, '**/assets/**/*.js')
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      await form(page).getByRole('button', { name: submit }).click()
      await expect(form(page)).toHaveAttribute('data-submit-pending', '')
      release()
      const message = enquiryMessages[variant].required
      await expect(
        page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: message }),
      ).toBeVisible()
      await expect(form(page).getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true')
      expect(page.url()).toMatch(new RegExp(`${path}$`))
    })

    test(`${path}: a filled form sent with one tap before the script stores exactly one row`, async ({
      page,
    }) => {
      const release = await holdRequests(page, '**/assets/**/*.js')
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      const email = uniqueEmail(`early-tap-${variant}`)
      await fillValid(page, email)
      await form(page).getByRole('button', { name: submit }).click()
      // The tap is held on the page, not posted: the visitor is still here.
      await expect(form(page)).toHaveAttribute('data-submit-pending', '')
      release()
      await expect(
        page
          .getByRole('status')
          .or(page.getByRole('alert'))
          .filter({ hasText: enquirySuccess[variant].title }),
      ).toBeVisible()
      await expect.poll(async () => (await enquiriesFrom(email)).length).toBe(1)
      await expect(form(page).getByLabel('Email address')).toHaveValue('')
    })
  }

  test('with the scripts blocked, a filled form still arrives through the native post', async ({ page }) => {
    await page.route('**/assets/**/*.js', (route) => route.abort())
    await page.goto('/contact', { waitUntil: 'domcontentloaded' })
    const email = uniqueEmail('blocked-script')
    await fillValid(page, email)
    await form(page).getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(page).toHaveURL('/enquiry-sent/contact')
    expect(await enquiriesFrom(email)).toHaveLength(1)
  })
})
