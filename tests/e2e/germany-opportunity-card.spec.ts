// Germany's Opportunity Card calculator as a visitor meets it: hand-worked profiles opened cold from
// their links, and the result carried into an enquiry. The official table without JavaScript:
// tests/build/points-grids.test.ts.
import { expect, type Page, test } from '@playwright/test'
import { islandReady } from '../support/islands'
import { sendPrefilledEnquiry } from '../support/prefilled-enquiry'
import { expectBandExplainedAndKept, typeScores } from '../support/test-scores'

const path = '/germany-opportunity-card-calculator'
const total = (page: Page) => page.getByRole('status', { name: /Your Opportunity Card points/ })
const result = (page: Page) => page.getByRole('region', { name: 'Your Opportunity Card points' })

for (const [name, query, points, verdict] of [
  // 2 (under 35) + 2 (two years in five) + 1 (A2) + 1 (shortage occupation) = 6
  [
    'an engineer of 29 in a shortage occupation',
    'qualification=foreign&german=a2&english=b2&experience=2in5&age=29&shortage=1&funds=1',
    '6',
    'Eligible with 6 points: the minimum is 6.',
  ],
  // 4 (partial recognition) + 1 (35 to 39) + 1 (English C1) = 6
  [
    'a doctor of 37 with partial recognition',
    'qualification=partial&english=c1&age=37&funds=1',
    '6',
    'Eligible with 6 points',
  ],
  // Full recognition: no points needed.
  [
    'a nurse with full recognition',
    'qualification=full&english=none&age=41&funds=1',
    '0',
    'Eligible without points',
  ],
] as const) {
  test(`${name}, opened cold from the link, gets the hand-worked result`, async ({ page }) => {
    await page.goto(`${path}?${query}`)
    await expect(result(page)).toContainText(verdict)
    await expect(total(page)).toHaveText(points)
  })
}

test('a profile short of the minimum is told what is missing', async ({ page }) => {
  // 2 (under 35) + 3 (five years in seven) = 5, and neither German A1 nor English B2.
  await page.goto(`${path}?qualification=foreign&german=none&english=none&experience=5in7&age=33&funds=1`)
  await expect(result(page)).toContainText('Not eligible yet. What is missing:')
  await expect(result(page)).toContainText('German at A1 or English at B2, shown by a certificate.')
  await expect(result(page)).toContainText('1 more point, to reach 6.')
  // One answer changed brings it to 6, with the language prerequisite met.
  await islandReady(page, 'GermanyOpportunityCardCalculator')
  await page.getByLabel('Your German (CEFR, with a certificate)').selectOption('a2')
  await expect(result(page)).toContainText('Eligible with 6 points')
  await expect(page).toHaveURL(/german=a2/)
})

test('IELTS bands give the English level they reach; a band IELTS does not give is explained and kept', async ({
  page,
}) => {
  // A link shared before the calculator took scores opens as it did: the level question, English C1.
  // 4 (partial recognition) + 1 (35 to 39) + 1 (English C1) = 6
  await page.goto(`${path}?qualification=partial&english=c1&age=37&funds=1`)
  await islandReady(page, 'GermanyOpportunityCardCalculator')
  await expect(page.getByLabel('Which test did you take?')).toHaveValue('level')
  await expect(page.getByLabel('Your English (CEFR, with a certificate)')).toHaveValue('c1')
  await expect(total(page)).toHaveText('6')
  // IELTS 7 overall is C1 on IELTS's CEFR table: the same 6 points.
  await typeScores(page, 'ielts', '7')
  await expect(page.getByText('Your scores show English at C1')).toBeVisible()
  await expect(total(page)).toHaveText('6')
  // An overall band of 6.5 as printed is B2: the C1 point goes, and the page says what C1 needs.
  await page.getByLabel('Overall score', { exact: true }).fill('6.5')
  await expect(page.getByText('Overall score: 7 or more')).toBeVisible()
  await expect(total(page)).toHaveText('5')
  await expectBandExplainedAndKept(page, 'Reading', 'r')
})

test('the prefilled enquiry arrives with the result and the link that reopens it', async ({ page }) => {
  await page.goto(`${path}?qualification=partial&english=c1&age=37&funds=1`)
  await expect(result(page)).toContainText('Eligible with 6 points')
  await islandReady(page, 'GermanyOpportunityCardCalculator')
  await page.getByRole('link', { name: 'Get a free assessment of this result' }).click()
  const message = await sendPrefilledEnquiry(
    page,
    {
      immigrationType: 'Work Visa',
      message: /^Opportunity Card check: eligible with points \(6 points, 6 needed\)/,
    },
    { name: 'Meera Kulkarni', label: 'chancenkarte' },
  )
  expect(message).toContain('qualification: Partly recognised in Germany')
  expect(message).toContain('germany-opportunity-card-calculator?qualification=partial')
})
