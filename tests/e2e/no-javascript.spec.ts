import { expect, test } from '@playwright/test'
import { site } from '../../content/site'
import { splitLocale } from '../../lib/i18n'
import { formatOpeningHours } from '../../lib/locale'
import { builtHtml, decodeEntities, indexablePages } from '../support/built-site'

test.use({ javaScriptEnabled: false })

/** Words that mean a page shows something unfinished or a value that was never filled in. */
const unfinished = /\b(to be added|TBD|TODO|lorem|placeholder|null|undefined)\b/gi

for (const { path } of [...indexablePages, { path: '/no-such-page' }]) {
  test(`${path} reads fully with JavaScript off, with nothing unfinished in its text`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The office hours, in the page's language ("Mon-Sat 10:00 AM-6:00 PM" in English).
    await expect(page.getByRole('contentinfo')).toContainText(
      formatOpeningHours(site.hours, splitLocale(path).locale),
    )
    // The text a visitor can read (folded sections included), not the markup's attributes.
    const text = await page.evaluate(() => {
      const body = document.body.cloneNode(true) as HTMLElement
      for (const hidden of body.querySelectorAll('script, style, template')) hidden.remove()
      return body.textContent ?? ''
    })
    expect(text.match(unfinished) ?? []).toEqual([])
    if (path === '/no-such-page') return
    // Every heading the server rendered is on the page as the visitor sees it. Those folded in a closed
    // <details> are out of view until it is opened (read-quickly.spec.ts opens them with JavaScript off).
    const unfolded = builtHtml(path).replace(/<details\b.*?<\/details>/gs, '')
    const headings = [...unfolded.matchAll(/<h[23]\b[^>]*>([^<]+)</g)].map((match) => match[1] ?? '')
    for (const text of headings.slice(0, 12)) {
      await expect(page.getByRole('heading', { name: decodeEntities(text) }).first()).toBeAttached()
    }
  })
}
