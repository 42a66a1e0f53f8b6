// Every template at a laptop's width (one page of each, and a Hindi and a Marathi sample:
// tests/support/built-site.ts): nothing reaches past the right edge, and axe finds nothing with every
// block drawn. What a checker sees at each moment of a scroll, with only some blocks drawn, is checked
// at a phone's width (every-page.spec.ts), the width Lighthouse reads: the colours and what the
// deferred blocks hold are the same at both widths, the layout is what differs.
import { expect, test } from '@playwright/test'
import { axeViolations } from '../support/axe'
import { templatePaths } from '../support/built-site'
import { clientEntryRan } from '../support/islands'

test.use({ viewport: { width: 1280, height: 800 } })

for (const path of [...templatePaths, '/no-such-page']) {
  test(`${path} at 1280px does not scroll sideways and has no axe violations`, async ({ page }) => {
    await page.goto(path)
    await clientEntryRan(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'sideways scroll in px').toBeLessThanOrEqual(0)
    expect(await axeViolations(page)).toEqual([])
  })
}
