import { expect, type Page } from '@playwright/test'
import { clientEntryAttribute } from '../../lib/first-paint'
import { islandAttributes, markerSelector } from '../../lib/island-protocol'

/** Waits until an island has hydrated: before that, clicks and keys only reach the static HTML. */
export async function islandReady(page: Page, name: string): Promise<void> {
  await expect(page.locator(markerSelector(name)).first()).toHaveAttribute(islandAttributes.hydrated, 'true')
}

/**
 * Waits until the client entry has run: the page requests it only after its first paint and load
 * (lib/first-paint.ts), so a test that interacts with an island before then reaches the static HTML
 * only, as a visitor that fast would.
 */
export async function clientEntryRan(page: Page): Promise<void> {
  const entry = await clientEntryAddress(page)
  // The page asks for it in its own time; then, the same address being the same module, importing it
  // resolves once the page's copy has run.
  await page.locator(`script[type="module"][src="${entry}"]`).waitFor({ state: 'attached' })
  await page.evaluate((url) => import(url), entry)
}

/** The client entry's address, as the build wrote it on the page's first-paint script. */
export async function clientEntryAddress(page: Page): Promise<string> {
  const entry = await page.locator(`script[${clientEntryAttribute}]`).getAttribute(clientEntryAttribute)
  if (!entry) throw new Error('The page has no client entry')
  return entry
}
