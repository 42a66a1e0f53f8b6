// The UK Skilled Worker calculator as a visitor meets it (its official rules without JavaScript are
// checked in the built HTML, tests/build/uk-skilled-worker.test.ts): hand-worked offers opened cold from their links, a mistyped salary, and the result
// carried into an enquiry.
import { expect, type Page, test } from '@playwright/test'
import { islandReady } from '../support/islands'
import { sendPrefilledEnquiry } from '../support/prefilled-enquiry'
import { expectBandExplainedAndKept, typeScores } from '../support/test-scores'

const path = '/uk-skilled-worker-calculator'
const total = (page: Page) => page.getByRole('status', { name: /Your Skilled Worker points/ })
const result = (page: Page) => page.getByRole('region', { name: 'Your Skilled Worker points', exact: true })

for (const [name, query, points, lines] of [
  // New entrant: higher of £33,400 and 70% of £54,700 = £38,290; £40,000 clears it by £1,710.
  [
    'a graduate switching from a Graduate visa',
    'offer=1&skill=1&english=1&salary=40000&goingRate=54700&option=new-entrant',
    '70',
    ['You reach 70 points', 'since 22 July 2025: £38,290, 70% of the going rate', 'clears it by £1,710'],
  ],
  // General: 100% of £52,900 beats £41,700; £50,000 misses it by £2,900.
  [
    'an HR manager below the going rate',
    'offer=1&skill=1&english=1&salary=50000&goingRate=52900&option=none',
    '50',
    ['Not eligible yet', 'since 22 July 2025: £52,900', 'misses it by £2,900'],
  ],
  // STEM PhD: 80% of £40,000 is £32,000, so the floor £33,400 decides; £35,000 clears it by £1,600.
  [
    'a STEM PhD whose floor decides',
    'offer=1&skill=1&english=1&salary=35000&goingRate=40000&option=stem-phd',
    '70',
    ['since 22 July 2025: £33,400, this rule’s floor', 'clears it by £1,600'],
  ],
] as const) {
  test(`${name}, opened cold from the link, gets the hand-worked result`, async ({ page }) => {
    await page.goto(`${path}?${query}`)
    for (const line of lines) await expect(result(page)).toContainText(line)
    await expect(total(page)).toHaveText(points)
  })
}

test('a mistyped salary is explained and kept; a corrected one counts', async ({ page }) => {
  await page.goto(`${path}?offer=1&skill=1&english=1&option=none`)
  await islandReady(page, 'UkSkilledWorkerCalculator')
  const salary = page.getByLabel('Salary offered (£ a year)')
  await salary.fill('42k')
  await expect(salary).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Enter an amount in whole pounds, for example 45000.')).toBeVisible()
  await expect(salary).toHaveValue('42k')
  await expect(result(page)).toContainText('Enter the salary offered to see your salary points.')
  await salary.fill('£42,000')
  await expect(salary).not.toHaveAttribute('aria-invalid', 'true')
  // No going rate yet: the floor alone is known.
  await expect(result(page)).toContainText('Your salary clears the floor of this rule.')
  await page.getByLabel('Going rate for the job (£ a year)').fill('45000')
  await expect(result(page)).toContainText('misses it by £3,000')
  await expect(total(page)).toHaveText('50')
  await expect(page).toHaveURL(/salary=42000&goingRate=45000/)
  // Without English at the level, that line is named as missing.
  await page.getByLabel(/My English is at CEFR B2/).uncheck()
  await expect(result(page)).toContainText('English at CEFR B2, shown by an approved test')
})

test('IELTS for UKVI bands give the English of the level they reach; a band IELTS does not give is explained and kept', async ({
  page,
}) => {
  // A link shared before the calculator took scores opens as it did: the level question, English ticked.
  // New entrant: higher of £33,400 and 70% of £54,700 = £38,290; £40,000 clears it: 70 points.
  await page.goto(`${path}?offer=1&skill=1&english=1&salary=40000&goingRate=54700&option=new-entrant`)
  await islandReady(page, 'UkSkilledWorkerCalculator')
  await expect(page.getByLabel('Which test did you take?')).toHaveValue('level')
  await expect(page.getByLabel(/My English is at CEFR B2/)).toBeChecked()
  await expect(total(page)).toHaveText('70')
  // IELTS for UKVI 5.5 in each component is CEFR B2 (GOV.UK's SELT page): the same 70 points.
  await typeScores(page, 'ielts', '5.5')
  await expect(page.getByText('Your scores reach CEFR B2 in all four abilities')).toBeVisible()
  await expect(total(page)).toHaveText('70')
  // Writing 5 is below B2: the English points go, and the page says what writing needs.
  const writing = page.getByLabel('Writing', { exact: true })
  await writing.fill('5')
  await expect(page.getByText('Writing: 5.5 or more')).toBeVisible()
  await expect(total(page)).toHaveText('60')
  await expectBandExplainedAndKept(page, 'Writing', 'w')
})

test('the prefilled enquiry arrives with the result and the link that reopens it', async ({ page }) => {
  await page.goto(`${path}?offer=1&skill=1&english=1&salary=40000&goingRate=54700&option=new-entrant`)
  await expect(result(page)).toContainText('You reach 70 points')
  await islandReady(page, 'UkSkilledWorkerCalculator')
  await page.getByRole('link', { name: 'Get a free assessment of this result' }).click()
  const message = await sendPrefilledEnquiry(
    page,
    {
      immigrationType: 'Work Visa',
      message: /^Skilled Worker check: eligible on points \(70 of 70 points; salary to reach £38,290\)/,
    },
    { name: 'Rohan Joshi', label: 'skilled-worker' },
  )
  expect(message).toContain('salary rule: New entrant')
  expect(message).toContain('uk-skilled-worker-calculator?offer=1&skill=1&english=1&salary=40000')
})
