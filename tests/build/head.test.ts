// What a crawler gets without running any JavaScript: the prerendered files in dist/client.
import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyIn } from '../../content/copy'
import { site } from '../../content/site'
import { splitLocale } from '../../lib/i18n'
import { maxTitleLength } from '../../lib/seo/head'
import { hostAnswer } from '../../lib/static-host'
import { indexablePages } from '../../pages/site-files'
import {
  builtFiles,
  builtPage,
  canonicalOf,
  distClient,
  hasBuiltPage,
  jsonLdBlocks,
  metaContent,
} from '../support/built-site'

/** The keywords a search result or a link preview names: each a phrase, none repeated. */
const keywordList = /^[^,]+(, [^,]+)+$/

describe.each(indexablePages)('$path', (page) => {
  it('is prerendered with its head tags', () => {
    expect(hasBuiltPage(page.path)).toBe(true)
    const $ = builtPage(page.path)
    const title = $('head > title').text()
    // The page's title, with the firm's name where both fit; a title longer than search results show
    // has a short one of its own (a post's shortTitle).
    if (page.title.length <= maxTitleLength) expect(title).toContain(page.title)
    expect(title.length).toBeLessThanOrEqual(maxTitleLength)
    expect($('h1')).toHaveLength(1)
    const description = metaContent($, 'description') ?? ''
    expect(description.length).toBeGreaterThanOrEqual(70)
    expect(description.length).toBeLessThanOrEqual(160)
    const keywords = metaContent($, 'keywords') ?? ''
    expect(keywords).toMatch(keywordList)
    const phrases = keywords.split(', ')
    expect(new Set(phrases).size).toBe(phrases.length)
    const canonical = canonicalOf($)
    expect(canonical).toBe(`${site.url}${page.path === '/' ? '/' : page.path}`)
    expect(metaContent($, 'og:url')).toBe(canonical)
    expect(metaContent($, 'og:title')).toBe(page.title)
    expect(metaContent($, 'twitter:title')).toBe(page.title)
    expect(metaContent($, 'og:description')).toBe(description)
    expect(metaContent($, 'og:type')).toBe(page.path.startsWith('/blog/') ? 'article' : 'website')
    expect(metaContent($, 'og:site_name')).toBe(site.name)
    expect(metaContent($, 'og:image:alt')?.length).toBeGreaterThan(10)
    expect(metaContent($, 'twitter:card')).toBe('summary_large_image')
    expect(metaContent($, 'og:image')).toMatch(/^https?:\/\//)
    const types = jsonLdBlocks($).map((block) => block['@type'])
    expect(types).toContain('LocalBusiness')
    if (['/', '/hi', '/mr'].includes(page.path)) expect(types).toContain('WebSite')
  })

  // A page declares a breadcrumb trail only where it shows the same one (components/ui/Breadcrumb.tsx).
  it('shows the breadcrumb trail it declares, and only then', () => {
    const $ = builtPage(page.path)
    const declared = jsonLdBlocks($).find((block) => block['@type'] === 'BreadcrumbList') as
      | { itemListElement: { name: string; item: string }[] }
      | undefined
    const { breadcrumb } = copyIn(splitLocale(page.path).locale).layoutCopy
    const shown = $(`nav[aria-label="${breadcrumb}"] li`).toArray()
    expect(Boolean(declared), 'BreadcrumbList declared and breadcrumb shown').toBe(shown.length > 0)
    if (!declared) return
    expect(shown.map((item) => $(item).text().replace('›', '').trim())).toEqual(
      declared.itemListElement.map((entry) => entry.name),
    )
    expect(shown.map((item) => $(item).find('a').attr('href'))).toEqual(
      declared.itemListElement.map((entry, index, all) =>
        index < all.length - 1 ? new URL(entry.item).pathname : undefined,
      ),
    )
    expect(declared.itemListElement.at(-1)?.item).toBe(canonicalOf($))
  })
})

it('no two indexable pages share a title or a description', () => {
  const heads = indexablePages.map(({ path }) => builtPage(path))
  const titles = heads.map(($) => $('head > title').text())
  const descriptions = heads.map(($) => metaContent($, 'description'))
  expect(new Set(titles).size).toBe(indexablePages.length)
  expect(new Set(descriptions).size).toBe(indexablePages.length)
})

it('/faq describes its six questions as an FAQPage', () => {
  const faq = jsonLdBlocks(builtPage('/faq')).find((block) => block['@type'] === 'FAQPage') as {
    mainEntity: unknown[]
  }
  expect(faq.mainEntity).toHaveLength(6)
})

describe.each(['404.html', 'blog/404.html'])('%s', (file) => {
  it('names no address of its own and keeps itself out of the index', () => {
    const $ = builtPage(file)
    expect(metaContent($, 'og:url')).toBeUndefined()
    expect(canonicalOf($)).toBeUndefined()
    expect(metaContent($, 'robots')).toBe('noindex')
  })
})

it('404.html says the page was not found and leads home', () => {
  const $ = builtPage('404.html')
  expect($('h1').text()).toContain('Oops! Page not found')
  expect($('a[href="/"]').text()).toContain('Return to Home')
})

it('the sitemap lists exactly the indexable pages, and robots.txt points to it', () => {
  const sitemap = readFileSync(join(distClient, 'sitemap.xml'), 'utf8')
  const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1])
  expect(locs.sort()).toEqual(indexablePages.map((page) => `${site.url}${page.path}`).sort())
  expect(readFileSync(join(distClient, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.url}/sitemap.xml`)
})

// The rule of Cloudflare Pages, Netlify, GitHub Pages and deploy/cloudfront-function.js: /about is
// served from about.html with 200, and /about/ or /about.html redirect to it (lib/static-host.ts).
it('every page is served at its canonical address from its own file, with no redirect', () => {
  const files = builtFiles()
  const isFile = (file: string) => files.includes(file)
  const servedFrom = (url: string) => hostAnswer(new URL(url).pathname, isFile)
  const pageFiles = files.filter((file) => file.endsWith('.html') && basename(file) !== '404.html')
  const canonicals = pageFiles.flatMap((file) => {
    const $ = builtPage(file)
    const canonical = canonicalOf($)
    // A page with no address of its own (the confirmations after an enquiry) keeps out of the index.
    if (!canonical) expect(metaContent($, 'robots'), file).toContain('noindex')
    return canonical ? [{ file, canonical }] : []
  })
  expect(canonicals.length).toBeGreaterThan(20)
  for (const { file, canonical } of canonicals) {
    expect(servedFrom(canonical), canonical).toEqual({ kind: 'file', file })
  }
  // The pages with an address are the sitemap's, no more: no page is built in a language its route
  // does not declare (content/routes.ts; tests/unit/routes.test.ts matches the routes to pages/).
  const sitemap = readFileSync(join(distClient, 'sitemap.xml'), 'utf8')
  const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc)
  expect(canonicals.map((page) => page.canonical).sort()).toEqual(locs.sort())
})

it('no page copy is shipped in JavaScript', () => {
  const chunks = builtFiles('assets').filter((file) => file.endsWith('.js'))
  expect(chunks.length).toBeGreaterThan(0)
  // Distinctive sentences from server-only content: the About story and the FAQ answers.
  const longestParagraph = (path: string) => {
    const $ = builtPage(path)
    return $('p')
      .toArray()
      .map((paragraph) => $(paragraph).text())
      .sort((a, b) => b.length - a.length)[0]
  }
  const sentences = [site.description, longestParagraph('/about'), longestParagraph('/faq')]
  for (const sentence of sentences) expect(sentence?.length).toBeGreaterThan(40)
  for (const file of chunks) {
    const js = readFileSync(join(distClient, file), 'utf8')
    for (const sentence of sentences) expect(js, `${file} contains page copy`).not.toContain(sentence)
  }
})

// What may be published unnamed: robots.txt (crawlers ask for it by name), the host's _headers, and
// the flag-icons licence, whose notice travels with the flags the pages inline.
const namedByNoPage = ['robots.txt', '_headers', 'licenses/flag-icons.txt']

it('nothing is published that no page, stylesheet, script, sitemap or head tag names', () => {
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
