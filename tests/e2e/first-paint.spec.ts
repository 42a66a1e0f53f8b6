// A visit's first page on a slow phone paints from its document alone: no script file and no font is
// requested before the browser reports the first contentful paint (lib/first-paint.ts). The brand font
// arrives after that, for the pages after it, which set their text in it from their first paint. That
// every page holds still as it loads: every-page.spec.ts.
import { expect, test } from '@playwright/test'
import { islandAttributes, markerSelector } from '../../lib/island-protocol'
import { clientEntryAddress, clientEntryRan, islandReady } from '../support/islands'

/** What the page requested that is script or font, and whether each request began after the first paint. */
const requestsAroundPaint = () => {
  const paint =
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY
  return performance
    .getEntriesByType('resource')
    .map((entry) => ({ path: new URL(entry.name).pathname, afterPaint: entry.startTime >= paint }))
    .filter(({ path }) => /\.(js|woff2)$/.test(path))
}

const bodyFont = () => getComputedStyle(document.body).fontFamily

test('a visit’s first page asks for no script or font until it has painted, and the next page is set in the brand font', async ({
  page,
}) => {
  await page.goto('/about')
  // Both arrive in the page's own time, after its paint; each is listed once it has arrived.
  await expect
    .poll(async () => (await page.evaluate(requestsAroundPaint)).map(({ path }) => path))
    .toEqual(expect.arrayContaining([await clientEntryAddress(page), expect.stringMatching(/\.woff2$/)]))
  expect((await page.evaluate(requestsAroundPaint)).filter(({ afterPaint }) => !afterPaint)).toEqual([])
  expect(await page.evaluate(bodyFont)).toMatch(/^"Figtree Fallback"/)

  await page.goto('/faq')
  expect(await page.evaluate(bodyFont)).toMatch(/^Figtree, "Figtree Fallback"/)
  expect(await page.evaluate(async () => (await document.fonts.ready).check('1em Figtree'))).toBe(true)
})

test('a form page asks for React only when the visitor starts on the form, after the paint', async ({
  page,
}) => {
  await page.goto('/contact')
  await clientEntryRan(page)
  await page.waitForLoadState('networkidle')
  const form = page.locator(markerSelector('ConsultationForm'))
  await expect(form).not.toHaveAttribute(islandAttributes.hydrated, 'true')
  await form.getByLabel('Full name').focus()
  await islandReady(page, 'ConsultationForm')
  expect((await page.evaluate(requestsAroundPaint)).filter(({ afterPaint }) => !afterPaint)).toEqual([])
})

test('a visit’s first Hindi page paints in the system’s Devanagari font, and the next is set in Noto Sans Devanagari', async ({
  page,
}) => {
  await page.goto('/hi/about')
  await expect
    .poll(async () => (await page.evaluate(requestsAroundPaint)).map(({ path }) => path))
    .toEqual(expect.arrayContaining([expect.stringMatching(/\/noto-sans-devanagari-[\w.-]+\.woff2$/)]))
  expect((await page.evaluate(requestsAroundPaint)).filter(({ afterPaint }) => !afterPaint)).toEqual([])
  // The system's face named by its own name (components/layout/styles.css), not the web font.
  expect(await page.evaluate(bodyFont)).toMatch(/^"Figtree Fallback", "Devanagari Fallback", /)

  await page.goto('/hi/faq')
  expect(await page.evaluate(bodyFont)).toMatch(
    /^Figtree, "Figtree Fallback", "Noto Sans Devanagari", "Devanagari Fallback", /,
  )
  expect(
    await page.evaluate(async () => (await document.fonts.ready).check('1em "Noto Sans Devanagari"', 'क')),
  ).toBe(true)
})
