import { expect, type Page, test } from '@playwright/test'
import { parseCrsQuery, scoreCrs } from '../../lib/calculators/crs/rules'
import { australiaGridProvenance, crsCalculatorGrid, crsGridProvenance } from '../../lib/calculators/grids'
import { formatDate, formatNumber } from '../../lib/locale'
import { holdRequests } from '../support/hold'
import { clientEntryRan, islandReady } from '../support/islands'
import { enquiriesFrom, uniqueEmail, uniqueMobile } from '../support/leads'

const total = (page: Page, name: RegExp) => page.getByRole('status', { name })
const australiaTotal = (page: Page) => total(page, /Your points/)
const crsTotal = (page: Page) => total(page, /Your CRS points/)

test.describe('Australia points calculator', () => {
  test('adds up a profile a visitor answers, line by line, and the shared link reopens it', async ({
    page,
    context,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await page.goto('/australia-points-calculator')
    // The server's defaults; the calculator comes alive with the visitor's first answer.
    await expect(australiaTotal(page)).toHaveText('55') // the defaults: 30 (age) + 15 (degree) + 10 (single)

    await page.getByLabel(/Subclass 190/).check()
    await page.getByLabel('Your age when invited').selectOption('33')
    await page.getByLabel(/^Superior English/).check()
    await page.getByLabel('Years outside Australia').selectOption('8')
    await page.getByLabel('Years in Australia').selectOption('5')
    await page.getByLabel(/^A doctorate/).check()
    await page.getByLabel(/^A Professional Year/).check()
    await page.getByLabel(/^Regional study/).check()
    await page.getByLabel(/has Competent English, but no skills assessment/).check()

    // 25 (age 33) + 20 (Superior) + 15 + 15 employment capped at 20 + 20 (doctorate) + 5 (Professional
    // Year) + 0 (regional study without Australian study) + 5 (partner, English only) + 5 (190) = 100
    await expect(australiaTotal(page)).toHaveText('100')
    const result = page.getByRole('region', { name: 'Your points', exact: true })
    await expect(result).toContainText('Skilled employment: 30, capped at 20')
    await expect(result).toContainText('You meet the pass mark of 65, with 35 points to spare.')
    await expect(result).toContainText(
      'Regional study counts only together with the Australian study requirement',
    )
    await expect(result).toContainText(`Grid as of ${formatDate(australiaGridProvenance.asOf, 'en')}`)
    await expect(result.getByRole('link', { name: /Home Affairs: Points table/ })).toHaveAttribute(
      'href',
      /homeaffairs\.gov\.au/,
    )

    await expect(page).toHaveURL(/visa=190/)
    const shared = page.url()
    expect(new URL(shared).searchParams.get('overseas')).toBe('8')

    const cold = await context.newPage()
    await cold.goto(shared)
    await expect(australiaTotal(cold)).toHaveText('100')
    await expect(cold.getByLabel('Your age when invited')).toHaveValue('33')
    await expect(cold.getByLabel(/Subclass 190/)).toBeChecked()
    expect(errors).toEqual([])
  })

  test('says how far below the pass mark a profile is, and that no one 45 or over is invited', async ({
    page,
  }) => {
    await page.goto(
      '/australia-points-calculator?age=45&english=competent&qualification=none&partner=none&visa=189',
    )
    // 0 (age 45) + 0 + 0 + 0 + 0 = 0
    await expect(australiaTotal(page)).toHaveText('0')
    const result = page.getByRole('region', { name: 'Your points', exact: true })
    await expect(result).toContainText('You are 65 points below the pass mark of 65.')
    await expect(result).toContainText('you cannot be invited for these visas')
  })

  test('falls back to the defaults for parameters it cannot read, without an error', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(String(error)))
    await page.goto(
      '/australia-points-calculator?age=abc&english=fluent&overseas=-1&visa=500&partner=x&ausStudy=yes',
    )
    await islandReady(page, 'AustraliaPointsCalculator')
    await expect(australiaTotal(page)).toHaveText('55')
    await expect(page).toHaveURL(/age=30&english=competent/)
    expect(errors).toEqual([])
  })

  test('the subclass cards open it with their visa chosen', async ({ page }) => {
    await page.goto('/visa-subclasses')
    await page.locator('#subclass-491').getByRole('link', { name: 'Check your points' }).click()
    await expect(page).toHaveURL(/\/australia-points-calculator\?(.*&)?visa=491/)
    await expect(page.getByLabel(/Subclass 491/)).toBeChecked()
    // 30 (age) + 15 (degree) + 10 (single) + 15 (491) = 70
    await expect(australiaTotal(page)).toHaveText('70')
  })
})

