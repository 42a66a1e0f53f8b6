// Form controls as a visitor on a phone meets them: the floating contact button never covers one,
// nothing scrolls sideways, and a select is as tall as the text field beside it.
import { expect, type Page, test } from '@playwright/test'
import { clientEntryRan } from '../support/islands'

interface Box {
  x: number
  y: number
  width: number
  height: number
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The controls the floating button covers at this moment (none while it is stepped aside). */
function coveredNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fab = document.querySelector('[data-contact-fab] > button')
    if (!fab?.checkVisibility({ visibilityProperty: true })) return []
    const button = fab.getBoundingClientRect()
    const covered: string[] = []
    for (const control of document.querySelectorAll<HTMLElement>(
      'main :is(input, select, textarea, button)',
    )) {
      const box = control.getBoundingClientRect()
      // Hidden helpers (the honeypot far off-screen, the visually hidden file input) are not controls.
      if (!control.checkVisibility({ visibilityProperty: true }) || box.width < 2 || box.height < 2) continue
      const overlap =
        button.left < box.right &&
        box.left < button.right &&
        button.top < box.bottom &&
        box.top < button.bottom
      if (overlap) covered.push(control.outerHTML.slice(0, 80))
    }
    return covered
  })
}

test.describe('at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const path of ['/', '/contact', '/fix-resume']) {
    test(`${path}: the floating button covers no control while scrolling through, and nothing scrolls sideways`, async ({
      page,
    }) => {
      await page.goto(path, { waitUntil: 'networkidle' })
      // The button steps aside by the client entry's doing, which the page loads once painted.
      await clientEntryRan(page)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0; y < height; y += 211) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
        await expect.poll(() => coveredNow(page), { message: `scrolled to ${y}px` }).toEqual([])
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    })
  }

  for (const path of ['/', '/contact']) {
    test(`${path}: the floating button steps aside while a field has focus`, async ({ page }) => {
      await page.goto(path)
      const fab = page.locator('[data-contact-fab] > button')
      for (const label of ['Full name', 'Email address', 'Mobile number', 'Immigration type']) {
        await page.getByLabel(label).focus()
        await expect(fab).toBeHidden()
        expect(await coveredNow(page)).toEqual([])
      }
      await page.getByLabel('Immigration type').blur()
      // Back where no control is under it (the foot of the page), it is there again.
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
      await expect(fab).toBeVisible()
    })
  }
})

for (const path of ['/', '/contact', '/crs-calculator']) {
  test(`${path}: selects are as tall as text fields`, async ({ page }) => {
    await page.goto(path)
    const heights = await page
      .locator(
        'main :is(select, input[type="text"], input[type="email"], input[type="tel"]):not([tabindex="-1"])',
      )
      .evaluateAll((controls) => controls.map((control) => control.getBoundingClientRect().height))
    expect(heights.length).toBeGreaterThan(0)
    expect(new Set(heights)).toEqual(new Set([heights[0]]))
    expect(heights[0]).toBeGreaterThanOrEqual(44)
  })
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  // The enquiry forms need no note: without JavaScript they post to the enquiry function
  // (enquiry-native.spec.ts). The resume scanner reads the file in the page, so it says so.
  for (const [path, submit] of [['/fix-resume', 'Select File']] as const) {
    test(`${path}: the form says so above its submit button, with the ways to reach us`, async ({ page }) => {
      await page.goto(path)
      // Playwright's text and role engines skip <noscript>, which the browser shows with JavaScript off.
      const note = page.locator('main noscript p')
      await expect(note).toContainText('needs JavaScript, which is turned off in this browser')
      await expect(note).toBeVisible()
      const noteBox = (await note.boundingBox()) as Box
      const submitBox = (await page.getByRole('button', { name: submit }).boundingBox()) as Box
      expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(submitBox.y)
      expect(overlaps(noteBox, submitBox)).toBe(false)
      const links = page.locator('main noscript a')
      await expect(links).toHaveText([/^Call \+91/, /^E-mail .+@/, 'Chat on WhatsApp'])
      for (const [index, href] of [/^tel:\+91/, /^mailto:/, /^https:\/\/wa\.me\//].entries()) {
        await expect(links.nth(index)).toBeVisible()
        await expect(links.nth(index)).toHaveAttribute('href', href)
      }
    })
  }
})
