import { expect, type Page, test } from '@playwright/test'
import { copyIn } from '../../content/copy'
import { withFacts } from '../../lib/facts/site'
import { clientEntryRan, islandReady } from '../support/islands'

/** The questions and answers as the page states them, their facts filled in. */
const faqItems = withFacts(copyIn('en').faqItems).content

async function oneAtATime(page: Page) {
  const [first, second] = faqItems
  const firstQuestion = page.getByText(first.question, { exact: true })
  const firstAnswer = page.getByText(first.answer)
  await expect(firstAnswer).toBeHidden()
  await firstQuestion.click()
  await expect(firstAnswer).toBeVisible()
  await page.getByText(second.question, { exact: true }).click()
  await expect(page.getByText(second.answer)).toBeVisible()
  await expect(firstAnswer).toBeHidden()
  await page.getByText(second.question, { exact: true }).click()
  await expect(page.getByText(second.answer)).toBeHidden()
}

test('one answer at a time opens and closes with the mouse', async ({ page }) => {
  await page.goto('/faq')
  await oneAtATime(page)
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('one answer at a time opens and closes', async ({ page }) => {
    await page.goto('/faq')
    await oneAtATime(page)
  })
})

test('the arrow keys, Home and End move between questions; Enter opens one', async ({ page }) => {
  await page.goto('/faq')
  await clientEntryRan(page)
  const questions = page.locator('summary')
  await expect(questions).toHaveCount(6)
  // Focus is the first interaction: the island hydrates and the keys work from then on.
  await questions.first().focus()
  await islandReady(page, 'FaqAccordion')
  await page.keyboard.press('ArrowDown')
  await expect(questions.nth(1)).toBeFocused()
  await page.keyboard.press('End')
  await expect(questions.nth(5)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(questions.nth(0)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(questions.nth(5)).toBeFocused()
  await page.keyboard.press('Home')
  await expect(questions.nth(0)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText(faqItems[0].answer)).toBeVisible()
  await page.keyboard.press('Space')
  await expect(page.getByText(faqItems[0].answer)).toBeHidden()
})

test('the page states the success rate', async ({ page }) => {
  await page.goto('/faq')
  await expect(page.locator('main')).toContainText('98%')
})
