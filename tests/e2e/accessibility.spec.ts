import { expect, test } from '@playwright/test'
import { splitLocale } from '../../lib/i18n'
import { axeViolations } from '../support/axe'
import { indexablePages } from '../support/built-site'

const paths = [...indexablePages.map((page) => page.path), '/no-such-page']
/**
 * The English pages: a Hindi or Marathi page is drawn from the same blocks in the same colours, so
 * what the checker reads at each moment of a scroll is its English page's (its own text is read above).
 */
const englishPaths = paths.filter((path) => splitLocale(path).locale === 'en')

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
          asDrawn: true,
          rules: ['color-contrast', 'target-size', 'label-content-name-mismatch'],
        }),
      ).toEqual([])
    })
  }
})

// A checker may run at any moment, not only on a fully drawn page: right after load, mid-scroll, at the
// bottom, with whatever blocks content-visibility has drawn by then. Each page is read at all three,
// twice over, at both widths: a block measured before it is drawn (the footer, once) failed one run in
// a few, and would show here. The rule is the one that reads what is drawn; the whole set runs above.
/**
 * The rule whose answer depends on what the browser has drawn: colour against what lies behind. (axe's
 * target-size reads links scrolled off the screen as overlapping the floating button, which is why the
 * whole-page check above runs it on a drawn page at the top, and Lighthouse's at load, instead.)
 */
const drawnRules = ['color-contrast']

for (const width of [390, 1280]) {
  test.describe(`at every moment, at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })
    for (const path of englishPaths) {
      test(`${path} reads right at load, mid-scroll and at the bottom`, async ({ page }) => {
        const found: string[] = []
        for (const visit of [1, 2]) {
          await page.goto(path)
          for (const [moment, share] of [
            ['load', 0],
            ['mid-scroll', 0.5],
            ['bottom', 1],
          ] as const) {
            await page.evaluate(
              (part) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * part),
              share,
            )
            // Two frames: what the scroll brought near the screen is drawn, as a visitor would see it.
            await page.evaluate(
              () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
            )
            for (const violation of await axeViolations(page, { asDrawn: true, rules: drawnRules }))
              found.push(`visit ${visit}, ${moment}: ${violation}`)
          }
        }
        expect(found).toEqual([])
      })
    }
  })
}
