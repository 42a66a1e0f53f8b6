// Every page, once, at a phone's width: it holds still as it loads, nothing reaches past the right
// edge (which its own words and tables decide), and the browser reports nothing going wrong. One page
// of each template (tests/support/built-site.ts) is then read further in the same visit, as the rules
// there are about a template's blocks, colours and islands, the same on every page of it: what it
// fetches before any interaction, an accessibility checker over the whole page with every block drawn,
// and at a laptop's width over what only that width shows; then its islands come alive.
import { gzipSync } from 'node:zlib'
import { expect, type Page, test } from '@playwright/test'
import { islandAttributes, markerSelector } from '../../lib/island-protocol'
import { axeViolations } from '../support/axe'
import { builtPage, indexablePaths, templatePaths } from '../support/built-site'
import { clientEntryAddress, clientEntryRan } from '../support/islands'
import { watchProblems } from '../support/page-problems'

test.use({ viewport: { width: 390, height: 844 } })

const notFound = '/no-such-page'
const templates = new Set([...templatePaths, notFound])

for (const path of [...indexablePaths, notFound]) {
  const template = templates.has(path)
  test(`${path} holds still as it loads, does not scroll sideways${template ? ', reads right to an accessibility checker at 390 and 1280 px, and its islands come alive' : ''} with nothing going wrong`, async ({
    page,
  }) => {
    // A template's visit reads the page a dozen ways; its time limit is for a busy machine.
    test.slow(template)
    const problems = await watchProblems(page)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(path)
    await clientEntryRan(page)
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => document.fonts.ready)
    expect(await layoutShifts(page), 'layout shifts').toEqual([])
    expect(await sidewaysScroll(page), 'sideways scroll in px').toBeLessThanOrEqual(0)
    await lastBlockIsDrawn(page)
    if (template) {
      await fetchesOnlyWhatItNeeds(page, path, scripts)
      expect(await axeViolations(page, { extraRules: lighthouseRules }), 'at 390 px').toEqual([])
      const shownAt390 = await markShown(page)
      await page.setViewportSize({ width: 1280, height: 800 })
      expect(await sidewaysScroll(page), 'sideways scroll in px at 1280 px').toBeLessThanOrEqual(0)
      expect(await violationsInNewlyShown(page, shownAt390), 'what only 1280 px shows').toEqual([])
      await islandsComeAlive(page)
    }
    await page.waitForLoadState('networkidle')
    // The missing page's own answer is a 404, which the browser logs as it would any resource's.
    const expected =
      path === notFound
        ? ['Failed to load resource: the server responded with a status of 404 (Not Found)']
        : []
    expect(problems, 'CSP violations, console errors and failed requests').toEqual(expected)
  })
}

/**
 * Lighthouse sums these as Cumulative Layout Shift. A block drawn late (content-visibility, a font
 * arriving, an island replacing its markup) moves what the visitor is reading. The entry and the fonts
 * come after the paint; once both are in and the network is quiet, a frame more shows what they moved.
 * Counted from the moment the whole page is parsed: before it, a busy machine may draw a table before
 * the rest of its rows or its header row has arrived, which says how fast the machine was, not how the
 * page is built.
 */
const layoutShifts = (page: Page) =>
  page.evaluate(
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

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/**
 * Lighthouse's accessibility check reads the page as first drawn, with the blocks below the first
 * screen not yet drawn: styles.css says why the block above the footer always is.
 */
async function lastBlockIsDrawn(page: Page) {
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
}

/**
 * Every island but the scanner waits for the visitor's first interaction with it (a form, a
 * calculator, the menu, the floating button), so React is not fetched until then: what is fetched is
 * the client entry alone. `scripts` are those requested since the page was asked for.
 */
async function fetchesOnlyWhatItNeeds(page: Page, path: string, scripts: readonly string[]) {
  // What the entry set going as it ran (an island that hydrates at once) has started by now.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  await page.waitForLoadState('networkidle')
  let bytes = 0
  for (const script of scripts) bytes += gzipSync(await (await page.request.get(script)).body()).length
  // The scanner's page: a file dropped on it must not replace the page.
  const built = builtPage(path === notFound ? '404.html' : path)
  if (built(`[${islandAttributes.hydrate}="load"]`).length > 0) {
    expect(scripts.length).toBeGreaterThan(1)
    expect(bytes, 'gzip bytes of scripts before any interaction').toBeLessThanOrEqual(80 * 1024)
  } else {
    expect(scripts, 'scripts before any interaction').toEqual([await clientEntryAddress(page)])
    expect(bytes, 'gzip bytes of scripts before any interaction').toBeLessThanOrEqual(2 * 1024)
  }
}

/**
 * What axe runs besides its defaults, as Lighthouse does: each control's visible text is part of its
 * name; and WCAG 2.2's target size.
 */
const lighthouseRules = ['label-content-name-mismatch', 'target-size']

/** The attribute that marks, for a while, the elements a width shows. */
const shownMark = 'data-axe-shown'

/** Marks every element the page shows at its present width: how many there are. */
const markShown = (page: Page) =>
  page.evaluate((mark) => {
    const shown = [document.body, ...document.body.querySelectorAll('*')].filter((element) =>
      element.checkVisibility(),
    )
    for (const element of shown) element.setAttribute(mark, '')
    return shown.length
  }, shownMark)

/**
 * axe reads the whole document, so a second width shows it new nodes only where that width shows
 * elements the first hid (the header's links, a column only a wide screen has): those are read, with
 * every rule, and nothing is read twice. The marks are gone afterwards, before any island hydrates.
 */
async function violationsInNewlyShown(page: Page, shownBefore: number): Promise<string[]> {
  expect(shownBefore).toBeGreaterThan(0)
  const newlyShown = 'data-axe-newly-shown'
  const count = await page.evaluate(
    ({ mark, newlyShown }) => {
      const fresh = [...document.body.querySelectorAll(`:not([${mark}])`)].filter(
        (element) => element.checkVisibility() && element.parentElement?.hasAttribute(mark),
      )
      for (const element of fresh) element.setAttribute(newlyShown, '')
      return fresh.length
    },
    { mark: shownMark, newlyShown },
  )
  const violations =
    count > 0 ? await axeViolations(page, { only: [`[${newlyShown}]`], extraRules: lighthouseRules }) : []
  await page.evaluate(
    (marks) => {
      for (const mark of marks)
        for (const element of document.querySelectorAll(`[${mark}]`)) element.removeAttribute(mark)
    },
    [shownMark, newlyShown],
  )
  return violations
}

/**
 * As at a visitor's first tap on each, every island comes alive (the notifications wait for a notice,
 * the mobile menu for a small screen, which the laptop's width is not).
 */
async function islandsComeAlive(page: Page) {
  await page.mouse.wheel(0, 4000)
  const markers = page.locator(markerSelector())
  await markers.evaluateAll((elements) => {
    for (const element of elements) element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
  })
  const live = markers.and(
    page.locator(`:not([${islandAttributes.hydrate}="demand"], [${islandAttributes.media}])`),
  )
  for (const island of await live.all())
    await expect(island).toHaveAttribute(islandAttributes.hydrated, 'true')
}
