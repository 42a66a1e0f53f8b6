// Every page, once, at a phone's width: it holds still as it loads and nothing reaches past the right
// edge, which its own words and tables decide. One page of each template (tests/support/built-site.ts)
// also reads right to an accessibility checker as first drawn (as Lighthouse reads it), at every
// moment of a scroll and fully drawn: the rules axe applies are about a template's blocks and colours,
// the same on every page of it. Each template at a laptop's width: accessibility.spec.ts.
import { expect, test } from '@playwright/test'
import { axeViolations, violationsWhileScrolling } from '../support/axe'
import { indexablePaths, templatePaths } from '../support/built-site'
import { clientEntryRan } from '../support/islands'

test.use({ viewport: { width: 390, height: 844 } })

const templates = new Set([...templatePaths, '/no-such-page'])

for (const path of [...indexablePaths, '/no-such-page']) {
  const template = templates.has(path)
  test(`${path} holds still as it loads, does not scroll sideways${template ? ', and reads right to an accessibility checker' : ''}`, async ({
    page,
  }) => {
    await page.goto(path)
    // Lighthouse sums these as Cumulative Layout Shift. A block drawn late (content-visibility, a font
    // arriving, an island replacing its markup) moves what the visitor is reading. The entry and the
    // fonts come after the paint; once both are in and the network is quiet, a frame more shows what
    // they moved. Counted from the moment the whole page is parsed: before it, a busy machine may draw
    // a table before the rest of its rows or its header row has arrived, which says how fast the
    // machine was, not how the page is built.
    await clientEntryRan(page)
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => document.fonts.ready)
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const moved: string[] = []
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
          const parsed = navigation?.domInteractive ?? 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number
              sources: { node?: Node | null }[]
            })[])
              if (entry.startTime >= parsed)
                moved.push(
                  `${entry.value.toFixed(3)}: ${entry.sources.map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName)).join(', ')}`,
                )
          }).observe({ type: 'layout-shift', buffered: true })
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(moved)))
        }),
    )
    expect(shifts, 'layout shifts').toEqual([])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'sideways scroll in px').toBeLessThanOrEqual(0)

    // Lighthouse's accessibility check reads the page as first drawn, with the blocks below the first
    // screen not yet drawn (styles.css says why the block above the footer always is). It also checks
    // that each control's visible text is part of its name, a rule axe runs only when asked.
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
    if (!template) return
    expect(
      await axeViolations(page, {
        asDrawn: true,
        rules: ['color-contrast', 'target-size', 'label-content-name-mismatch'],
      }),
      'as first drawn',
    ).toEqual([])
    // Mid-scroll and at the bottom too (at load is the check above).
    expect(await violationsWhileScrolling(page, ['mid-scroll', 'bottom']), 'while scrolling').toEqual([])
    // Then every block drawn, as a visitor scrolling meets it, with every rule.
    expect(await axeViolations(page), 'fully drawn').toEqual([])
  })
}
