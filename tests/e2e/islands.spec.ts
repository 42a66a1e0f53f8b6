// What a page asks for before the visitor does anything, and what its islands do when they come alive.
import { gzipSync } from 'node:zlib'
import { expect, type Page, test } from '@playwright/test'
import { islandAttributes, markerSelector } from '../../lib/island-protocol'
import { builtPage, templatePaths } from '../support/built-site'
import { clientEntryAddress, clientEntryRan } from '../support/islands'
import { watchProblems } from '../support/page-problems'

test('an island that fails to render shows the error fallback in its place only', async ({ page }) => {
  // Corrupt the FAQ island's props on the way to the browser, as a bad deploy might.
  await page.route('**/faq', async (route) => {
    const response = await route.fetch()
    const { name, props } = islandAttributes
    const html = (await response.text()).replace(
      new RegExp(`${name}="FaqAccordion"([^>]*?)${props}="[^"]*"`),
      `${name}="FaqAccordion"$1${props}="{&quot;items&quot;:null}"`,
    )
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

/**
 * The script files a page requests with no interaction: those requested until its client entry has
 * run and the network is quiet again after it.
 */
async function scriptsWithoutInteraction(page: Page, path: string) {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(path)
  await clientEntryRan(page)
  await page.waitForLoadState('networkidle')
  // What the entry set going as it ran (an island that hydrates at once) has started by now.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  await page.waitForLoadState('networkidle')
  return scripts
}

/** Gzip bytes of the scripts at these addresses. */
async function gzipBytes(page: Page, paths: string[]) {
  let bytes = 0
  for (const path of paths) bytes += gzipSync(await (await page.request.get(path)).body()).length
  return bytes
}

/** A page whose island must be live at once (the scanner: a file dropped on it must not replace the page). */
const hydratesAtLoad = (path: string) => builtPage(path)(`[${islandAttributes.hydrate}="load"]`).length > 0

// Every island but the scanner waits for the visitor's first interaction with it (a form, a
// calculator, the menu, the floating button), so React is not fetched until then: what is fetched is
// the client entry alone. Then, as at a visitor's first tap on each, every island comes alive with
// nothing going wrong in the browser (the notifications wait for a notice, the mobile menu for a small
// screen).
for (const path of templatePaths) {
  test(`${path} fetches only what it needs before any interaction, and its islands come alive with no CSP violation, console error or failed request`, async ({
    page,
  }) => {
    const problems = await watchProblems(page)
    const scripts = await scriptsWithoutInteraction(page, path)
    if (hydratesAtLoad(path)) {
      expect(scripts.length).toBeGreaterThan(1)
      expect(await gzipBytes(page, scripts)).toBeLessThanOrEqual(80 * 1024)
    } else {
      expect(scripts).toEqual([await clientEntryAddress(page)])
      expect(await gzipBytes(page, scripts)).toBeLessThanOrEqual(2 * 1024)
    }

    await page.mouse.wheel(0, 4000)
    const markers = page.locator(markerSelector())
    await markers.evaluateAll((elements) => {
      for (const element of elements)
        element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    })
    const live = markers.and(
      page.locator(`:not([${islandAttributes.hydrate}="demand"], [${islandAttributes.media}])`),
    )
    for (const island of await live.all())
      await expect(island).toHaveAttribute(islandAttributes.hydrated, 'true')
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })
}
