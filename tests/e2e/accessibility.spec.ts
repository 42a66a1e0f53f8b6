// Every template at a laptop's width (one page of each, and a Hindi and a Marathi sample:
// tests/support/built-site.ts): nothing reaches past the right edge, and axe finds nothing, whenever it
// reads. Every page at a phone's width, each template there at every moment too: every-page.spec.ts.
import { expect, test } from '@playwright/test'
import { axeViolations, violationsWhileScrolling } from '../support/axe'
import { templatePaths } from '../support/built-site'
import { clientEntryRan } from '../support/islands'

test.use({ viewport: { width: 1280, height: 800 } })

for (const path of [...templatePaths, '/no-such-page']) {
  test(`${path} at 1280px does not scroll sideways, reads right at load, mid-scroll and at the bottom, and has no axe violations`, async ({
    page,
  }) => {
    await page.goto(path)
    await clientEntryRan(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'sideways scroll in px').toBeLessThanOrEqual(0)
    expect(await violationsWhileScrolling(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
  })
}
