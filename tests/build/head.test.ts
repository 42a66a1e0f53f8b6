// What a crawler gets without running any JavaScript: the prerendered files in dist/client.

import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { expect, test } from '@playwright/test'
import { copyIn } from '../../content/copy'
import { site } from '../../content/site'
import { splitLocale } from '../../lib/i18n'
import { maxTitleLength } from '../../lib/seo/head'
import { hostAnswer } from '../../lib/static-host'
import {
  builtFiles,
  builtHtml,
  decodeEntities,
  distClient,
  hasBuiltPage,
  indexablePages,
  jsonLdBlocks,
  metaContent,
  tags,
} from '../support/built-site'

test('no two indexable pages share a title or a description', () => {
  const heads = indexablePages.map((page) => {
    const html = builtHtml(page.path)
    return { title: html.match(/<title>(.*?)<\/title>/)?.[1], description: metaContent(html, 'description') }
  })
  expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length)
  expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length)
})

test('the 404 pages name no address of their own: no canonical, no og:url', () => {
  for (const file of ['404.html', 'blog/404.html']) {
    const html = readFileSync(join(distClient, file), 'utf8')
    expect(metaContent(html, 'og:url'), file).toBeUndefined()
    expect(
      tags(html, 'link').some((link) => link.rel === 'canonical'),
      file,
    ).toBe(false)
  }
})

