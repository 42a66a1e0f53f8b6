// The end of every "free assessment" journey: /contact opened from a result with the immigration type
// and the message filled in; the visitor adds their details and sends it; the firm's table has it.
import { expect, type Page } from '@playwright/test'
import { islandReady } from './islands'
import { enquiriesFrom, uniqueEmail, uniqueMobile } from './leads'

export async function sendPrefilledEnquiry(
  page: Page,
  expected: { immigrationType: string; message: RegExp },
  visitor: { name: string; label: string },
) {
  await expect(page).toHaveURL(/\/contact\?/)
  const form = page.locator('form').filter({ has: page.getByLabel('Full name') })
  await islandReady(page, 'ConsultationForm')
  await expect(form.getByLabel('Immigration type')).toHaveValue(expected.immigrationType)
  await expect(form.getByLabel('Message (optional)')).toHaveValue(expected.message)
  const email = uniqueEmail(visitor.label)
  await form.getByLabel('Full name').fill(visitor.name)
  await form.getByLabel('Email address').fill(email)
  await form.getByLabel('Mobile number').fill(uniqueMobile())
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(
    page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Thank you for your inquiry' }),
  ).toBeVisible()
  const rows = await enquiriesFrom(email)
  expect(rows).toHaveLength(1)
  return String(rows[0]?.message)
}
