import { expect, type Page, test } from '@playwright/test'
import { copyIn } from '../../content/copy'
import { headerNav } from '../../content/routes'
import { site } from '../../content/site'
import { islandAttributes, markerSelector } from '../../lib/island-protocol'
import { clientEntryRan } from '../support/islands'

const { routes } = copyIn('en')

// The header's and footer's links as built: tests/build/navigation.test.ts. Here, what a browser does
// with them: the header's height, and its staying in view.
test('the header is 80 px high and stays in view as the page scrolls', async ({ page }) => {
  await page.goto('/about')
  const header = page.getByRole('banner')
  expect((await header.boundingBox())?.height).toBe(80)
  await page.mouse.wheel(0, 2000)
  await expect(header).toBeInViewport()
})

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu opens, closes when a link is chosen, and closes on Escape', async ({ page }) => {
    await page.goto('/faq', { waitUntil: 'networkidle' })
    await clientEntryRan(page)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const island = page.locator(markerSelector('MobileMenu'))
    await expect(island).not.toHaveAttribute(islandAttributes.hydrated, 'true')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    expect(await expandedState(page, 'Open menu')).toBe(false)
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    await expect(island).toHaveAttribute(islandAttributes.hydrated, 'true')
    expect(await expandedState(page, 'Close menu')).toBe(true)
    for (const route of headerNav.map((key) => routes[key]))
      await expect(menu.getByRole('link', { name: route.label, exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Boost Resume → Level Up' })).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
  })
})

/** A button's expanded state as Chromium's accessibility tree gives it to screen readers. */
async function expandedState(page: Page, name: string): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      role?: { value: string }
      name?: { value: string }
      properties?: { name: string; value: { value: unknown } }[]
    }[]
  }
  const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === name)
  return button?.properties?.find((property) => property.name === 'expanded')?.value.value
}

test('the floating button opens a panel to chat or call, and React loads for it only at the first tap', async ({
  page,
}) => {
  await page.goto('/about', { waitUntil: 'networkidle' })
  await clientEntryRan(page)
  const fab = page.locator(markerSelector('ContactFab'))
  await expect(fab).not.toHaveAttribute(islandAttributes.hydrated, 'true')
  const button = page.getByRole('button', { name: 'Contact us' })
  // The browser reports the popover button's state to assistive technology itself.
  expect(await expandedState(page, 'Contact us')).toBe(false)
  await expect(page.getByRole('link', { name: 'Call Now' })).toBeHidden()
  await button.click()
  // The tap is not lost: the panel is open, and React has hydrated the island behind it.
  const chat = page.getByRole('link', { name: 'Chat on WhatsApp' })
  await expect(chat).toBeVisible()
  await expect(fab).toHaveAttribute(islandAttributes.hydrated, 'true')
  await expect(chat).toBeVisible()
  expect(await expandedState(page, 'Close contact options')).toBe(true)
  const href = (await chat.getAttribute('href')) ?? ''
  expect(href.startsWith(`https://wa.me/${site.whatsapp}?text=`)).toBe(true)
  expect(new URL(href).searchParams.get('text')).toBe('Hello, I have a query!')
  await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
    'href',
    `tel:${site.phones[0].tel}`,
  )
  await page.getByRole('button', { name: 'Close contact options' }).click()
  await expect(chat).toBeHidden()
  // Escape closes it too, and focus goes back to the button.
  await page.getByRole('button', { name: 'Contact us' }).click()
  await chat.focus()
  await page.keyboard.press('Escape')
  await expect(chat).toBeHidden()
  await expect(page.getByRole('button', { name: 'Contact us' })).toBeFocused()
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('the floating button still opens its panel and Escape closes it', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('button', { name: 'Contact us' }).click()
    const call = page.getByRole('link', { name: 'Call Now' })
    await expect(call).toBeVisible()
    await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(call).toBeHidden()
  })

  test('the menu opens at 390px and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/faq')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await menu.getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test('a keyboard user can skip to the content and sees where focus is', async ({ page }) => {
  await page.goto('/about')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  const outline = await skip.evaluate((element) => getComputedStyle(element).outlineStyle)
  expect(outline).not.toBe('none')
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})
