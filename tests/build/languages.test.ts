// The built Hindi and Marathi pages (issue 35), as a crawler meets them: each declares its language,
// canonical address, alternates and inLanguage, reads mostly in Devanagari, and says once that the
// English page binds.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyIn } from '../../content/copy'
import { site } from '../../content/site'
import { languageTag, locales, localizedPath, splitLocale } from '../../lib/i18n'
import { socialImagePath } from '../../lib/seo/url'
import {
  builtHtml,
  builtPage,
  canonicalOf,
  distClient,
  indexablePaths,
  jsonLdBlocks,
  readableText,
} from '../support/built-site'

const translatedPaths = indexablePaths.filter((path) => splitLocale(path).locale !== 'en')

/**
 * The letters of a page's main text, Devanagari against Latin: its own words, not the titles of the
 * English pages it cites as sources (/language-scores cites twenty).
 */
function devanagariShare(path: string): number {
  const main = builtPage(path)('main').clone()
  main.find('section[aria-labelledby="fact-sources"] a').remove()
  main.find('script, style, template').remove()
  const text = main.text()
  const devanagari = text.match(/[\u0900-\u097F]/g)?.length ?? 0
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0
  return devanagari / (devanagari + latin)
}

it('there is a Hindi and a Marathi version of each page that decides an enquiry', () => {
  expect(translatedPaths.length).toBe(2 * 21)
})

describe.each(translatedPaths)('%s', (path) => {
  it('declares its language, address and alternates, and reads in Devanagari', () => {
    const { locale, path: english } = splitLocale(path)
    const $ = builtPage(path)
    expect(builtHtml(path)).toMatch(/^<!DOCTYPE html>/)
    expect($('html').attr('lang')).toBe(languageTag[locale])
    expect(canonicalOf($)).toBe(`${site.url}${path}`)
    const alternates = $('link[rel="alternate"]')
      .toArray()
      .map(({ attribs }) => [attribs.hreflang, attribs.href])
    expect(alternates).toEqual([
      ...locales.map((other) => [
        languageTag[other],
        `${site.url}${localizedPath(english, other).replace(/^\/$/, '/')}`,
      ]),
      ['x-default', `${site.url}${english}`],
    ])
    const webPage = jsonLdBlocks($).find((block) => block['@type'] === 'WebPage')
    expect(webPage?.inLanguage).toBe(languageTag[locale])
    expect(devanagariShare(path)).toBeGreaterThan(0.6)
    // The English page binds, said once, with a link to it.
    const { translation } = copyIn(locale).layoutCopy
    expect(readableText($).split(translation.notice)).toHaveLength(2)
    expect($(`a[href="${english}"][hreflang="en-IN"]`)).not.toHaveLength(0)
    expect(existsSync(join(distClient, socialImagePath(path)))).toBe(true)
  })
})

it('the sitemap lists every page with its alternates', () => {
  const sitemap = readFileSync(join(distClient, 'sitemap.xml'), 'utf8')
  for (const path of translatedPaths) {
    const entry = sitemap.split('\n').find((line) => line.includes(`<loc>${site.url}${path}</loc>`))
    expect(entry, path).toContain('hreflang="x-default"')
  }
})
