// How current the site says it is: dates, sources and resolved facts, as a crawler and a visitor read them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type CheerioAPI, load } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { copyIn } from '../../content/copy'
import { blogPosts } from '../../lib/blog'
import { splitLocale } from '../../lib/i18n'
import {
  builtFiles,
  builtPage,
  distClient,
  indexablePaths,
  jsonLdBlocks,
  metaContent,
  readableText,
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

/** The links of a page's "Sources": the official pages (the first list), then any reports (the second). */
function sourceLinks($: CheerioAPI) {
  const [official = [], reports = []] = $('section[aria-labelledby="fact-sources"] ul')
    .toArray()
    .map((list) =>
      $(list)
        .find('a')
        .toArray()
        .map((link) => link.attribs),
    )
  return { official, reports }
}

/** A page's visible text, with its runs of white space as one space. */
const pageText = (path: string) => readableText(builtPage(path)).replace(/\s+/g, ' ')

it('no placeholder reaches a built page', () => {
  for (const file of builtFiles().filter((name) => name.endsWith('.html'))) {
    expect(readFileSync(join(distClient, file), 'utf8'), file).not.toMatch(/\{\{\s*(fact|asOf|period)\b/)
  }
})

describe.each(factPages)('%s', (path) => {
  it('ends with "Last reviewed" and its official sources', () => {
    const $ = builtPage(path)
    const review = $('section[aria-labelledby="fact-sources"]')
    expect(review.text().replace(/\s+/g, ' ')).toMatch(/Last reviewed \d{1,2} \w+ 20\d\d/)
    expect(review.find('time').attr('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const { official, reports } = sourceLinks($)
    expect(official.length).toBeGreaterThanOrEqual(2)
    for (const link of official) expect(new URL(link.href ?? '').hostname, link.href).toMatch(officialHost)
    // Reports a fact rests on are listed apart, after the words that say what they are.
    expect(review.text().includes(copyIn('en').layoutCopy.factReview.reportsIntro)).toBe(reports.length > 0)
    for (const link of [...official, ...reports]) {
      expect(new URL(link.href ?? '').protocol, link.href).toBe('https:')
      expect(link.target).toBe('_blank')
      expect(link.rel).toContain('noopener')
    }
  })
})

/** A money figure or a points value, as the fact formatter writes them in each language. */
const figure = /(?:\b(?:CAD|AUD|NZD) |US\$|€|£|₹)\d|\b\d[\d,]* (?:points|अंक|गुण)(?![\u0900-\u097F])/

it('every page that shows a money figure or a points value says when its facts were last reviewed', () => {
  for (const path of indexablePaths) {
    const text = pageText(path)
    const { lastReviewed } = copyIn(splitLocale(path).locale).layoutCopy.factReview
    // "25 November 2026", "25 नवंबर 2026", "25 नोव्हेंबर, 2026".
    if (figure.test(text))
      expect(text, path).toMatch(new RegExp(`${lastReviewed}\\s+\\d{1,2} [\\p{L}\\p{M}]+,? 20\\d\\d`, 'u'))
  }
})

/** A money amount as the fact formatter writes it, and a year. */
const money = /(?:\b(?:CAD|AUD|NZD) |US\$|€|£|₹)\d/
const year = /\b(19|20)\d\d\b/

/** Where a block ends in a page's text: a character no page holds (its own line breaks are spaces). */
const blockEnd = '\u0000'

/** The elements that read as one block: a paragraph, a whole list or table, a heading, a term or its description. */
const blockElements = 'p, ul, ol, table, dd, dt, h1, h2, h3, h4, h5, h6, figcaption, blockquote'

/**
 * A page's visible text, a block at a time, in document order. A list or table reads with its items
 * and rows together; text outside any block (a link, a label) joins the block after it.
 */
function textBlocks(path: string): string[] {
  const $ = load(builtPage(path).html())
  $('script, style, template').remove()
  // Words in neighbouring elements stay apart (list items, cells), and each block ends where its element ends.
  $('body *').after(' ')
  $(blockElements).append(blockEnd)
  return $('body')
    .text()
    .split(blockEnd)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

it('every salary, fee or threshold on a page shows the year it belongs to, in its block or the one before', () => {
  for (const path of indexablePaths) {
    const blocks = textBlocks(path)
    blocks.forEach((block, index) => {
      if (!money.test(block)) return
      // The year in the block itself, or in the line that introduces it ("Since 1 January 2026 the thresholds are:").
      expect(`${blocks[index - 1] ?? ''} ${block}`, `${path}: a money figure without its year`).toMatch(year)
    })
  }
})

it('no page states a police-certificate rule without the country it belongs to', () => {
  const countries = /Canada|Australia|United Kingdom|\bUK\b|New Zealand|Germany|United States|\bUS\b|India/
  for (const path of indexablePaths) {
    for (const block of textBlocks(path)) {
      for (const sentence of block.split(/(?<=[.!?;])\s+/)) {
        // A rule says how long you lived where: "every country you have lived in for 6 months or more".
        if (/police (clearance )?certificate/i.test(sentence) && /\b\d+ (months?|years?)\b/.test(sentence)) {
          expect(sentence, path).toMatch(countries)
        }
      }
    }
  }
})

describe.each(blogPosts)('$path', (post) => {
  it('says when it was published and updated, in the page and the head', () => {
    const $ = builtPage(post.path)
    expect($(`time[datetime="${post.date}"]`)).not.toHaveLength(0)
    const updated = $(`time[datetime="${post.updated}"]`).filter((_, time) =>
      ($(time).parent().text() ?? '').includes('Updated'),
    )
    expect(updated).not.toHaveLength(0)
    expect(metaContent($, 'article:modified_time')).toBe(post.updated)
    const article = jsonLdBlocks($).find((block) => block['@type'] === 'BlogPosting')
    expect(article?.dateModified).toBe(post.updated)
    expect(article?.datePublished).toBe(post.date)
    for (const year of post.title.match(/\b(19|20)\d\d\b/g) ?? [])
      expect(Number(year)).toBeGreaterThanOrEqual(2026)
  })
})

it('/blogs lists the posts in the spec order, the featured guide first', () => {
  const $ = builtPage('/blogs')
  const linked = $('main a[href^="/blog/"]')
    .toArray()
    .map((link) => link.attribs.href)
  expect([...new Set(linked)]).toEqual(blogPosts.map((post) => post.path))
  expect(blogPosts.map((post) => post.slug)).toEqual([
    'canada-express-entry-guide',
    'australia-skilled-migration',
    'student-visa-success-stories',
    'uk-global-talent-visa',
    'germany-blue-card',
    'family-sponsorship-guide',
  ])
})

it('the blog has its own prerendered 404 page, kept out of the index', () => {
  const $ = builtPage('blog/404.html')
  expect($('h1').text()).toBe('Blog Post Not Found')
  expect(readableText($)).toContain('The requested blog post could not be found.')
  expect($('a[href="/blogs"]').text()).toContain('Back to Blog')
  expect(metaContent($, 'robots')).toBe('noindex')
  expect(indexablePaths).not.toContain('/blog/404')
})
