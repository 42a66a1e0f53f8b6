// How current the site says it is: dates, sources and resolved facts, as a crawler and a visitor read them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { copyIn } from '../../content/copy'
import { layoutCopy } from '../../content/layout'
import { splitLocale } from '../../lib/i18n'
import {
  blogPosts,
  builtFiles,
  builtHtml,
  decodeEntities,
  distClient,
  indexablePages,
  jsonLdBlocks,
  metaContent,
  tags,
} from '../support/built-site'
import { officialHost } from '../support/official'

/** Every page whose copy states registry facts ends with its review date and its sources. */
const factPages = [
  '/about',
  '/faq',
  '/fees',
  '/countries',
  '/country-guides',
  '/visa-subclasses',
  '/visa-services',
  ...blogPosts.map((post) => post.path),
]

/** The built page, without the empty comments React puts between adjacent text nodes. */
const page = (path: string) => builtHtml(path).replace(/<!-- -->/g, '')

/** The links of the page's Sources section. */
/** The links of a page's "Sources": the official pages (the first list), then any reports (the second). */
function sourceLinks(html: string) {
  const section = html.match(/<section aria-labelledby="fact-sources".*?<\/section>/s)?.[0] ?? ''
  const [official = '', reports = ''] = section.match(/<ul\b.*?<\/ul>/gs) ?? []
  return { official: tags(official, 'a'), reports: tags(reports, 'a') }
}

test('no placeholder reaches a built page', () => {
  for (const file of builtFiles().filter((name) => name.endsWith('.html'))) {
    expect(readFileSync(join(distClient, file), 'utf8'), file).not.toMatch(/\{\{\s*(fact|asOf|period)\b/)
  }
})

for (const path of factPages) {
  test(`${path} ends with "Last reviewed" and its official sources`, () => {
    const html = page(path)
    expect(html).toMatch(/Last reviewed <time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2} \w+ 20\d\d<\/time>/)
    const { official, reports } = sourceLinks(html)
    expect(official.length).toBeGreaterThanOrEqual(2)
    for (const link of official) expect(new URL(link.href ?? '').hostname, link.href).toMatch(officialHost)
    // Reports a fact rests on are listed apart, after the words that say what they are.
    expect(html.includes(layoutCopy.factReview.reportsIntro)).toBe(reports.length > 0)
    for (const link of [...official, ...reports]) {
      expect(new URL(link.href ?? '').protocol, link.href).toBe('https:')
      expect(link.target).toBe('_blank')
      expect(link.rel).toContain('noopener')
    }
  })
}

/** A money figure or a points value, as the fact formatter writes them in each language. */
const figure = /(?:\b(?:CAD|AUD|NZD) |US\$|€|£|₹)\d|\b\d[\d,]* (?:points|अंक|गुण)(?![\u0900-\u097F])/

test('every page that shows a money figure or a points value says when its facts were last reviewed', () => {
  for (const { path } of indexablePages) {
    const text = decodeEntities(
      page(path)
        .replace(/<(script|style)\b.*?<\/\1>/gs, ' ')
        .replace(/<[^>]+>/g, ' '),
    )
    const { lastReviewed } = copyIn(splitLocale(path).locale).layoutCopy.factReview
    // "25 November 2026", "25 नवंबर 2026", "25 नोव्हेंबर, 2026".
    if (figure.test(text))
      expect(text, path).toMatch(new RegExp(`${lastReviewed}\\s+\\d{1,2} [\\p{L}\\p{M}]+,? 20\\d\\d`, 'u'))
  }
})

/** A money amount as the fact formatter writes it, and a year. */
const money = /(?:\b(?:CAD|AUD|NZD) |US\$|€|£|₹)\d/
const year = /\b(19|20)\d\d\b/

/**
 * A page's visible text, a block at a time: a paragraph, a whole list or table, a heading, a term or
 * its description. A list or table reads with its items and rows together.
 */
function textBlocks(html: string): string[] {
  return decodeEntities(
    html
      .replace(/\s+/g, ' ')
      .replace(/<(script|style|template)\b.*?<\/\1>/gs, ' ')
      .replace(/<\/(p|ul|ol|table|dd|dt|h[1-6]|figcaption|blockquote)>/g, '\n')
      .replace(/<[^>]+>/g, ' '),
  )
    .split('\n')
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

test('every salary, fee or threshold on a page shows the year it belongs to, in its block or the one before', () => {
  for (const { path } of indexablePages) {
    const blocks = textBlocks(page(path))
    blocks.forEach((block, index) => {
      if (!money.test(block)) return
      // The year in the block itself, or in the line that introduces it ("Since 1 January 2026 the thresholds are:").
      expect(`${blocks[index - 1] ?? ''} ${block}`, `${path}: a money figure without its year`).toMatch(year)
    })
  }
})

test('no page states a police-certificate rule without the country it belongs to', () => {
  const countries = /Canada|Australia|United Kingdom|\bUK\b|New Zealand|Germany|United States|\bUS\b|India/
  for (const { path } of indexablePages) {
    for (const block of textBlocks(page(path))) {
      for (const sentence of block.split(/(?<=[.!?;])\s+/)) {
        // A rule says how long you lived where: "every country you have lived in for 6 months or more".
        if (/police (clearance )?certificate/i.test(sentence) && /\b\d+ (months?|years?)\b/.test(sentence)) {
          expect(sentence, path).toMatch(countries)
        }
      }
    }
  }
})

for (const post of blogPosts) {
  test(`${post.path} says when it was published and updated, in the page and the head`, () => {
    const html = page(post.path)
    expect(html).toContain(`<time dateTime="${post.date}">`)
    expect(html).toMatch(new RegExp(`Updated <time dateTime="${post.updated}">`))
    expect(metaContent(html, 'article:modified_time')).toBe(post.updated)
    const article = jsonLdBlocks(html).find((block) => block['@type'] === 'BlogPosting')
    expect(article?.dateModified).toBe(post.updated)
    expect(article?.datePublished).toBe(post.date)
    for (const year of post.title.match(/\b(19|20)\d\d\b/g) ?? [])
      expect(Number(year)).toBeGreaterThanOrEqual(2026)
  })
}

test('/blogs lists the posts in the spec order, the featured guide first', () => {
  const html = builtHtml('/blogs')
  const order = blogPosts.map((post) => html.indexOf(`href="${post.path}"`))
  expect(order.every((index) => index > 0)).toBe(true)
  expect([...order].sort((a, b) => a - b)).toEqual(order)
  expect(blogPosts.map((post) => post.slug)).toEqual([
    'canada-express-entry-guide',
    'australia-skilled-migration',
    'student-visa-success-stories',
    'uk-global-talent-visa',
    'germany-blue-card',
    'family-sponsorship-guide',
  ])
})

test('the blog has its own prerendered 404 page, kept out of the index', () => {
  const html = readFileSync(join(distClient, 'blog', '404.html'), 'utf8')
  expect(html).toContain('Blog Post Not Found')
  expect(html).toContain('The requested blog post could not be found.')
  expect(metaContent(html, 'robots')).toBe('noindex')
  expect(indexablePages.map((page) => page.path)).not.toContain('/blog/404')
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('an unknown blog post says "Blog Post Not Found" with status 404', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found')
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blogs')
  })
})
