import { expect, type Page } from '@playwright/test'

/** Waits until an island has hydrated: before that, clicks and keys only reach the static HTML. */
export async function islandReady(page: Page, name: string): Promise<void> {
  await expect(page.locator(`[data-island="${name}"]`).first()).toHaveAttribute('data-hydrated', 'true')
}
