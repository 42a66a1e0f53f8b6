// Hindi and Marathi (issue 35), as a crawler and a visitor meet them: each translated page declares its
// language, canonical address, alternates and inLanguage and reads mostly in Devanagari; the switcher
// keeps the page and a calculator's answers; a Marathi enquiry is answered and stored in Marathi; the
// Devanagari font loads on those pages only.

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { hindiEnquiryCopy } from '@shared/enquiry-copy-hi.ts'
import { marathiEnquiryCopy } from '@shared/enquiry-copy-mr.ts'
import { copyIn } from '../../content/copy'
import { site } from '../../content/site'
import { languageTag, locales, localizedPath, splitLocale } from '../../lib/i18n'
import { socialImagePath } from '../../lib/seo/url'
import {
  builtHtml,
  decodeEntities,
  distClient,
  indexablePages,
  jsonLdBlocks,
  tags,
} from '../support/built-site'
import { islandReady } from '../support/islands'
import { enquiriesFrom, uniqueEmail, uniqueMobile } from '../support/leads'

const translatedPages = indexablePages.filter((page) => splitLocale(page.path).locale !== 'en')

/** The letters of a page's main text: Devanagari against Latin. */
function devanagariShare(html: string): number {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
  const text = decodeEntities(main.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<[^>]+>/g, ' '))
  const devanagari = text.match(/[\u0900-\u097F]/g)?.length ?? 0
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0
  return devanagari / (devanagari + latin)
}

test.describe('the built Hindi and Marathi pages', () => {
  test('there is a Hindi and a Marathi version of each page that decides an enquiry', () => {
    expect(translatedPages.length).toBe(2 * 15)
  })

  for (const { path } of translatedPages) {
    test(`${path} declares its language, address and alternates, and reads in Devanagari`, () => {
      const { locale, path: english } = splitLocale(path)
      const html = builtHtml(path)
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${languageTag[locale]}">`))
      const links = tags(html, 'link')
      expect(links.find((link) => link.rel === 'canonical')?.href).toBe(`${site.url}${path}`)
      const alternates = links.filter((link) => link.rel === 'alternate')
      expect(alternates.map((link) => [link.hreflang, link.href])).toEqual([
        ...locales.map((other) => [
          languageTag[other],
          `${site.url}${localizedPath(english, other).replace(/^\/$/, '/')}`,
        ]),
        ['x-default', `${site.url}${english}`],
      ])
      const webPage = jsonLdBlocks(html).find((block) => block['@type'] === 'WebPage')
      expect(webPage?.inLanguage).toBe(languageTag[locale])
      expect(devanagariShare(html)).toBeGreaterThan(0.6)
      // The English page binds, said once, with a link to it.
      const { translation } = copyIn(locale).layoutCopy
      expect(decodeEntities(html).split(translation.notice)).toHaveLength(2)
      expect(html).toMatch(new RegExp(`<a href="${english}" hreflang="en-IN" class=`, 'i'))
      expect(existsSync(join(distClient, socialImagePath(path)))).toBe(true)
    })
  }

  test('the sitemap lists every page with its alternates', () => {
    const sitemap = readFileSync(join(distClient, 'sitemap.xml'), 'utf8')
    for (const { path } of translatedPages) {
      const entry = sitemap.split('\n').find((line) => line.includes(`<loc>${site.url}${path}</loc>`))
      expect(entry, path).toContain('hreflang="x-default"')
    }
  })
})

const switcher = (page: Page) => page.getByRole('banner').getByRole('list', { name: /Language|भाषा/ })

