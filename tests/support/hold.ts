import type { Page, Request } from '@playwright/test'

/**
 * Holds the page's requests to `url` (those `which` picks) until the test releases them, as a slow
 * connection would. A gate, not a callback the request sets: a request may start after the release.
 */
export async function holdRequests(
  page: Page,
  url: string,
  which: (request: Request) => boolean = () => true,
): Promise<() => void> {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    if (which(route.request())) await gate
    await route.continue()
  })
  return release
}
