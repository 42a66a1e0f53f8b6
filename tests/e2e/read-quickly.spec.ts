// Pages that read quickly (issue 15): the Home form within reach on a phone, with the registrations,
// destinations and stories below it; visa cards that fold their long lists; stories by destination.
import { expect, type Page, test } from '@playwright/test'
import { copyIn } from '../../content/copy'
import { site } from '../../content/site'
import { withFacts } from '../../lib/facts/site'
import { filledRegistrations } from '../../lib/owner-details'

const { home } = copyIn('en')
const visaServices = withFacts(copyIn('en').visaServices).content

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the consultation form on / starts within the second screen', async ({ page }) => {
    await page.goto('/')
    const top = await page
      .locator('#contact-form')
      .evaluate((form) => form.getBoundingClientRect().top + window.scrollY)
    expect(top).toBeLessThan(2 * 844)
  })
})

test('/ shows the registrations, the destinations with flags, and three stories with a link to all', async ({
  page,
}) => {
  await page.goto('/')
  // Only the registrations the consultancy has filled in, each with the register to check it on; none
  // filled, no strip (a blank or invented number would be a false claim of regulation).
  const strip = page.getByRole('region', { name: home.trust.label })
  const filled = filledRegistrations(site.registrations)
  await expect(strip.getByRole('listitem')).toHaveCount(filled.length)
  for (const registration of filled) {
    const item = strip.getByRole('listitem').filter({ hasText: registration.credential })
    await expect(item).toContainText(registration.number)
    await expect(item.getByRole('link')).toHaveAttribute('href', registration.register.url)
  }
  await expect(strip.getByRole('link', { name: home.trust.advisers.label })).toHaveAttribute(
    'href',
    home.trust.advisers.href,
  )

  const destinations = page.getByRole('region', { name: home.destinations.heading })
  await expect(destinations.locator('img[src^="data:image/svg+xml,"]')).toHaveCount(
    home.destinations.items.length,
  )

  const stories = page.getByRole('region', { name: home.stories.heading })
  await expect(stories.locator('figure')).toHaveCount(3)
  await expect(stories.getByRole('link', { name: home.stories.link.label })).toHaveAttribute(
    'href',
    '/success-stories',
  )
})

for (const javaScriptEnabled of [true, false]) {
  test.describe(`/visa-services with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('each card folds its benefits into a closed <details> that opens on click', async ({ page }) => {
      await page.goto('/visa-services')
      for (const service of visaServices) {
        const card = page.locator(`[id="${service.anchor}"]`)
        const details = card.locator('details')
        const benefit = details.getByText(service.benefits[0], { exact: true })
        await expect(details).not.toHaveAttribute('open')
        await expect(benefit).toBeHidden()
        // The requirements and eligibility a visitor scans stay in view.
        await expect(card.getByText(service.requirements[0], { exact: true })).toBeVisible()
        await expect(card.getByText(service.eligibility[0], { exact: true })).toBeVisible()
        await details.locator('summary').click()
        await expect(benefit).toBeVisible()
      }
    })
  })
}

test('/visa-services: the summaries are reachable and open from the keyboard', async ({ page }) => {
  await page.goto('/visa-services')
  const summary = page.locator('summary').first()
  await summary.focus()
  await expect(summary).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('details').first()).toHaveAttribute('open')
})

/** The destination groups of /success-stories: each <section> with an id under the jump list. */
const storyGroups = (page: Page) => page.locator('section[id]:has(> h2)')

test('/success-stories: every destination group has a heading with its count, and the jump list reaches each', async ({
  page,
}) => {
  await page.goto('/success-stories')
  const groups = storyGroups(page)
  const jumpLinks = page
    .getByRole('navigation', { name: copyIn('en').successStoriesLabels.jumpList })
    .getByRole('link')
  await expect(jumpLinks).toHaveCount(await groups.count())
  expect(await groups.count()).toBeGreaterThan(1)
  for (const group of await groups.all()) {
    const cards = await group.locator('figure').count()
    await expect(group.getByRole('heading', { level: 2 })).toContainText(
      cards === 1 ? '1 story' : `${cards} stories`,
    )
  }
  const hrefs = await jumpLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  for (const href of hrefs) {
    expect(href).toMatch(/^#[\w-]+$/)
    await expect(page.locator(`section[id="${href?.slice(1)}"]`)).toHaveCount(1)
  }
  // The last group, far down the page, is brought at once to just below the sticky header.
  const last = hrefs.at(-1) ?? ''
  await jumpLinks.last().click()
  const top = await page
    .locator(`section[id="${last.slice(1)}"]`)
    .evaluate((section) => section.getBoundingClientRect().top)
  expect(top).toBeGreaterThanOrEqual(0)
  expect(top).toBeLessThan(200)
})

test('/success-stories at 1280px: no row holds a single card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/success-stories')
  const tops = await storyGroups(page)
    .locator('li:has(> figure)')
    .evaluateAll((cards) =>
      cards.map((card) => Math.round(card.getBoundingClientRect().top + window.scrollY)),
    )
  const perRow = new Map<number, number>()
  for (const top of tops) perRow.set(top, (perRow.get(top) ?? 0) + 1)
  expect(tops.length).toBeGreaterThan(30)
  expect([...perRow.values()].filter((cards) => cards < 2)).toEqual([])
})
