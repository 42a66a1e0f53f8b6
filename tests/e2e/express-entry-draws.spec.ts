// Express Entry draws: the rounds page's filter without JavaScript, a CRS score
// set against the rounds its profile could be in, the total in view on a phone, and the WhatsApp handoff.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { crsCalculatorGrid } from '../../lib/calculators/grids'
import { formatNumber } from '../../lib/locale'

// The snapshot as published (Playwright's loader reads JSON modules only with an import attribute).
const snapshot = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '..', '..', 'content', 'facts', 'express-entry-rounds.json'),
    'utf8',
  ),
) as { rounds: { drawNumber: string; drawDate: string; drawName: string; drawCRS: string }[] }
const rounds = snapshot.rounds.map((round) => ({
  name: round.drawName,
  lowestScore: Number(round.drawCRS.replace(/,/g, '')),
}))
/** How many of the last six rounds named like `pattern` a score reached: what the page should say. */
const reached = (score: number, pattern: RegExp) => {
  const recent = rounds.filter((round) => pattern.test(round.name)).slice(0, 6)
  return { met: recent.filter((round) => score >= round.lowestScore).length, of: recent.length }
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  // The table, the chart and the data's age as built: tests/build/draws.test.ts.
  test('/express-entry-draws filters its rounds by type with CSS alone', async ({ page }) => {
    await page.goto('/express-entry-draws')
    const table = page.getByRole('table', { name: 'Express Entry rounds of invitations, newest first' })
    // The filter is CSS alone: a checked type hides the other rows.
    await page.getByRole('radio', { name: 'Canadian Experience Class' }).check()
    const cec = snapshot.rounds.filter((round) => round.drawName === 'Canadian Experience Class').length
    await expect(table.locator('tbody tr:visible')).toHaveCount(cec)
    await page.getByRole('radio', { name: 'All rounds' }).check()
    await expect(table.locator('tbody tr:visible')).toHaveCount(snapshot.rounds.length)
  })
})

test('the breadcrumb is a list of links a keyboard reaches', async ({ page }) => {
  await page.goto('/express-entry-draws')
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(trail.getByRole('listitem')).toHaveText(['Home', /Countries/, /Express Entry Draws/])
  await page.keyboard.press('Tab') // the skip link
  await page.keyboard.press('Tab')
  let reached = false
  for (let i = 0; i < 20 && !reached; i++) {
    reached = await trail
      .getByRole('link', { name: 'Countries' })
      .evaluate((link) => link === document.activeElement)
    if (!reached) await page.keyboard.press('Tab')
  }
  expect(reached).toBe(true)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/countries$/)
})

const recent = (page: Page) => page.getByRole('region', { name: 'Your score against recent rounds' })
/** Once the calculator has read its link, it writes every answer back to the address. */
const restored = (page: Page) => expect(page).toHaveURL(/foreignWork=/)
const crsTotal = async (page: Page) =>
  Number((await page.getByRole('status', { name: /Your CRS points/ }).textContent())?.replace(/,/g, ''))

for (const [profile, query, pattern, label] of [
  ['Canadian Experience Class', 'canadianWork=1', /^Canadian Experience Class$/, 'Canadian Experience Class'],
  ['provincial nominee', 'nomination=1', /^Provincial Nominee Program$/, 'Provincial Nominee Program'],
  ['French-speaking', 'first=fr&r=8&w=8&l=7&s=7', /french/i, 'French-language proficiency'],
] as const) {
  test(`a ${profile} profile opened from its link is set against its rounds, and told which it is not in`, async ({
    page,
  }) => {
    await page.goto(`/crs-calculator?age=30&education=master&${query}`)
    await restored(page)
    const score = await crsTotal(page)
    const { met, of } = reached(score, pattern)
    await expect(recent(page)).toContainText(
      `Your ${score.toLocaleString('en-IN')} reached the lowest score in ${met} of the last ${of} ${label} rounds.`,
    )
    // The types this profile is not in, each with the reason.
    if (profile !== 'provincial nominee') {
      await expect(recent(page).locator('[data-round-type="pnp"]')).toContainText(
        'Only for candidates with a provincial or territorial nomination.',
      )
    }
    if (profile !== 'Canadian Experience Class') {
      await expect(recent(page).locator('[data-round-type="cec"]')).toContainText(
        'Needs at least one year of skilled work experience in Canada.',
      )
    }
    // Military recruits' rounds need a Canadian Armed Forces offer, which the form does not ask.
    await expect(recent(page).locator('[data-round-type="military"]')).toContainText(
      'Only for foreign military members recruited by the Canadian Armed Forces',
    )
    await expect(recent(page)).toContainText('Past cut-offs are history, not a forecast')
  })
}

test('choosing an occupation group puts the visitor in its rounds, and the WhatsApp text follows the answers', async ({
  page,
}) => {
  await page.goto('/crs-calculator?canadianWork=1')
  await restored(page)
  await expect(recent(page).locator('[data-round-type="healthcare"]')).toContainText('in these occupations')
  await page.getByLabel('Your occupation').selectOption('healthcare')
  await expect(recent(page).locator('[data-round-type="healthcare"]')).toContainText(
    /reached the lowest score|was below/,
  )
  await expect(page).toHaveURL(/occupation=healthcare/)
  const score = await crsTotal(page)
  const href = await page
    .getByRole('link', { name: /Send this to a consultant on WhatsApp/ })
    .getAttribute('href')
  const text = new URL(href ?? '').searchParams.get('text') ?? ''
  expect(text).toContain(`${score} of ${formatNumber(crsCalculatorGrid.maximum, 'en')}`)
  expect(text).toContain('occupation group: Health care and social services')
  expect(text).toContain('occupation=healthcare')
})

for (const [path, name] of [
  ['/crs-calculator', /Your CRS points/],
  ['/australia-points-calculator', /Your points/],
] as const) {
  test(`${path}: at 390 px the total stays in view while the visitor goes through the questions`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(path)
    const running = page.locator('[data-running-total]')
    const output = page.getByRole('status', { name })
    const last = page.locator('form').first().locator('input, select').last()
    await last.scrollIntoViewIfNeeded()
    await last.focus()
    const [bar, field] = [await running.boundingBox(), await last.boundingBox()]
    expect(bar && bar.y >= 0 && bar.y + bar.height <= 844).toBe(true)
    await expect(running).toContainText((await output.textContent()) ?? '')
    // The field in focus is not under the bar.
    expect((field?.y ?? 0) >= (bar?.y ?? 0) + (bar?.height ?? 0)).toBe(true)
    // Tabbing back up through the questions keeps each focused field clear of it.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab')
      const focused = await page.evaluate(() => {
        const box = document.activeElement?.getBoundingClientRect()
        return box ? box.top : -1
      })
      const barBox = await running.boundingBox()
      expect(focused).toBeGreaterThanOrEqual((barBox?.y ?? 0) + (barBox?.height ?? 0) - 1)
    }
  })
}
