// Issue 38 as a visitor meets it: before every button that sends personal data, a notice of what is
// collected, why, for how long and who handles it; and the "updates and offers" box, unticked on load,
// stored as the visitor left it by the page's script and by the plain form alike, and told to the firm.
import { expect, type Page, test } from '@playwright/test'
import { noticeVersion, retentionDefaults } from '@shared/personal-data.ts'
import { copyIn } from '../../content/copy'
import { dataNotice } from '../../content/data-notice'
import { messagesFor } from '../../lib/messages'
import { theFirmsMailAbout } from '../support/lead-mail'
import { enquiriesFrom, uniqueEmail, uniqueMobile } from '../support/leads'

const { enquiryForms } = copyIn('en')
const box = enquiryForms.home.labels.marketingConsent
const form = (page: Page) => page.locator('form[data-enquiry-form]')

/** The notice stands before the button, in reading order and on the screen, and names its period. */
async function expectNoticeBefore(page: Page, heading: string, months: number, button: string) {
  const notice = page.getByText(heading, { exact: true })
  await expect(notice.locator('xpath=..')).toContainText(`${months} months`)
  const sendButton = page.getByRole('button', { name: button })
  const follows = await notice.evaluate(
    (element, target) =>
      [...document.querySelectorAll('button')].some(
        (candidate) =>
          candidate.textContent?.trim() === target &&
          Boolean(element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING),
      ),
    button,
  )
  expect(follows).toBe(true)
  const [noticeBox, buttonBox] = [await notice.boundingBox(), await sendButton.boundingBox()]
  expect(noticeBox?.y ?? 0).toBeLessThan(buttonBox?.y ?? 0)
}

const cases = [
  { path: '/', submit: enquiryForms.home.submit, javaScript: true, ticked: true },
  { path: '/contact', submit: enquiryForms.contact.submit, javaScript: true, ticked: false },
  { path: '/', submit: enquiryForms.home.submit, javaScript: false, ticked: false },
  { path: '/contact', submit: enquiryForms.contact.submit, javaScript: false, ticked: true },
] as const

for (const { path, submit, javaScript, ticked } of cases) {
  test.describe(`JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: javaScript })

    test(`${path}: the notice before “${submit}”, the box unticked, stored ${ticked ? 'ticked' : 'left alone'}`, async ({
      page,
    }) => {
      await page.goto(path)
      await expectNoticeBefore(
        page,
        dataNotice(messagesFor('en'), 'enquiry').heading,
        retentionDefaults.enquiryMonths,
        submit,
      )
      const consent = form(page).getByRole('checkbox', { name: box })
      await expect(consent).not.toBeChecked()

      const email = uniqueEmail(`consent-${javaScript ? 'script' : 'form'}`)
      const f = form(page)
      await f.getByLabel('Full name').fill('Meera Joshi')
      await f.getByLabel('Email address').fill(email)
      await f.getByLabel('Mobile number').fill(uniqueMobile())
      await f.getByLabel('Immigration type').selectOption('Work Visa')
      if (ticked) await consent.check()
      const sentAt = Date.now()
      await f.getByRole('button', { name: submit }).click()
      await expect.poll(async () => (await enquiriesFrom(email)).length).toBe(1)
      const [row] = await enquiriesFrom(email)
      expect(row).toMatchObject({ marketing_consent: ticked, consent_version: noticeVersion })
      expect(row?.consented_at === null).toBe(!ticked)
      const mail = await theFirmsMailAbout(email, sentAt)
      expect(mail.text).toContain(`Updates and offers: ${ticked ? 'agreed' : 'not agreed'}`)
    })
  })
}

test('/fix-resume: the notice stands before the button that sends a resume, with its period', async ({
  page,
}) => {
  await page.goto('/fix-resume')
  await expectNoticeBefore(
    page,
    dataNotice(messagesFor('en'), 'resume').heading,
    retentionDefaults.resumeMonths,
    'Select File',
  )
})
