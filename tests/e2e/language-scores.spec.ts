// Scores as a test report prints them (issue 54): /language-scores says what they are worth in each
// language, from the link or as typed (its tables without a script: tests/build/language-scores.test.ts); the CRS calculator gives
// the same total for a profile entered as IELTS bands as for the same profile in CLB levels.

import { expect, type Page, test } from '@playwright/test'
import { crsCalculatorGrid } from '../../lib/calculators/grids'
import { locales, localizedPath } from '../../lib/i18n'
import { clbLevels } from '../../lib/language-scores/clb'
import { languageTables } from '../../lib/language-scores/tables'
import { abilities } from '../../lib/language-scores/tests'
import { messagesFor } from '../../lib/messages'
import { islandReady } from '../support/islands'

// IELTS General Training L 8, R 7, W 6.5, S 7: each ability's CLB level by IRCC's chart, and the
// first-language points of the levels, single and with a spouse, both read from the registry (the site
// writes figures in Latin digits in every language).
const ielts = 'test=ielts&listening=8&reading=7&writing=6.5&speaking=7'
const levels = clbLevels(languageTables, 'ielts', { l: 8, r: 7, w: 6.5, s: 7 })
const firstLanguagePoints = (column: 'single' | 'withSpouse') =>
  abilities
    .map(
      (ability) =>
        crsCalculatorGrid.firstLanguage.findLast(({ min }) => levels[ability] >= min)?.[column] ?? 0,
    )
    .reduce((sum, points) => sum + points, 0)

for (const locale of locales) {
  const m = messagesFor(locale)
  const path = localizedPath('/language-scores', locale)

  test(`${path} says what IELTS bands from a shared link are worth in each destination`, async ({ page }) => {
    await page.goto(`${path}?${ielts}`)
    const results = page.locator('section[aria-labelledby="worth-heading"]')
    await expect(results.getByRole('heading', { name: m('languageScores.results.heading') })).toBeVisible()
    await expect(results).toContainText(m('languageScores.results.canada.heading'))
    await expect(results).toContainText(String(firstLanguagePoints('single')))
    await expect(results).toContainText(String(firstLanguagePoints('withSpouse')))
    for (const destination of ['australia', 'uk', 'nz', 'germany'] as const)
      await expect(results).toContainText(m(`languageScores.results.${destination}.heading`))
    const enquiry = results.getByRole('link', { name: m('languageScores.enquiry.label') })
    expect(decodeURIComponent((await enquiry.getAttribute('href')) ?? '')).toContain('6.5')
  })
}

test('a score IELTS does not give is explained, and what was typed stays', async ({ page }) => {
  await page.goto('/language-scores?test=ielts&listening=8&reading=7&writing=6.5&speaking=7')
  await islandReady(page, 'LanguageScoresCalculator')
  const reading = page.getByLabel(messagesFor('en')('languageTests.abilities.r'), { exact: true })
  await reading.fill('6.3')
  await expect(page.getByText('does not give this score: the nearest it gives are 6 and 6.5')).toBeVisible()
  await expect(reading).toHaveValue('6.3')
})

const crsTotal = (page: Page) => page.getByRole('status', { name: /Your CRS points/ })

test('the CRS calculator gives an IELTS profile the total of the same profile in CLB levels', async ({
  page,
}) => {
  // CLB 8 in every ability is the calculator's default profile: 360 points.
  await page.goto('/crs-calculator')
  await expect(crsTotal(page)).toHaveText('360')
  // IELTS General Training L 7.5, R 6.5, W 6.5, S 6.5 is CLB 8 in each ability.
  await page.goto('/crs-calculator?test=ielts&l=7.5&r=6.5&w=6.5&s=6.5')
  await expect(crsTotal(page)).toHaveText('360')
  // One band lower in listening is CLB 7 there (IELTS 6.0): the total falls, so the scores are read.
  await page.goto('/crs-calculator?test=ielts&l=6&r=6.5&w=6.5&s=6.5')
  await expect(crsTotal(page)).not.toHaveText('360')
})
