// Each template with JavaScript off: the page as its HTML and CSS alone show it, its heading, main text
// and footer visible. That every page's HTML holds its heading, the office hours and nothing
// unfinished: tests/build/no-javascript.test.ts.
import { expect, test } from '@playwright/test'
import { site } from '../../content/site'
import { splitLocale } from '../../lib/i18n'
import { formatOpeningHours } from '../../lib/locale'
import { templatePaths } from '../support/built-site'

test.use({ javaScriptEnabled: false })

for (const path of [...templatePaths, '/no-such-page', '/blog/no-such-post']) {
  test(`${path} reads fully with JavaScript off`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The office hours, in the page's language ("Mon-Sat 10:00 AM-6:00 PM" in English).
    await expect(page.getByRole('contentinfo')).toContainText(
      formatOpeningHours(site.hours, splitLocale(path).locale),
    )
    // Nothing the page's script would reveal: its main text is shown as the HTML has it.
    await expect(page.getByRole('main')).toBeVisible()
  })
}
