// New Zealand's Skilled Migrant calculator as a visitor meets it: hand-worked profiles opened cold from
// their links, and the result carried into an enquiry. The official table without JavaScript:
// tests/build/points-grids.test.ts.
import { expect, type Page, test } from '@playwright/test'
import { facts } from '../../content/facts'
import { formatFact } from '../../lib/facts/format-fact'
import { islandReady } from '../support/islands'
import { sendPrefilledEnquiry } from '../support/prefilled-enquiry'
import { expectBandExplainedAndKept, typeScores } from '../support/test-scores'

const path = '/nz-skilled-migrant-calculator'
const { medianWage } = facts.nz.smc
/** Pay above the registry's median wage, and below the lowest multiple that earns income points. */
const aboveMedian = medianWage.value + 5
const total = (page: Page) => page.getByRole('status', { name: /Your Skilled Migrant points/ })
const result = (page: Page) => page.getByRole('region', { name: 'Your Skilled Migrant points', exact: true })

for (const [name, query, points, verdict] of [
  // Master's 5 + one year in New Zealand 1 = 6.
  [
    "a master's graduate with a year in New Zealand",
    `age=29&registration=none&qualification=master&hourlyRate=${aboveMedian}&nzWork=1&offer=1&english=1`,
    '6',
    'Eligible on points: 6 of the 6 needed',
  ],
  // Twice the registry's median wage: 4 (beats the bachelor's 3) + two years 2 = 6.
  [
    'an engineer on twice the median wage',
    `age=35&registration=none&qualification=bachelor&hourlyRate=${2 * medianWage.value}&nzWork=2&offer=1&english=1`,
    '6',
    'Your income counted',
  ],
  // Bachelor's 3 + two years 2 = 5: one short.
  [
    "a bachelor's graduate one point short",
    `age=27&registration=none&qualification=bachelor&hourlyRate=${aboveMedian}&nzWork=2&offer=1&english=1`,
    '5',
    '1 more point, to reach 6.',
  ],
] as const) {
  test(`${name}, opened cold from the link, gets the hand-worked result`, async ({ page }) => {
    await page.goto(`${path}?${query}`)
    await expect(result(page)).toContainText(verdict)
    await expect(total(page)).toHaveText(points)
  })
}

test('over the age limit is named as missing, and a pay typed wrong is explained and kept', async ({
  page,
}) => {
  await page.goto(
    `${path}?age=56&registration=6-years&qualification=none&hourlyRate=${aboveMedian}&nzWork=0&offer=1&english=1`,
  )
  await expect(result(page)).toContainText('Being 55 years or younger when you apply.')
  await islandReady(page, 'NzSkilledMigrantCalculator')
  await page.getByLabel('Your age when you apply').selectOption('55')
  await expect(result(page)).toContainText('Eligible on points: 6 of the 6 needed')
  const pay = page.getByLabel('Pay in your New Zealand job or offer (NZD an hour)')
  await pay.fill('fifty')
  await expect(page.getByText('Enter whole dollars an hour, for example 55.')).toBeVisible()
  await expect(pay).toHaveValue('fifty')
})

test('a doctorate paid under the median wage is not eligible, whatever its points, until the pay reaches it', async ({
  page,
}) => {
  await page.goto(
    `${path}?age=30&registration=none&qualification=doctorate&hourlyRate=${medianWage.value - 10}&nzWork=0&offer=1&english=1`,
  )
  await expect(total(page)).toHaveText('6')
  await expect(result(page)).toContainText('Not eligible yet')
  await expect(result(page)).toContainText(
    `at least the median wage, ${formatFact(medianWage, 'en')} an hour`,
  )
  await islandReady(page, 'NzSkilledMigrantCalculator')
  await page.getByLabel('Pay in your New Zealand job or offer (NZD an hour)').fill(String(medianWage.value))
  await expect(result(page)).toContainText('Eligible on points: 6 of the 6 needed')
})

test('IELTS bands give the English of the level they reach; an overall band IELTS does not give is explained and kept', async ({
  page,
}) => {
  // A link shared before the calculator took scores opens as it did: the level question, English ticked.
  await page.goto(
    `${path}?age=29&registration=none&qualification=master&hourlyRate=${aboveMedian}&nzWork=1&offer=1&english=1`,
  )
  await islandReady(page, 'NzSkilledMigrantCalculator')
  await expect(page.getByLabel('Which test did you take?')).toHaveValue('level')
  await expect(page.getByLabel(/My English meets INZ’s requirement/)).toBeChecked()
  const eligible = /Eligible on points/
  await expect(result(page)).toContainText(eligible)
  // IELTS overall 6.5 is what INZ asks of a principal applicant: the same result.
  await typeScores(page, 'ielts', '6.5')
  await expect(
    page.getByText('Your scores meet the English INZ asks of a principal applicant.'),
  ).toBeVisible()
  await expect(result(page)).toContainText(eligible)
  // The overall band as printed counts: 6 is short, and the page says what it needs.
  const overall = page.getByLabel('Overall score', { exact: true })
  await overall.fill('6')
  await expect(page.getByText('Overall score: 6.5 or more')).toBeVisible()
  await expect(result(page)).toContainText('English that meets INZ’s requirement.')
  await expectBandExplainedAndKept(page, 'Overall score', 'overall')
})

test('the prefilled enquiry arrives with the result and the link that reopens it', async ({ page }) => {
  await page.goto(
    `${path}?age=29&registration=none&qualification=master&hourlyRate=${aboveMedian}&nzWork=1&offer=1&english=1`,
  )
  await expect(result(page)).toContainText('Eligible on points')
  await islandReady(page, 'NzSkilledMigrantCalculator')
  await page.getByRole('link', { name: 'Get a free assessment of this result' }).click()
  const message = await sendPrefilledEnquiry(
    page,
    {
      immigrationType: 'Permanent Residency (PR)',
      message: /^Skilled Migrant Category check: eligible on points \(6 of 6 points\)/,
    },
    { name: 'Aditya Kale', label: 'smc' },
  )
  expect(message).toContain('qualification: Master’s degree')
  expect(message).toContain('nz-skilled-migrant-calculator?age=29')
})
