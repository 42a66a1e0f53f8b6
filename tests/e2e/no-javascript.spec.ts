// Each template with JavaScript off: the page as its HTML and CSS alone show it. That every page's
// HTML holds its heading, the office hours and nothing unfinished: tests/build/no-javascript.test.ts.
import { expect, test } from '@playwright/test'
import { site } from '../../content/site'
import { splitLocale } from '../../lib/i18n'
import { formatOpeningHours } from '../../lib/locale'
import { builtPage, templatePages } from '../support/built-site'

test.use({ javaScriptEnabled: false })

for (const { path } of [...templatePages, { path: '/no-such-page' }, { path: '/blog/no-such-post' }]) {
  test(`${path} reads fully with JavaScript off`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The office hours, in the page's language ("Mon-Sat 10:00 AM-6:00 PM" in English).
    await expect(page.getByRole('contentinfo')).toContainText(
      formatOpeningHours(site.hours, splitLocale(path).locale),
    )
    if (path.includes('no-such-')) return
    // Every heading the server rendered is on the page as the visitor sees it. Those folded in a closed
    // <details> are out of view until it is opened (read-quickly.spec.ts opens them with JavaScript off).
    const $ = builtPage(path)
    // Headings of words alone: one built of parts (a name and a count) is named as its parts read.
    const headings = $('main h2, main h3')
      .filter(
        (_, heading) => $(heading).closest('details').length === 0 && $(heading).children().length === 0,
      )
      .toArray()
      .map((heading) => $(heading).text().trim())
    expect(headings.length).toBeGreaterThan(0)
    for (const text of headings.slice(0, 12)) {
      await expect(page.getByRole('heading', { name: text }).first()).toBeAttached()
    }
  })
}
