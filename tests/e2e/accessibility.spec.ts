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

// Lighthouse's accessibility check reads a phone-sized page as first drawn, with the blocks below the
// first screen not yet drawn (styles.css says why the block above the footer always is). It also
// checks that each control's visible text is part of its name, a rule axe runs only when asked.
test.describe('as first drawn, at 412px', () => {
  test.use({ viewport: { width: 412, height: 823 } })
  for (const path of paths) {
    test(`${path} reads right to an accessibility checker`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' })
      const lastBlock = page.locator('main > :not([data-island])').last()
      const drawn = await lastBlock.evaluate((block) =>
        [...block.querySelectorAll('a, p')].every((element) =>
          element.checkVisibility({ contentVisibilityAuto: true }),
        ),
      )
      expect(drawn, 'the block above the footer is drawn with the page').toBe(true)
      const blank = await lastBlock.evaluate(
        (block) =>
          (document.getElementById('site-footer')?.getBoundingClientRect().top ?? 0) -
          block.getBoundingClientRect().bottom,
      )
      expect(blank, 'no blank stand-in between the last block and the footer').toBeLessThan(100)
      expect(
        await axeViolations(page, {
          asFirstDrawn: true,
          rules: ['color-contrast', 'target-size', 'label-content-name-mismatch'],
        }),
      ).toEqual([])
    })
  }
})