test('the switcher keeps the page and a calculator’s answers', async ({ page }) => {
  const query = 'offer=1&skill=1&english=1&salary=40000&goingRate=54700&option=new-entrant'
  await page.goto(`/uk-skilled-worker-calculator?${query}`)
  await islandReady(page, 'UkSkilledWorkerCalculator')
  await switcher(page).getByRole('link', { name: 'हिन्दी' }).click()
  await expect(page).toHaveURL(`/hi/uk-skilled-worker-calculator?${query}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await switcher(page).getByRole('link', { name: 'मराठी' }).click()
  await expect(page).toHaveURL(`/mr/uk-skilled-worker-calculator?${query}`)
  await switcher(page).getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(`/uk-skilled-worker-calculator?${query}`)
  // A page with no translation offers no switch.
  await page.goto('/blogs')
  await expect(page.getByRole('link', { name: 'हिन्दी' })).toHaveCount(0)
})

test('a shared calculator link opens with its result and explanation in Hindi', async ({ page }) => {
  const { ukSkilledWorker } = copyIn('hi')
  await page.goto(
    '/hi/uk-skilled-worker-calculator?offer=1&skill=1&english=1&salary=40000&goingRate=54700&option=new-entrant',
  )
  const result = page.getByRole('region', { name: ukSkilledWorker.calculator.result.heading, exact: true })
  await expect(result).toContainText('आपके 70 अंक बनते हैं')
  // The explanation, with the registry's date in Hindi and the figures in the sources' digits.
  await expect(result).toContainText('22 जुलाई 2025 से लागू नियमों के अनुसार ज़रूरी वेतन: £38,290')
  await expect(result).toContainText(copyIn('hi').pointsReading.sourcesHeading)
})

test('a Marathi enquiry is answered in Marathi and stored with its language', async ({ page }) => {
  const { enquiryForms } = copyIn('mr')
  const form = page.locator('form[data-enquiry-form]')
  await page.goto('/mr/contact')
  const labels = enquiryForms.contact.labels
  await form.getByLabel(labels.fullName).fill('Kavita Deshmukh')
  await form.getByLabel(labels.email).fill('kavita@')
  await form.getByLabel(labels.mobileNumber).fill(uniqueMobile())
  await form.getByLabel(labels.immigrationType).selectOption('Work Visa')
  await form.getByRole('button', { name: enquiryForms.contact.submit }).click()
  await expect(form.getByText(marathiEnquiryCopy.messages.contact.email)).toBeVisible()
  const email = uniqueEmail('marathi')
  await form.getByLabel(labels.email).fill(email)
  await form.getByRole('button', { name: enquiryForms.contact.submit }).click()
  await expect(page.getByText(marathiEnquiryCopy.success.contact.message)).toBeVisible()
  await expect.poll(async () => (await enquiriesFrom(email)).map((row) => row.language)).toEqual(['mr'])
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('a Hindi enquiry gets the Hindi message, then the Hindi confirmation, and is stored as Hindi', async ({
    page,
  }) => {
    const { enquiryForms } = copyIn('hi')
    const form = page.locator('form[data-enquiry-form]')
    const labels = enquiryForms.home.labels
    await page.goto('/hi')
    await form.getByLabel(labels.fullName).fill('Kavita Deshmukh')
    await form.getByLabel(labels.email).fill('kavita@')
    await form.getByLabel(labels.mobileNumber).fill(uniqueMobile())
    await form.getByLabel(labels.immigrationType).selectOption('Work Visa')
    await form.getByRole('button', { name: enquiryForms.home.submit }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByRole('alert')).toHaveText(hindiEnquiryCopy.messages.home.email)
    await page.goBack()
    const email = uniqueEmail('hindi')
    await form.getByLabel(labels.email).fill(email)
    await form.getByRole('button', { name: enquiryForms.home.submit }).click()
    await expect(page).toHaveURL('/hi/enquiry-sent/home')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindiEnquiryCopy.success.home.title)
    await expect.poll(async () => (await enquiriesFrom(email)).map((row) => row.language)).toEqual(['hi'])
  })
})

test('the Devanagari font loads on the Hindi and Marathi pages only', async ({ page }) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  const devanagari = () => fonts.filter((font) => font.includes('noto-sans-devanagari'))
  // English pages show "हिन्दी" and "मराठी" in the switcher, in the system's font.
  for (const path of ['/', '/fees', '/blogs']) {
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready)
  }
  expect(devanagari()).toEqual([])
  await page.goto('/mr/fees')
  await expect.poll(devanagari).toHaveLength(1)
})
