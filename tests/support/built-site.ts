// Reads the prerendered site in dist/client, for tests that check what a crawler receives. Pages are
// parsed as a browser parses them (cheerio over parse5, the HTML standard's parsing algorithm).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { type CheerioAPI, load } from 'cheerio'
import { wholeStylesheetFile } from '../../lib/build/client-entry-plugin'
import { splitLocale } from '../../lib/i18n'
import { propsScriptId, readProps } from '../../lib/island-props'
import { markerSelector } from '../../lib/island-protocol'
import { sitemapPaths } from '../../lib/seo/crawl'
import { pageFile } from '../../lib/static-host'

export const distClient = join(import.meta.dirname, '..', '..', 'dist', 'client')

/** Every page a crawler should index, as the build's sitemap lists them (tests/build/head.test.ts checks the list). */
export const indexablePaths = sitemapPaths(readFileSync(join(distClient, 'sitemap.xml'), 'utf8'))

/** The site's whole stylesheet, which the build keeps beside the site; each page carries its part inline. */
export const wholeStylesheet = () => readFileSync(join(distClient, '..', wholeStylesheetFile), 'utf8')

/** A Hindi and a Marathi page the browser drives: Home, and the calculator with the most controls. */
const translatedSample = ['/hi', '/mr/crs-calculator']

/**
 * One page per template, for browser checks of what a page's blocks, scripts and classes do: every
 * English route once (one post stands for the posts, which share a template), and a Hindi and a
 * Marathi sample, each its English page's blocks with other words. What a page says, its head, its
 * budgets and its links are read on every page, from the build (tests/build); its layout as it loads
 * at a phone's width on every page too (tests/e2e/every-page.spec.ts).
 */
export const templatePaths = indexablePaths.filter(
  (path, index, all) =>
    translatedSample.includes(path) ||
    (splitLocale(path).locale === 'en' &&
      (!path.startsWith('/blog/') || all.findIndex((other) => other.startsWith('/blog/')) === index)),
)

/** The file of a route path such as "/" or "/about": dist/client/index.html, dist/client/about.html. */
function htmlFileOf(path: string): string {
  return join(distClient, pageFile(path))
}

/** The file of a route path, or of a file under dist/client named as such ("404.html"). */
const fileOf = (pathOrFile: string) =>
  pathOrFile.endsWith('.html') ? join(distClient, pathOrFile) : htmlFileOf(pathOrFile)

/** A page's HTML as served (a route path, or a file under dist/client): what its byte budgets are about. */
export function builtHtml(pathOrFile: string): string {
  return readFileSync(fileOf(pathOrFile), 'utf8')
}

export function hasBuiltPage(path: string): boolean {
  return existsSync(htmlFileOf(path))
}

const parsed = new Map<string, CheerioAPI>()

/** A built file (a route path, or a file under dist/client such as "404.html") parsed as a document. */
export function builtPage(pathOrFile: string): CheerioAPI {
  const file = fileOf(pathOrFile)
  let page = parsed.get(file)
  if (!page) {
    page = load(readFileSync(file, 'utf8'), { sourceCodeLocationInfo: true })
    parsed.set(file, page)
  }
  return page
}

/** The props the server gave each island on a built page, in the markers' order. */
export function islandsProps($: CheerioAPI, selector = markerSelector()): Record<string, unknown>[] {
  const propsScript = $(`#${propsScriptId}`).text()
  return $(selector)
    .toArray()
    .map(
      (marker) =>
        readProps({ getAttribute: (attribute) => $(marker).attr(attribute) ?? null }, propsScript) as Record<
          string,
          unknown
        >,
    )
}

/** The props the server gave an island on a built page. */
export function islandProps(path: string, name: string): Record<string, unknown> {
  return islandsProps(builtPage(path), markerSelector(name))[0] ?? {}
}

/** Every file below a folder of the build, as paths relative to dist/client. */
export function builtFiles(folder = ''): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = join(dir, name)
      return statSync(full).isDirectory() ? walk(full) : [relative(distClient, full)]
    })
  return walk(join(distClient, folder))
}

export function metaContent($: CheerioAPI, key: string): string | undefined {
  return $(`meta[name="${key}"], meta[property="${key}"]`).first().attr('content')
}

export function canonicalOf($: CheerioAPI): string | undefined {
  return $('link[rel="canonical"]').attr('href')
}

export function jsonLdBlocks($: CheerioAPI): Record<string, unknown>[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()) as Record<string, unknown>)
}

/** The text a visitor can read in a part of the page (folded sections included), without scripts and styles. */
export function readableText($: CheerioAPI, selector = 'body'): string {
  const part = $(selector).clone()
  part.find('script, style, template').remove()
  return part.text()
}

/**
 * The document up to the end of the page's hero, what its first screen needs: the section or header
 * holding the <h1> (Home's holds its enquiry form too), else the block of <main> holding it.
 */
export function firstScreenPrefix(pathOrFile: string): string {
  const heading = builtPage(pathOrFile)('h1').first()
  const hero = heading.closest('section, header')
  const block = hero.length > 0 ? hero : heading.parentsUntil('main').last()
  const end = block.get(0)?.sourceCodeLocation?.endOffset
  if (end === undefined) throw new Error(`${pathOrFile}: no <h1> in the document, or it is not closed`)
  return builtHtml(pathOrFile).slice(0, end)
}

/** Every page the build writes, as its file under dist/client: the indexed ones, and 404, enquiry-sent and confirmation pages. */
export const builtPageFiles = () => builtFiles().filter((file) => file.endsWith('.html'))
