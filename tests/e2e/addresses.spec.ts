// One URL per page: the local server answers as the static hosts do (lib/static-host.ts). A page is
// served at its canonical address with 200; its other forms redirect there permanently, query kept.
import { expect, test } from '@playwright/test'

test('a page answers at its canonical address with 200 and no redirect', async ({ request }) => {
  for (const path of ['/', '/about', '/blog/canada-express-entry-guide', '/crs-calculator?age=29']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toContain('text/html')
  }
})

for (const [other, canonical] of [
  ['/about/', '/about'],
  ['/blog/canada-express-entry-guide.html', '/blog/canada-express-entry-guide'],
  ['/crs-calculator/?age=29&partner=yes', '/crs-calculator?age=29&partner=yes'],
  ['/index.html', '/'],
] as const) {
  test(`${other} redirects permanently to ${canonical}`, async ({ request, page }) => {
    const response = await request.get(other, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toBe(canonical)
    // A visitor following an old link lands on the page, at its canonical address.
    await page.goto(other)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(canonical)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
}