test.describe('CRS calculator', () => {
  test('adds up a profile with a spouse, section by section, and the shared link reopens it', async ({
    page,
    context,
  }) => {
    await page.goto('/crs-calculator')
    // The defaults: age 29 (110) + bachelor (120) + CLB 8 ×4 (92) = 322 core; transferability 13 + 25 = 38
    await expect(crsTotal(page)).toHaveText('360')

    await page.getByLabel('Your age').selectOption('31')
    await page.getByLabel(/spouse or common-law partner is coming/).check()
    await page.getByLabel('Your highest level of education').selectOption('two-or-more')
    const first = page.getByRole('group', { name: 'First official language', exact: true })
    for (const ability of ['Reading', 'Writing', 'Listening', 'Speaking'])
      await first.getByLabel(ability).selectOption('9')
    const second = page.getByRole('group', { name: 'Second official language' })
    for (const ability of ['Reading', 'Writing', 'Listening', 'Speaking'])
      await second.getByLabel(ability).selectOption('7')
    await page.getByLabel('Skilled work experience in Canada', { exact: true }).selectOption('2')
    await page.getByLabel('Skilled work experience outside Canada').selectOption('3')
    await page.getByLabel("Your spouse's or partner's highest level of education").selectOption('bachelor')
    const spouse = page.getByRole('group', { name: "Your spouse's or partner's first official language" })
    for (const ability of ['Reading', 'Writing', 'Listening', 'Speaking'])
      await spouse.getByLabel(ability).selectOption('7')
    await page
      .getByLabel(/Post-secondary education in Canada|A credential of one or two years/)
      .first()
      .check()

    // Core: age 31 with spouse (90) + two or more (119) + CLB 9 ×4 (116) + NCLC 7 ×4 (12) + 2 years (46) = 383
    // Spouse: bachelor (8) + CLB 7 ×4 (12) = 20
    // Transferability: education 50 + 50 = 100 capped at 50; foreign work 50 + 50 capped at 50 → 100
    // Additional: French NCLC 7 with English CLB 9 (50) + Canadian study, one or two years (15) = 65
    // 383 + 20 + 100 + 65 = 568
    await expect(crsTotal(page)).toHaveText('568')
    const result = page.getByRole('region', { name: 'Your CRS points', exact: true })
    await expect(result).toContainText('Education with language or Canadian work: 100, capped at 50')
    await expect(result).toContainText('Skill transferability: 100')
    await expect(result).toContainText(`out of ${formatNumber(crsCalculatorGrid.maximum, 'en')}`)
    await expect(result).toContainText(`Grid as of ${formatDate(crsGridProvenance.asOf, 'en')}`)

    const shared = page.url()
    expect(new URL(shared).searchParams.get('spouse')).toBe('1')
    const cold = await context.newPage()
    await cold.goto(shared)
    await expect(crsTotal(cold)).toHaveText('568')
  })

  test('answers chosen before the calculator has come alive count once it has', async ({ page }) => {
    await page.goto('/crs-calculator')
    await clientEntryRan(page)
    // The calculator's code is on a slow connection: it arrives after the visitor has chosen.
    const release = await holdRequests(page, '**/assets/chunks/*.js')
    const age = page.getByLabel('Your age')
    await age.focus()
    await age.selectOption('31')
    await page.getByLabel(/spouse or common-law partner is coming/).check()
    await expect(crsTotal(page)).toHaveText('360')
    release()
    await islandReady(page, 'CrsCalculator')
    // Core: age 31 with spouse (90) + bachelor (112) + CLB 8 ×4 (88) = 290; spouse: bachelor (8);
    // transferability 13 + 25 = 38 → 336
    await expect(crsTotal(page)).toHaveText('336')
    await expect(page.getByLabel('Your age')).toHaveValue('31')
    await expect(page).toHaveURL(/\?age=31&spouse=1&/)
  })

  test('the prefilled enquiry arrives in the database with the score in its message', async ({ page }) => {
    const query =
      'age=29&education=master&first=en&r=10&w=10&l=10&s=10&canadianWork=0&foreignWork=3&nomination=1'
    await page.goto(`/crs-calculator?${query}`)
    // Core (age, master's, CLB 10 ×4), transferability and the nomination, by the registry's grid.
    const score = scoreCrs(parseCrsQuery(new URLSearchParams(query), crsCalculatorGrid), crsCalculatorGrid)
    const [total, maximum, core] = [score.total, score.maximum, score.sections[0]?.subtotal.points ?? 0].map(
      (n) => formatNumber(n, 'en'),
    )
    const estimate = `CRS estimate: ${total} of ${maximum} points`
    await expect(crsTotal(page)).toHaveText(total ?? '')
    await page.getByRole('link', { name: 'Get a free assessment of this score' }).click()
    await expect(page).toHaveURL(/\/contact\?/)

    const form = page.locator('form').filter({ has: page.getByLabel('Full name') })
    await islandReady(page, 'ConsultationForm')
    await expect(form.getByLabel('Immigration type')).toHaveValue('Permanent Residency (PR)')
    const message = form.getByLabel('Message (optional)')
    await expect(message).toHaveValue(new RegExp(`^${estimate}`))
    await expect(message).toHaveValue(/crs-calculator\?age=29/)

    // The visitor edits it before sending.
    await message.press('End')
    await message.pressSequentially(' Please call after 6 pm.')
    const email = uniqueEmail('crs')
    await form.getByLabel('Full name').fill('Rohan Deshpande')
    await form.getByLabel('Email address').fill(email)
    await form.getByLabel('Mobile number').fill(uniqueMobile())
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(
      page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Thank you for your inquiry' }),
    ).toBeVisible()

    const rows = await enquiriesFrom(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.immigration_type).toBe('Permanent Residency (PR)')
    expect(String(rows[0]?.message)).toMatch(new RegExp(`^${estimate} \\(core ${core}, spouse or partner 0`))
    expect(String(rows[0]?.message)).toContain('provincial nomination: yes')
    expect(String(rows[0]?.message)).toMatch(/Please call after 6 pm\.$/)
  })
})
