// Hindi and Marathi (issue 35), as a visitor meets them: the switcher keeps the page and a calculator's
// answers; a Marathi enquiry is answered and stored in Marathi; the Devanagari font loads on those
// pages only. What a crawler reads of each translated page: tests/build/languages.test.ts.

import { expect, type Page, test } from '@playwright/test'
import { enquiryWordsIn } from '@shared/enquiry-copy.ts'
import { copyIn } from '../../content/copy'
import { islandReady } from '../support/islands'
import { enquiriesFrom, uniqueEmail, uniqueMobile } from '../support/leads'
import { expectedResult, type Offer, offerQuery } from '../support/uk-salary'

const switcher = (page: Page) => page.getByRole('banner').getByRole('list', { name: /Language|भाषा/ })

test('the switcher keeps the page and a calculator’s answers', async ({ page }) => {
  const query = 'offer=1&skill=1&english=1&salary=40000&goingRate=54700&option=new-entrant'
  await page.goto(`/uk-skilled-worker-calculator?${query}`)
  await islandReady(page, 'UkSkilledWorkerCalculator')
  await switcher(page).getByRole('link', { name: 'हिन्दी' }).click()
  await expect(page).toHaveURL(`/hi/uk-skilled-worker-calculator?${query}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await switcher(page).getByRole('link', { name: 'मराठी' }).click()
  await expect(page).toHaveURL(`/mr/uk-skilled-worker-calculator?${query}`)
  await switcher(page).getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(`/uk-skilled-worker-calculator?${query}`)
  // A page with no translation offers no switch.
  await page.goto('/blogs')
  await expect(page.getByRole('link', { name: 'हिन्दी' })).toHaveCount(0)
})

test('a shared calculator link opens with its result and explanation in Hindi', async ({ page }) => {
  const { ukSkilledWorker } = copyIn('hi')
  const offer: Offer = { salary: 40000, goingRate: 54700, option: 'new-entrant' }
  const expected = expectedResult(offer, 'hi')
  await page.goto(`/hi/uk-skilled-worker-calculator?${offerQuery(offer)}`)
  const result = page.getByRole('region', { name: ukSkilledWorker.calculator.result.heading, exact: true })
  await expect(result).toContainText(expected.verdict)
  // The explanation, with the registry's date in Hindi and the figures in the sources' digits.
  await expect(result).toContainText(expected.threshold)
  await expect(result).toContainText(copyIn('hi').pointsReading.sourcesHeading)
})

test('a Marathi enquiry is answered in Marathi and stored with its language', async ({ page }) => {
  const { enquiryForms } = copyIn('mr')
  const form = page.locator('form[data-enquiry-form]')
  await page.goto('/mr/contact')
  const labels = enquiryForms.contact.labels
  await form.getByLabel(labels.fullName).fill('Kavita Deshmukh')
  await form.getByLabel(labels.email).fill('kavita@')
  await form.getByLabel(labels.mobileNumber).fill(uniqueMobile())
  await form.getByLabel(labels.immigrationType).selectOption('Work Visa')
  await form.getByRole('button', { name: enquiryForms.contact.submit }).click()
  await expect(form.getByText(enquiryWordsIn('mr').messages.contact.email)).toBeVisible()
  const email = uniqueEmail('marathi')
  await form.getByLabel(labels.email).fill(email)
  await form.getByRole('button', { name: enquiryForms.contact.submit }).click()
  await expect(page.getByText(enquiryWordsIn('mr').success.contact.message)).toBeVisible()
  await expect.poll(async () => (await enquiriesFrom(email)).map((row) => row.language)).toEqual(['mr'])
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('a Hindi enquiry gets the Hindi message, then the Hindi confirmation, and is stored as Hindi', async ({
    page,
  }) => {
    const { enquiryForms } = copyIn('hi')
    const form = page.locator('form[data-enquiry-form]')
    const labels = enquiryForms.home.labels
    await page.goto('/hi')
    await form.getByLabel(labels.fullName).fill('Kavita Deshmukh')
    await form.getByLabel(labels.email).fill('kavita@')
    await form.getByLabel(labels.mobileNumber).fill(uniqueMobile())
    await form.getByLabel(labels.immigrationType).selectOption('Work Visa')
    await form.getByRole('button', { name: enquiryForms.home.submit }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('alert')).toHaveText(enquiryWordsIn('hi').messages.home.email)
    await page.goBack()
    const email = uniqueEmail('hindi')
    await form.getByLabel(labels.email).fill(email)
    await form.getByRole('button', { name: enquiryForms.home.submit }).click()
    await expect(page).toHaveURL('/hi/enquiry-sent/home')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enquiryWordsIn('hi').success.home.title)
    await expect.poll(async () => (await enquiriesFrom(email)).map((row) => row.language)).toEqual(['hi'])
  })
})

test('the Devanagari font loads on the Hindi and Marathi pages only', async ({ page }) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  const devanagari = () => fonts.filter((font) => font.includes('noto-sans-devanagari'))
  // English pages show "हिन्दी" and "मराठी" in the switcher, in the system's font.
  for (const path of ['/', '/fees', '/blogs']) {
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready)
  }
  expect(devanagari()).toEqual([])
  await page.goto('/mr/fees')
  await expect.poll(devanagari).toHaveLength(1)
})
