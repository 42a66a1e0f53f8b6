// Each template with JavaScript off, as its HTML and CSS alone show it: its heading, main text and
// footer are drawn, nothing hidden for a script to reveal. That every page's HTML holds its heading, the
// office hours and nothing unfinished: tests/build/no-javascript.test.ts. A few visits a test: each is
// a page load and three reads, less than a test’s own start, and eight tests share them out among the
// workers.
import { expect, test } from '@playwright/test'
import { templatePaths } from '../support/built-site'

test.use({ javaScriptEnabled: false })

const paths = [...templatePaths, '/no-such-page', '/blog/no-such-post']
const groups = 8
const size = Math.ceil(paths.length / groups)

for (let group = 0; group < groups; group++) {
  const some = paths.slice(group * size, (group + 1) * size)
  test(`${some.join(', ')} show their heading, main text and footer with JavaScript off`, async ({
    page,
  }) => {
    for (const path of some) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
      await expect(page.getByRole('main'), path).toBeVisible()
      await expect(page.getByRole('contentinfo'), path).toBeVisible()
    }
  })
}
