import { expect, type Page } from '@playwright/test'
import { islandAttributes, markerSelector } from '../../lib/island-protocol'

/** Waits until an island has hydrated: before that, clicks and keys only reach the static HTML. */
export async function islandReady(page: Page, name: string): Promise<void> {
  await expect(page.locator(markerSelector(name)).first()).toHaveAttribute(islandAttributes.hydrated, 'true')
}
