// The visa finder as a visitor meets it: every route and what it needs with JavaScript off, a profile
// opened cold from its link sorted as worked by hand, the way into a calculator with the answers
// carried, and the routes carried into an enquiry.
import { expect, type Page, test } from '@playwright/test'
import { islandReady } from '../support/islands'
import { sendPrefilledEnquiry } from '../support/prefilled-enquiry'

const path = '/visa-finder'
const results = (page: Page) => page.getByRole('region', { name: 'Your routes' })
const route = (page: Page, id: string) => results(page).locator(`[data-route="${id}"]`)

test.describe('with JavaScript off', () => {
  test('the page lists every route, what it needs and its official source', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visa Finder')
    const list = page.locator('#routes')
    await expect(list.getByRole('heading', { level: 3 })).toHaveCount(14)
    await expect(list).toContainText('Canada: Express Entry')
    await expect(list).toContainText('CLB 7 in English or French')
    await expect(list).toContainText('Under 45 years when invited')
    await expect(
      list.getByRole('link', { name: /Official source: Make it in Germany: EU Blue Card/ }),
    ).toHaveAttribute('href', 'https://www.make-it-in-germany.com/en/visa-residence/types/eu-blue-card')
    await context.close()
  })
})

test('a profile opened cold is sorted as worked by hand', async ({ page }) => {
  // 24, master's, C1 English, German B1, 4 years' work, a UK offer, wants to work, can show funds:
  // the Opportunity Card has 2 (under 35) + 2 (two years in five) + 2 (German B1) + 1 (English C1) = 7
  // of 6, so it looks eligible; the UK Skilled Worker visa needs its salary checked; the H-1B needs a US
  // employer.
  await page.goto(
    `${path}?age=24&education=master&english=c1&german=b1&experience=4&offer=uk&goal=work&funds=1`,
  )
  await expect(route(page, 'germanyOpportunityCard')).toHaveAttribute('data-verdict', 'eligible')
  await expect(route(page, 'germanyOpportunityCard')).toContainText('Looks eligible with 7 points of 6')
  await expect(route(page, 'ukSkilledWorker')).toContainText('May be eligible: check')
  await expect(route(page, 'usH1b')).toContainText('Needs a US employer to register and petition for you.')
  await expect(results(page).getByRole('heading', { name: 'Routes for what you want' })).toBeVisible()
  // The first route for the goal is the one that looks eligible.
  await expect(results(page).locator('[data-route]').first()).toHaveAttribute(
    'data-route',
    'germanyOpportunityCard',
  )
})

test('a route opens its calculator with the answers carried', async ({ page }) => {
  await page.goto(
    `${path}?age=24&education=master&english=c1&german=b1&experience=4&offer=uk&goal=work&funds=1`,
  )
  await islandReady(page, 'VisaFinder')
  await route(page, 'ukSkilledWorker').getByRole('link', { name: 'Check your Skilled Worker points' }).click()
  await expect(page).toHaveURL(/\/uk-skilled-worker-calculator\?offer=1&skill=1&english=1&option=new-entrant/)
  await expect(page.getByRole('radio', { name: /^New entrant/ })).toBeChecked()
  await page.goBack()
  await route(page, 'germanyOpportunityCard')
    .getByRole('link', { name: 'Check if you qualify for an Opportunity Card' })
    .click()
  await expect(page).toHaveURL(/\/germany-opportunity-card-calculator\?qualification=foreign&german=b1/)
  await expect(page.getByRole('status', { name: /Your Opportunity Card points/ })).toHaveText('7')
})

test('changing an answer re-sorts the routes, and the enquiry arrives with them', async ({ page }) => {
  await page.goto(
    `${path}?age=30&education=secondary&english=b2&german=none&experience=0&offer=none&goal=study&funds=1`,
  )
  await islandReady(page, 'VisaFinder')
  await expect(route(page, 'ukStudent')).toHaveAttribute('data-verdict', 'eligible')
  await page.getByLabel('I can show funds for the move').uncheck()
  await expect(route(page, 'ukStudent')).toHaveAttribute('data-verdict', 'not-eligible')
  await expect(route(page, 'ukStudent')).toContainText('Needs to show the first year’s tuition')
  await expect(page).not.toHaveURL(/funds=1/)
  await page.getByLabel('I can show funds for the move').check()
  await page.getByRole('link', { name: 'Get a free assessment of these routes' }).click()
  const message = await sendPrefilledEnquiry(
    page,
    {
      immigrationType: 'Study Visa',
      message:
        /^Visa finder: looks eligible: Canada: study permit, Australia: Student visa \(subclass 500\), UK: Student visa/,
    },
    { name: 'Sneha Patil', label: 'finder' },
  )
  expect(message).toContain('goal: To study abroad')
  expect(message).toContain('/visa-finder?age=30&education=secondary')
})

test('IELTS scores at CLB 9 in every ability list the routes as C1 does; an old link opens as before', async ({
  page,
}) => {
  // A link shared before the finder asked for a test: the level alone, kept as it was.
  const oldLink = 'age=30&education=bachelor&english=c1&german=none&experience=3&offer=none&goal=pr&funds=1'
  await page.goto(`${path}?${oldLink}`)
  await islandReady(page, 'VisaFinder')
  const question = page.getByLabel('Which test did you take?')
  await expect(question).toHaveValue('level')
  await expect(route(page, 'expressEntry')).toHaveAttribute('data-verdict', 'check')
  await expect(route(page, 'expressEntry')).toContainText('You may qualify for the pool')
  await expect(page).toHaveURL(`${path}?${oldLink}`)
  const verdicts = () =>
    results(page)
      .locator('[data-route]')
      .evaluateAll((cards) => cards.map((card) => `${card.dataset.route}: ${card.dataset.verdict}`))
  const byLevel = await verdicts()

  // IRCC's chart for IELTS General Training: L 8, R 7, W 7, S 7 is CLB 9 in each.
  await question.selectOption('ielts')
  const scores = page.getByRole('group', { name: 'IELTS General Training' })
  for (const [ability, band] of [
    ['Listening', '8'],
    ['Reading', '7'],
    ['Writing', '7'],
    ['Speaking', '7'],
  ] as const)
    await scores.getByLabel(ability).fill(band)
  await expect(route(page, 'expressEntry')).toContainText(
    'Your scores: CLB 9 in reading, 9 in writing, 9 in listening, 9 in speaking.',
  )
  expect(await verdicts()).toEqual(byLevel)
  await expect(page).toHaveURL(/[?&]test=ielts&r=7&w=7&l=8&s=7(&|$)/)

  // A band IELTS does not give is kept as typed, with why, and decides nothing.
  await scores.getByLabel('Writing').fill('6.3')
  await expect(scores.getByLabel('Writing')).toHaveValue('6.3')
  await expect(scores).toContainText(
    'IELTS General Training does not give this score: the nearest it gives are 6 and 6.5.',
  )
  await expect(route(page, 'expressEntry')).not.toContainText('Your scores')
})
