// Booking a consultation as a visitor does it (issue 66): choose a free time on /book, book it, get the
// e-mail with its calendar file (the page's script showing the answer in the page), cancel from the e-mail's link, and the time is free again. One
// consultant in this suite (playwright.config.ts), so a booked time leaves the list. The rules behind
// it (the last seat, refusals, moves, the reminder, the feed) are tests/unit/backend/booking.test.ts's.
import { expect, test } from '@playwright/test'
import { copyIn } from '../../content/copy'
import { messagesFor } from '../../lib/messages'
import { localKeys } from '../../supabase/local/keys'
import type { CaughtMail } from '../../supabase/local/mail-catcher'
import { islandReady } from '../support/islands'
import { leadMailTest } from '../support/lead-mail'
import { uniqueEmail, uniqueMobile } from '../support/leads'

const m = messagesFor('en')
const { book, enquiryForms } = copyIn('en')
const { labels } = enquiryForms.contact
const { url: backendUrl } = localKeys()

const mailsTo = async (email: string) =>
  (
    (await (await fetch(`http://127.0.0.1:${leadMailTest.httpPort}/messages.json`)).json()) as CaughtMail[]
  ).filter((mail) => mail.to.includes(email))
const freeTimes = async () =>
  ((await (await fetch(`${backendUrl}/functions/v1/booking?times`)).json()) as { times: string[] }).times

test('book a time, get the e-mail with its calendar file, cancel from its link: the time is free again', async ({
  page,
}) => {
  const email = uniqueEmail('booking')
  await page.goto('/book')
  const times = page.getByLabel(book.form.time)
  // The list reads the times free now once the visitor touches it.
  await times.focus()
  const start = (await freeTimes())[2] as string
  await expect(times.locator(`option[value="${start}"]`)).toHaveCount(1)
  await times.selectOption(start)
  await page.getByLabel(book.form.video).check()
  await page.getByLabel(labels.fullName).fill('Meera Joshi')
  await page.getByLabel(labels.email).fill(email)
  await page.getByLabel(labels.mobileNumber).fill(uniqueMobile())
  await page.getByLabel(labels.immigrationType).selectOption({ index: 1 })
  await page.getByRole('button', { name: book.form.submit }).click()
  // The page's script sends it with a write pass and shows the function's answer in the page.
  const [booked] = m('booking.pages.booked', { time: '\n', email }).split('\n')
  await expect(page.getByText(booked as string)).toBeFocused()
  await expect(page.getByLabel(labels.fullName)).toHaveValue('Meera Joshi')
  expect(await freeTimes()).not.toContain(start)

  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1)
  const [mail] = await mailsTo(email)
  const calendar = mail?.files.find((file) => file.contentType.startsWith('text/calendar'))
  expect(calendar?.filename).toBe('consultation.ics')
  expect(calendar?.content).toMatch(/METHOD:REQUEST\r\n/)
  expect(calendar?.content).toContain(`DTSTART:${start.replace(/[-:]/g, '').replace('.000', '')}`)
  const link = /https?:\/\/\S+booking\?link=\S+/.exec(mail?.text ?? '')?.[0] as string

  await page.goto(link)
  await expect(page).toHaveURL(/\/book\/change#choose$/)
  await page.getByRole('button', { name: book.change.choose.cancel }).click()
  await expect(page.getByText(/is cancelled/)).toBeVisible()
  expect(await freeTimes()).toContain(start)
})

test('a refused field is named in the page’s language, and nothing typed is lost', async ({ page }) => {
  const hi = messagesFor('hi')
  const { book: hiBook, enquiryForms: hiForms } = copyIn('hi')
  await page.goto('/hi/book')
  const name = page.getByLabel(hiForms.contact.labels.fullName)
  await name.fill('मीरा जोशी')
  await islandReady(page, 'BookingTimes')
  const email = page.getByLabel(hiForms.contact.labels.email)
  await email.fill('meera@')
  await page.getByRole('button', { name: hiBook.form.submit }).click()
  await expect(page.getByLabel(hiBook.form.time)).toHaveJSProperty(
    'validationMessage',
    hi('book.form.missingTime'),
  )
  await expect(email).toHaveJSProperty('validationMessage', hi('enquiry.message.contact.email'))
  await expect(page.getByLabel(hiBook.form.video)).toHaveJSProperty(
    'validationMessage',
    hi('booking.refused.meeting'),
  )
  // A field put right is the browser's to judge again.
  await email.fill('meera@example.in')
  await expect(email).toHaveJSProperty('validationMessage', '')
  await expect(name).toHaveValue('मीरा जोशी')
})
