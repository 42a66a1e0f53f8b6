// An island that fails does not take the page with it. What each template fetches before any
// interaction, and its islands coming alive with nothing going wrong: every-page.spec.ts.
import { expect, test } from '@playwright/test'
import { propsAtAttribute } from '../../lib/island-props'
import { islandAttributes, markerSelector } from '../../lib/island-protocol'
import { clientEntryRan } from '../support/islands'

test('an island that fails to render shows the error fallback in its place only', async ({ page }) => {
  // Corrupt the FAQ island's props on the way to the browser, as a bad deploy might.
  await page.route('**/faq', async (route) => {
    const response = await route.fetch()
    // Its place in the page's props script gives way to props of its own.
    const { name, props } = islandAttributes
    const html = (await response.text()).replace(
      new RegExp(`${name}="FaqAccordion"([^>]*?)${propsAtAttribute}="[^"]*"`),
      `${name}="FaqAccordion"$1${props}="{&quot;items&quot;:null}"`,
    )
    expect(html).toContain(`${props}="{&quot;items&quot;:null}"`)
    await route.fulfill({ response, body: html })
  })
  await page.goto('/faq')
  await clientEntryRan(page)
  // The accordion hydrates at the first interaction with it.
  await page.locator('summary').first().focus()
  const alert = page.locator(markerSelector('FaqAccordion')).getByRole('alert')
  await expect(alert).toContainText('Unexpected Application Error!')
  await expect(alert).toContainText(/null|undefined/)
  // The rest of the page still works.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Contact us' }).click()
  await expect(page.getByRole('link', { name: 'Call Now' })).toBeVisible()
})
