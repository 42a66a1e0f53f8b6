// Reads the prerendered site in dist/client, for tests that check what a crawler receives.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { readSiteManifest } from '../../lib/build/site-manifest'
import { splitLocale } from '../../lib/i18n'
import { pageFile } from '../../lib/static-host'

export const distClient = join(import.meta.dirname, '..', '..', 'dist', 'client')

// The pages and posts of the build under test, as scripts/postbuild.ts listed them.
const manifest = readSiteManifest(join(distClient, '..'))
export const indexablePages = manifest.pages
export const blogPosts = manifest.posts

/** The Hindi and Marathi pages a browser test drives: Home, a content page, a calculator, the finder. */
const translatedSample = ['/hi', '/mr/fees', '/hi/crs-calculator', '/mr/visa-finder']

/**
 * The pages a browser test drives where what it checks comes from a page's blocks, scripts and classes
 * rather than its words: every English page, and a sample of the Hindi and Marathi ones, each being its
 * English page's blocks, scripts and classes with other text (and the notice that the English binds,
 * which the sample shows). What a page says, its budgets and its accessibility are read on every page.
 */
export const drivenPages = indexablePages.filter(
  ({ path }) => splitLocale(path).locale === 'en' || translatedSample.includes(path),
)

/** The file of a route path such as "/" or "/about": dist/client/index.html, dist/client/about.html. */
function htmlFileOf(path: string): string {
  return join(distClient, pageFile(path))
}

export function builtHtml(path: string): string {
  return readFileSync(htmlFileOf(path), 'utf8')
}

export function hasBuiltPage(path: string): boolean {
  return existsSync(htmlFileOf(path))
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

/** The contents of one kind of tag, e.g. all <meta> tags as attribute maps. */
export function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((match) =>
    Object.fromEntries(
      // Names in lower case, as HTML reads them (React writes srcSet, crossOrigin).
      [...(match[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((attr) => [
        (attr[1] ?? '').toLowerCase(),
        attr[2] ?? '',
      ]),
    ),
  )
}

export function metaContent(html: string, key: string): string | undefined {
  return tags(html, 'meta').find((tag) => tag.name === key || tag.property === key)?.content
}

export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  )
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

/** The document up to the end of the element that holds the <h1>: what the first screen needs. */
export function firstScreenPrefix(html: string): string {
  const tag = /<(\/?)([a-zA-Z][\w-]*)[^>]*>/g
  const open: string[] = []
  let h1Parent = -1
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const [whole, closing, rawName = ''] = match
    const name = rawName.toLowerCase()
    if (!closing && (name === 'style' || name === 'script')) {
      // Skip their text: CSS and JSON may hold characters that look like tags.
      tag.lastIndex = html.indexOf(`</${name}>`, tag.lastIndex)
      continue
    }
    if (voidElements.has(name) || whole.endsWith('/>')) continue
    if (!closing) {
      if (name === 'h1' && h1Parent < 0) h1Parent = open.length - 1
      open.push(name)
      continue
    }
    open.pop()
    if (h1Parent >= 0 && open.length === h1Parent) return html.slice(0, tag.lastIndex)
  }
  throw new Error('No <h1> in the document, or it is not closed')
}