for (const page of indexablePages) {
  test(`${page.path} is prerendered with its head tags`, () => {
    expect(hasBuiltPage(page.path)).toBe(true)
    const html = builtHtml(page.path)
    const title = html.match(/<title>(.*?)<\/title>/)?.[1]
    // The page's title, with the firm's name where both fit; a title longer than search results show
    // has a short one of its own (a post's shortTitle).
    if (page.title.length <= maxTitleLength) expect(decodeEntities(title ?? '')).toContain(page.title)
    expect(html.match(/<h1\b/g)).toHaveLength(1)
    const description = metaContent(html, 'description') ?? ''
    expect(description.length).toBeGreaterThanOrEqual(70)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(decodeEntities(title ?? '').length).toBeLessThanOrEqual(maxTitleLength)
    expect(metaContent(html, 'keywords')).toBeTruthy()
    const canonical = tags(html, 'link').find((link) => link.rel === 'canonical')?.href
    expect(canonical).toBe(`${site.url}${page.path === '/' ? '/' : page.path}`)
    expect(metaContent(html, 'og:url')).toBe(canonical)
    for (const key of [
      'og:title',
      'og:description',
      'og:type',
      'og:site_name',
      'og:image:alt',
      'twitter:title',
    ]) {
      expect(metaContent(html, key), key).toBeTruthy()
    }
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
    expect(metaContent(html, 'og:image')).toMatch(/^https?:\/\//)
    const types = jsonLdBlocks(html).map((block) => block['@type'])
    expect(types).toContain('LocalBusiness')
    // A page declares a breadcrumb trail only where it shows the same one (components/ui/Breadcrumb.tsx).
    const declared = jsonLdBlocks(html).find((block) => block['@type'] === 'BreadcrumbList') as
      | { itemListElement: { name: string; item: string }[] }
      | undefined
    const { breadcrumb } = copyIn(splitLocale(page.path).locale).layoutCopy
    const shown = html.match(new RegExp(`<nav aria-label="${breadcrumb}"[^>]*>(.*?)</nav>`, 's'))?.[1]
    expect(Boolean(declared), 'BreadcrumbList declared and breadcrumb shown').toBe(Boolean(shown))
    if (declared && shown) {
      const items = [...shown.matchAll(/<li\b[^>]*>(.*?)<\/li>/gs)].map((item) => item[1] ?? '')
      expect(items.map((item) => decodeEntities(item.replace(/<[^>]+>|›/g, '')).trim())).toEqual(
        declared.itemListElement.map((entry) => entry.name),
      )
      const links = items.map((item) => item.match(/href="([^"]*)"/)?.[1])
      expect(links).toEqual(
        declared.itemListElement.map((entry, index, all) =>
          index < all.length - 1 ? new URL(entry.item).pathname : undefined,
        ),
      )
      expect(declared.itemListElement.at(-1)?.item).toBe(canonical)
    }
    if (['/', '/hi', '/mr'].includes(page.path)) expect(types).toContain('WebSite')
  })
}

test('titles and descriptions are unique across pages', () => {
  const heads = indexablePages.map((page) => builtHtml(page.path))
  const titles = heads.map((html) => html.match(/<title>(.*?)<\/title>/)?.[1])
  const descriptions = heads.map((html) => metaContent(html, 'description'))
  expect(new Set(titles).size).toBe(indexablePages.length)
  expect(new Set(descriptions).size).toBe(indexablePages.length)
})

test('/faq describes its questions as an FAQPage', () => {
  const faq = jsonLdBlocks(builtHtml('/faq')).find((block) => block['@type'] === 'FAQPage') as {
    mainEntity: unknown[]
  }
  expect(faq.mainEntity).toHaveLength(6)
})

test('404.html says the page was not found and keeps itself out of the index', () => {
  const html = readFileSync(join(distClient, '404.html'), 'utf8')
  expect(html).toContain('Oops! Page not found')
  expect(html).toContain('Return to Home')
  expect(metaContent(html, 'robots')).toBe('noindex')
})

test('the sitemap lists exactly the indexable pages, and robots.txt points to it', () => {
  const sitemap = readFileSync(join(distClient, 'sitemap.xml'), 'utf8')
  const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])
  expect(locs.sort()).toEqual(indexablePages.map((page) => `${site.url}${page.path}`).sort())
  expect(readFileSync(join(distClient, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.url}/sitemap.xml`)
})

// The rule of Cloudflare Pages, Netlify, GitHub Pages and deploy/cloudfront-function.js: /about is
// served from about.html with 200, and /about/ or /about.html redirect to it (lib/static-host.ts).
test('every page is served at its canonical address from its own file, with no redirect', () => {
  const files = builtFiles()
  const isFile = (file: string) => files.includes(file)
  const servedFrom = (url: string) => hostAnswer(new URL(url).pathname, isFile)
  const pageFiles = files.filter((file) => file.endsWith('.html') && basename(file) !== '404.html')
  const canonicals = pageFiles.flatMap((file) => {
    const html = readFileSync(join(distClient, file), 'utf8')
    const canonical = tags(html, 'link').find((link) => link.rel === 'canonical')?.href
    // A page with no address of its own (the confirmations after an enquiry) keeps out of the index.
    if (!canonical) expect(metaContent(html, 'robots'), file).toContain('noindex')
    return canonical ? [{ file, canonical }] : []
  })
  expect(canonicals.length).toBeGreaterThan(20)
  for (const { file, canonical } of canonicals) {
    expect(servedFrom(canonical), canonical).toEqual({ kind: 'file', file })
  }
  const sitemap = readFileSync(join(distClient, 'sitemap.xml'), 'utf8')
  for (const [, loc = ''] of sitemap.matchAll(/<loc>(.*?)<\/loc>/g)) {
    expect(
      canonicals.map((page) => page.canonical),
      loc,
    ).toContain(loc)
  }
})

test('no page copy is shipped in JavaScript', () => {
  const chunks = builtFiles('assets').filter((file) => file.endsWith('.js'))
  expect(chunks.length).toBeGreaterThan(0)
  // Distinctive sentences from server-only content: the About story and the FAQ answers.
  const aboutHtml = decodeEntities(builtHtml('/about'))
  const faqHtml = decodeEntities(builtHtml('/faq'))
  const sentences = [site.description, ...[aboutHtml, faqHtml].map((html) => longestParagraph(html))]
  for (const file of chunks) {
    const js = readFileSync(join(distClient, file), 'utf8')
    for (const sentence of sentences) expect(js, `${file} contains page copy`).not.toContain(sentence)
  }
})

function longestParagraph(html: string): string {
  const paragraphs = [...html.matchAll(/<p\b[^>]*>([^<]{40,})<\/p>/g)].map((match) => match[1] ?? '')
  return paragraphs.sort((a, b) => b.length - a.length)[0] ?? ''
}

// What may be published unnamed: robots.txt (crawlers ask for it by name), the host's _headers, and
// the flag-icons licence, whose notice travels with the flags the pages inline.
const namedByNoPage = ['robots.txt', '_headers', 'licenses/flag-icons.txt']

test('nothing is published that no page, stylesheet, script, sitemap or head tag names', () => {
  const files = builtFiles()
  const texts = files
    .filter((file) => /\.(html|css|js|xml|txt|svg)$/.test(file))
    .map((file) => readFileSync(join(distClient, file), 'utf8'))
    .join('\n')
  const unnamed = files.filter(
    (file) => !file.endsWith('.html') && !namedByNoPage.includes(file) && !texts.includes(basename(file)),
  )
  expect(unnamed).toEqual([])
})
