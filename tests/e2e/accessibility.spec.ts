import { expect, test } from '@playwright/test'
import { axeViolations } from '../support/axe'
import { indexablePages } from '../support/built-site'

const paths = [...indexablePages.map((page) => page.path), '/no-such-page']

for (const width of [390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const path of paths) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path, { waitUntil: 'networkidle' })
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })
}
