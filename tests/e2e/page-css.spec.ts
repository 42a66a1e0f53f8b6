// Each page carries only the utility rules it can use (lib/build/prune-css.ts); that every page has the
// rules for the classes its HTML carries is read from the build (tests/build/page-css.test.ts). Here
// the islands, in the states only their scripts reach, are styled exactly as the site's whole
// stylesheet would style them: the state is set up, each element's computed style (and its ::before
// and ::after) is read, the whole stylesheet takes the place of the page's own, and the styles are read
// again.
import { expect, type Page, test } from '@playwright/test'
import { markerSelector } from '../../lib/island-protocol'
import { wholeStylesheet } from '../support/built-site'
import { islandReady } from '../support/islands'
import { strongResumePdf } from '../support/resumes'

// Heavy by nature: every style of every element, read twice, is 10-20 s a long page in
// `npm run test:load` (the suite with one core taken), so every test here has three times the limit.
test.describe.configure({ timeout: 90_000 })

const whole = wholeStylesheet()

/**
 * The elements styled otherwise under the page's own CSS than under the whole stylesheet: every element
 * of the page, or those in the parts named (an island in a state the page's own test cannot reach; reading
 * every style of every element is seconds on a busy machine, and the rest of the page is tested as is).
 */
function differences(page: Page, parts = ['body']): Promise<string[]> {
  return page.evaluate(
    ({ whole, parts }) => {
      const style = document.querySelector('style')
      if (!style) return ['the page has no <style>']
      const elements = [...document.querySelectorAll(parts.map((part) => `:is(${part}) *`).join(', '))]
      const read = () =>
        elements.map((element) =>
          [null, '::before', '::after']
            .map((pseudo) => {
              const computed = getComputedStyle(element, pseudo)
              // A pseudo-element without content is not drawn (and reading all of it is slow).
              if (pseudo && computed.content === 'none') return 'none'
              // Registered custom properties are listed only where registered; their effect shows in
              // the properties that use them.
              return Array.from(computed)
                .filter((name) => !name.startsWith('--'))
                .map((name) => `${name}:${computed.getPropertyValue(name)}`)
                .join(';')
            })
            .join('|'),
        )
      const own = read()
      const pageCss = style.textContent
      style.textContent = whole
      const full = read()
      style.textContent = pageCss
      return elements.flatMap((element, index) => {
        if (own[index] === full[index]) return []
        const mine = own[index]?.split(';') ?? []
        const whole = full[index]?.split(';') ?? []
        const changed = mine.filter((property) => !whole.includes(property)).slice(0, 3)
        return [`<${element.localName} class="${element.getAttribute('class')}"> ${changed.join('; ')}`]
      })
    },
    { whole, parts },
  )
}

/** Where the notifications are drawn. */
const notifications = '[data-rht-toaster]'

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } })

    test('the open contact button and menu are styled as the whole stylesheet would style them', async ({
      page,
    }) => {
      await page.goto('/about')
      await page.getByRole('button', { name: 'Contact us' }).click()
      await islandReady(page, 'ContactFab')
      expect(await differences(page, [markerSelector('ContactFab')])).toEqual([])
      await page.keyboard.press('Escape')
      if (width < 1024) {
        await page.getByRole('button', { name: 'Open menu' }).click()
        await islandReady(page, 'MobileMenu')
        expect(await differences(page, [markerSelector('MobileMenu')])).toEqual([])
      }
    })
  })
}

test('a form showing its errors is styled as the whole stylesheet would style it', async ({ page }) => {
  await page.goto('/contact')
  await page.getByLabel('Full Name').fill('A')
  await islandReady(page, 'ConsultationForm')
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page.getByRole('alert').first()).toBeVisible()
  expect(await differences(page, [markerSelector('ConsultationForm'), notifications])).toEqual([])
})

for (const [island, address] of [
  [
    'CrsCalculator',
    '/crs-calculator?age=29&education=master&first=en&r=10&w=10&l=10&s=10&canadianWork=0&foreignWork=3&nomination=1',
  ],
  [
    'AustraliaPointsCalculator',
    '/australia-points-calculator?age=30&english=superior&qualification=bachelor&visa=190',
  ],
] as const) {
  test(`${island} with answers is styled as the whole stylesheet would style it`, async ({ page }) => {
    await page.goto(address)
    await islandReady(page, island)
    expect(await differences(page, [markerSelector(island)])).toEqual([])
  })
}

test('a scanned resume’s score and review form are styled as the whole stylesheet would style them', async ({
  page,
}) => {
  await page.goto('/fix-resume')
  await expect(page.getByRole('button', { name: 'Select File' })).toBeEnabled()
  await page.locator('input[type="file"]').setInputFiles({
    name: `styled-${Date.now()}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await strongResumePdf()),
  })
  await expect(page.getByRole('heading', { name: 'Your EIR Score' })).toBeVisible({ timeout: 15_000 })
  expect(await differences(page, [markerSelector('ResumeScanner'), notifications])).toEqual([])
})
