// The UK Skilled Worker calculator as a visitor meets it (its official rules without JavaScript are
// checked in the built HTML, tests/build/uk-skilled-worker.test.ts): offers opened cold from their
// links, each result worked out from the registry's rules (tests/support/uk-salary.ts), a mistyped
// salary, and the result carried into an enquiry.
import { expect, type Page, test } from '@playwright/test'
import { commonOccupations, ukSkilledOccupations } from '../../content/facts/occupations'
import { islandReady } from '../support/islands'
import { sendPrefilledEnquiry } from '../support/prefilled-enquiry'
import { expectBandExplainedAndKept, typeScores } from '../support/test-scores'
import { expectedResult, generalFloor, type Offer, offerQuery } from '../support/uk-salary'

const path = '/uk-skilled-worker-calculator'
const total = (page: Page) => page.getByRole('status', { name: /Your Skilled Worker points/ })
const result = (page: Page) => page.getByRole('region', { name: 'Your Skilled Worker points', exact: true })

const graduate: Offer = { salary: 40000, goingRate: 54700, option: 'new-entrant' }

for (const [name, offer] of [
  ['a graduate switching from a Graduate visa', graduate],
  ['an HR manager below the going rate', { salary: 50000, goingRate: 52900, option: 'none' }],
  ['a STEM PhD paid near the floor', { salary: 35000, goingRate: 40000, option: 'stem-phd' }],
] as const satisfies readonly (readonly [string, Offer])[]) {
  test(`${name}, opened cold from the link, gets the result the registry’s rule gives`, async ({ page }) => {
    const expected = expectedResult(offer)
    await page.goto(`${path}?${offerQuery(offer)}`)
    await expect(result(page)).toContainText(expected.threshold)
    await expect(result(page)).toContainText(expected.margin)
    await expect(total(page)).toHaveText(String(expected.total))
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
  // Above the general floor, typed as a payslip prints it.
  const offer: Offer = { salary: generalFloor + 300, goingRate: generalFloor + 3300, option: 'none' }
  await salary.fill(`£${offer.salary.toLocaleString('en-GB')}`)
  await expect(salary).not.toHaveAttribute('aria-invalid', 'true')
  // No going rate yet: the floor alone is known.
  await expect(result(page)).toContainText('Your salary clears the floor of this rule.')
  await page.getByLabel('Going rate for the job (£ a year)').fill(String(offer.goingRate))
  const expected = expectedResult(offer)
  await expect(result(page)).toContainText(expected.margin)
  await expect(total(page)).toHaveText(String(expected.total))
  await expect(page).toHaveURL(new RegExp(`salary=${offer.salary}&goingRate=${offer.goingRate}`))
  // Without English at the level, that line is named as missing.
  await page.getByLabel(/My English is at CEFR B2/).uncheck()
  await expect(result(page)).toContainText('English at CEFR B2, shown by an approved test')
})

test('IELTS for UKVI bands give the English of the level they reach; a band IELTS does not give is explained and kept', async ({
  page,
}) => {
  // A link shared before the calculator took scores opens as it did: the level question, English ticked.
  const expected = expectedResult(graduate)
  await page.goto(`${path}?${offerQuery(graduate)}`)
  await islandReady(page, 'UkSkilledWorkerCalculator')
  await expect(page.getByLabel('Which test did you take?')).toHaveValue('level')
  await expect(page.getByLabel(/My English is at CEFR B2/)).toBeChecked()
  await expect(total(page)).toHaveText(String(expected.total))
  // IELTS for UKVI 5.5 in each component is CEFR B2 (GOV.UK's SELT page): the same 70 points.
  await typeScores(page, 'ielts', '5.5')
  await expect(page.getByText('Your scores reach CEFR B2 in all four abilities')).toBeVisible()
  await expect(total(page)).toHaveText(String(expected.total))
  // Writing 5 is below B2: the English points go, and the page says what writing needs.
  const writing = page.getByLabel('Writing', { exact: true })
  await writing.fill('5')
  await expect(page.getByText('Writing: 5.5 or more')).toBeVisible()
  await expect(total(page)).toHaveText(String(expected.withoutEnglish))
  await expectBandExplainedAndKept(page, 'Writing', 'w')
})

test('the prefilled enquiry arrives with the result and the link that reopens it', async ({ page }) => {
  const expected = expectedResult(graduate)
  await page.goto(`${path}?${offerQuery(graduate)}`)
  await expect(result(page)).toContainText(expected.verdict)
  await islandReady(page, 'UkSkilledWorkerCalculator')
  await page.getByRole('link', { name: 'Get a free assessment of this result' }).click()
  const message = await sendPrefilledEnquiry(
    page,
    {
      immigrationType: 'Work Visa',
      message: expected.summaryFirst,
    },
    { name: 'Rohan Joshi', label: 'skilled-worker' },
  )
  expect(message).toContain('salary rule: New entrant')
  expect(message).toContain(`uk-skilled-worker-calculator?${offerQuery(graduate)}`)
})

test('an occupation from the link fills the going rate from the appendix; a going rate typed still wins', async ({
  page,
}) => {
  // A software engineer's SOC code and its row in the appendix, as the snapshot keeps them.
  const soc = commonOccupations.occupations.find((job) => job.id === 'software-engineer')?.soc
  const appendixRate = ukSkilledOccupations.occupations.find((row) => row.soc === soc)?.goingRate ?? 0
  const salary = appendixRate - 1000
  await page.goto(
    `${path}?offer=1&skill=1&english=1&salary=${salary}&option=none&occupation=software-engineer`,
  )
  await expect(page.getByLabel('Your occupation')).toHaveValue('software-engineer')
  await expect(
    page.getByText(`Its going rate: £${appendixRate.toLocaleString('en-GB')} a year`),
  ).toBeVisible()
  const fromAppendix = expectedResult({ salary, goingRate: appendixRate, option: 'none' })
  await expect(result(page)).toContainText(fromAppendix.margin)
  await expect(total(page)).toHaveText(String(fromAppendix.total))
  // The visitor's own figure, below the appendix's: it counts, and the link keeps it beside the occupation.
  const typed = { salary, goingRate: salary - 500, option: 'none' } as const
  await page.getByLabel('Going rate for the job (£ a year)').fill(String(typed.goingRate))
  await expect(result(page)).toContainText(expectedResult(typed).margin)
  await expect(total(page)).toHaveText(String(expectedResult(typed).total))
  await expect(page).toHaveURL(
    new RegExp(`goingRate=${typed.goingRate}&option=none&occupation=software-engineer`),
  )
})
