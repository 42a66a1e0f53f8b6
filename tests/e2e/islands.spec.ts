import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { islandAttributes, markerSelector } from '../../lib/island-protocol'
import { builtHtml, drivenPages, indexablePages } from '../support/built-site'
import { clientEntryRan } from '../support/islands'

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
async function scriptsWithoutInteraction(page: import('@playwright/test').Page, path: string) {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(path)
  await clientEntryRan(page)
  await page.waitForLoadState('networkidle')
  // What the entry set going as it ran (an island that hydrates at once) has started by now.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  await page.waitForLoadState('networkidle')
  return scripts
}

/** Gzip bytes of the JavaScript a page downloads with no interaction. */
async function initialJavaScript(page: import('@playwright/test').Page, path: string) {
  const scripts = await scriptsWithoutInteraction(page, path)
  let bytes = 0
  for (const url of scripts) {
    const body = await (await page.request.get(url)).body()
    bytes += gzipSync(body).length
  }
  return { scripts, bytes }
}

for (const { path } of drivenPages) {
  test(`${path} loads at most 80 KB of JavaScript (gzip) before any interaction`, async ({ page }) => {
    const { bytes, scripts } = await initialJavaScript(page, path)
    expect(scripts.length).toBeGreaterThan(0)
    expect(bytes).toBeLessThanOrEqual(80 * 1024)
  })
}

// Only the scanner must be live at once (a file dropped on it must not replace the page). Every
// other island waits for the visitor's first interaction with it (a form, a calculator, the menu, the
// floating button), so React is not fetched until then: what is fetched is the client entry alone.
const eager = new RegExp(`${islandAttributes.hydrate}="load"`)
const contentPages = indexablePages.filter(({ path }) => !eager.test(builtHtml(path)))

test('every page but the scanner’s waits for the visitor before fetching React', () => {
  expect(indexablePages.filter((page) => !contentPages.includes(page)).map((page) => page.path)).toEqual([
    '/fix-resume',
  ])
})

for (const { path } of contentPages.filter((page) => drivenPages.includes(page))) {
  test(`${path} fetches only the client entry, at most 2 KB gzip, and no React until the first interaction`, async ({
    page,
  }) => {
    const paths = (await scriptsWithoutInteraction(page, path)).map((url) => new URL(url).pathname)
    expect(paths).toEqual([expect.stringMatching(/\/pages_client\.[\w-]+\.js$/)])
    const [entry = ''] = paths
    expect(gzipSync(await (await page.request.get(entry)).body()).length).toBeLessThanOrEqual(2 * 1024)
  })
}
