// What a slow phone pays for each page, from the build: bytes of HTML (with its inlined CSS) and
// nothing that blocks the first paint; and every page's link-preview image.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { splitLocale } from '../../lib/i18n'
import {
  builtFiles,
  builtHtml,
  distClient,
  firstScreenPrefix,
  indexablePages,
  metaContent,
  tags,
} from '../support/built-site'

/**
 * A page's whole HTML, gzipped: a Devanagari letter takes three bytes in UTF-8 where a Latin one takes
 * one, and compresses less, so a Hindi or Marathi page carries some 20% more for the same text. The
 * first screen's budget below is the same for every language.
 */
const htmlBudget = (path: string) => (splitLocale(path).locale === 'en' ? 30 : 36) * 1024

for (const { path } of indexablePages) {
  test(`${path}: HTML with its CSS is at most ${htmlBudget(path) / 1024} KB gzip, its CSS at most 38 KB, and nothing blocks rendering`, () => {
    const html = builtHtml(path)
    expect(gzipSync(html).length).toBeLessThanOrEqual(htmlBudget(path))
    const head = html.slice(0, html.indexOf('</head>'))
    // No stylesheet to fetch: the CSS is inlined.
    expect(tags(head, 'link').filter((link) => link.rel === 'stylesheet')).toEqual([])
    // No script file in the document: the one inline script requests the client entry after the
    // first paint (lib/first-paint.ts).
    expect(tags(html, 'script').filter((attrs) => 'src' in attrs)).toEqual([])
    expect(tags(html, 'script').filter((attrs) => 'data-client-entry' in attrs)).toEqual([
      { 'data-client-entry': expect.stringMatching(/^\/assets\/entries\/pages_client\.[\w-]+\.js$/) },
    ])
    // Only the utilities the page and its islands use (lib/build/prune-css.ts): the site's whole
    // stylesheet is some 44 KB to parse on every page.
    const css = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? ''
    expect(css.length).toBeGreaterThan(0)
    expect(css.length).toBeLessThanOrEqual(38 * 1024)
  })

  // Ten 1,460-byte segments: what a new connection's first round trip carries (initial window 14 KB).
  // The server gzips with zlib's default level (hono's compress), as gzipSync does here.
  test(`${path}: the first screen, up to the end of the block holding the <h1>, fits in the first round trip`, () => {
    const prefix = firstScreenPrefix(builtHtml(path))
    expect(prefix).toMatch(/<h1[\s>]/)
    expect(gzipSync(prefix).length).toBeLessThanOrEqual(14 * 1024)
  })

  test(`${path}: its link preview is an absolute 1200x630 image under 300 KB`, async () => {
    const html = builtHtml(path)
    const url = metaContent(html, 'og:image') ?? ''
    expect(url).toMatch(/^https?:\/\/[^/]+\/og\/.+\.png$/)
    expect(metaContent(html, 'twitter:image')).toBe(url)
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
    const file = readFileSync(join(distClient, new URL(url).pathname))
    expect(file.length).toBeLessThan(300 * 1024)
    const { width, height } = await sharp(file).metadata()
    expect([width, height]).toEqual([1200, 630])
  })
  // Read from the HTML itself: the box of every picture is reserved before any image or script loads.
  test(`${path}: every <img> has a width, a height and an alt text, and the hero's illustration is never lazy`, () => {
    const images = tags(builtHtml(path), 'img')
    for (const image of images) {
      expect(image.width, `${path} ${image.src}`).toMatch(/^\d+$/)
      expect(image.height, `${path} ${image.src}`).toMatch(/^\d+$/)
      // Empty for a decorative picture, but there: without it a screen reader reads the file name.
      expect(image.alt, `${path} ${image.src}`).toBeDefined()
    }
    // A hero's illustration comes through a <source> for wide screens; phones are sent a blank pixel.
    for (const image of images.filter((attrs) => attrs.src?.startsWith('data:'))) {
      expect(image.loading, path).not.toBe('lazy')
    }
    for (const source of tags(builtHtml(path), 'source')) {
      expect(source.srcset, path).toMatch(/^\/illustrations\/[a-z0-9-]+\.svg$/)
      expect(source.media, path).toBe('(min-width: 64rem)')
    }
  })
}

test('the brand font is one Latin woff2 of at most 35 KB, which no page preloads (a first page paints without it)', () => {
  const [font = '', ...others] = builtFiles().filter(
    (file) => file.endsWith('.woff2') && !file.includes('devanagari'),
  )
  expect(others).toEqual([])
  expect(readFileSync(join(distClient, font)).length).toBeLessThanOrEqual(35 * 1024)
  for (const { path } of indexablePages) {
    const preloads = tags(builtHtml(path), 'link').filter(
      (link) => link.rel === 'preload' && link.as === 'font',
    )
    expect(preloads, path).toEqual([])
    expect(builtHtml(path), path).toContain(`url(/${font})format("woff2")`)
    // "optional": should a cached copy be gone, text neither waits for the font nor moves when it arrives.
    expect(builtHtml(path), path).toContain('font-display:optional')
  }
})

test('the Devanagari font is one woff2 of at most 125 KB, shown with "swap" and named only by the Hindi and Marathi pages', () => {
  const fonts = builtFiles().filter((file) => file.endsWith('.woff2') && file.includes('devanagari'))
  expect(fonts).toHaveLength(1)
  const [font = ''] = fonts
  expect(readFileSync(join(distClient, font)).length).toBeLessThanOrEqual(125 * 1024)
  const css = builtHtml('/hi').match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? ''
  const face = css.match(/@font-face\{[^}]*noto-sans-devanagari[^}]*\}/)?.[0] ?? ''
  expect(face).toContain('font-display:swap')
  // Only a page whose <html lang> is Hindi or Marathi names the family, and only once it is cached
  // (tests/e2e/languages.spec.ts shows that no other page fetches it; first-paint.spec.ts, when).
  expect(css).toMatch(
    /html:is\(\[lang="?hi"?\],\s?\[lang="?mr"?\]\)\[data-devanagari-font\]\{--font-devanagari:"Noto Sans Devanagari"\}/,
  )
})

test('every illustration is a static file of at most 25 KB gzip', () => {
  const files = builtFiles('illustrations')
  expect(files.length).toBeGreaterThan(0)
  for (const file of files) {
    expect(file).toMatch(/\.svg$/)
    expect(gzipSync(readFileSync(join(distClient, file))).length, file).toBeLessThanOrEqual(25 * 1024)
  }
})

// A page at a phone's width and a laptop's: nothing reaches past the right edge.
for (const path of [...indexablePages.map((item) => item.path), '/no-such-page']) {
  test(`${path} does not scroll sideways at 390 or 1280px`, async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0)
    }
  })
}
