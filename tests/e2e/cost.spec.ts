// /cost (issue 55): a link with a route and a household restores the plan cold, in each language; a
// change is kept in the link and survives a reload. The tables read without a script: tests/build/cost.test.ts.
import { expect, test } from '@playwright/test'
import { locales, localizedPath } from '../../lib/i18n'
import { messagesFor } from '../../lib/messages'
import { islandReady } from '../support/islands'
import { sendPrefilledEnquiry } from '../support/prefilled-enquiry'

for (const locale of locales) {
  const m = messagesFor(locale)
  const path = localizedPath('/cost', locale)
  const household = (adults: number, children: number) => ({ adults, children })

  test(`${path} restores a family of four on Express Entry from its link, and keeps a change`, async ({
    page,
  }) => {
    await page.goto(`${path}?route=expressEntry&adults=2&children=2`)
    await islandReady(page, 'CostPlanner')
    const plan = page.locator('[data-plan-route]')
    await expect(plan.getByRole('heading', { level: 3 })).toHaveText(
      m('visaFinder.finder.routes.expressEntry.name'),
    )
    await expect(plan).toContainText(m('cost.household', household(2, 2)))
    await expect(plan.getByRole('table').first()).toBeVisible()

    await page.getByLabel(m('cost.form.children')).selectOption('1')
    await expect(plan).toContainText(m('cost.household', household(2, 1)))
    await expect(page).toHaveURL(/children=1/)
    await page.reload()
    await expect(plan).toContainText(m('cost.household', household(2, 1)))
  })
}

test('the enquiry from a plan arrives naming the route, the household and both totals', async ({ page }) => {
  await page.goto('/cost?route=expressEntry&adults=2&children=2')
  await islandReady(page, 'CostPlanner')
  await page.getByRole('link', { name: 'Ask a consultant about this plan' }).click()
  const message = await sendPrefilledEnquiry(
    page,
    {
      immigrationType: 'Permanent Residency (PR)',
      message:
        /^Cost plan for Canada: Express Entry \(2 adults, 2 children\): to pay .+; to show .+\.[\s\S]*cost\?route=expressEntry&adults=2&children=2/,
    },
    { name: 'Meera Kulkarni', label: 'cost' },
  )
  expect(message).toMatch(/^Cost plan for Canada: Express Entry \(2 adults, 2 children\): to pay /)
  expect(message).toContain('to show ')
})
