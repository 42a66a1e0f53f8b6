// Addresses in three languages: which page and language an address names, the same page in another
// language, and the hreflang alternates every translated page and the sitemap carry.
import { describe, expect, it } from 'vitest'
import { site } from '../../content/site'
import {
  languageTag,
  locales,
  localizedHref,
  localizedPath,
  splitLocale,
  translatedPaths,
} from '../../lib/i18n'
import { languageLinks } from '../../lib/language-links'
import { sitemapXml } from '../../lib/seo/crawl'
import { pageAlternates } from '../../lib/seo/head'

describe('addresses in a language', () => {
  it('reads the language and the page from an address', () => {
    expect(splitLocale('/hi/fees')).toEqual({ locale: 'hi', path: '/fees' })
    expect(splitLocale('/mr')).toEqual({ locale: 'mr', path: '/' })
    expect(splitLocale('/fees')).toEqual({ locale: 'en', path: '/fees' })
    // A language before a page that has no translation names no page of that language.
    expect(splitLocale('/hi/blogs')).toEqual({ locale: 'en', path: '/hi/blogs' })
  })

  it('gives a page in a language only where it has a translation', () => {
    expect(localizedPath('/', 'hi')).toBe('/hi')
    expect(localizedPath('/contact', 'mr')).toBe('/mr/contact')
    expect(localizedPath('/blogs', 'hi')).toBe('/blogs')
    expect(localizedHref('/contact#contact-form', 'hi')).toBe('/hi/contact#contact-form')
    expect(localizedHref('/crs-calculator?age=29', 'mr')).toBe('/mr/crs-calculator?age=29')
    for (const href of [
      'https://www.canada.ca/',
      '//cdn.example',
      'mailto:x@example.com',
      '#top',
      '/og/x.png',
    ])
      expect(localizedHref(href, 'hi')).toBe(href)
  })
})

describe('the language switcher', () => {
  it('offers the page in each language, each named in its own script, the current one marked', () => {
    expect(languageLinks('/fees', 'mr')).toEqual([
      { href: '/fees', hreflang: 'en-IN', name: 'English', current: false },
      { href: '/hi/fees', hreflang: 'hi', name: 'हिन्दी', current: false },
      { href: '/mr/fees', hreflang: 'mr', name: 'मराठी', current: true },
    ])
  })

  it('offers nothing on a page that is English only', () => {
    expect(languageLinks('/blogs', 'en')).toEqual([])
  })
})

describe('hreflang', () => {
  it('is complete and reciprocal on every translated page', () => {
    for (const path of translatedPaths) {
      const sets = locales.map((locale) => pageAlternates(localizedPath(path, locale), site.url))
      for (const set of sets) expect(set).toEqual(sets[0])
      expect(sets[0]?.map((link) => link.hreflang)).toEqual([
        ...locales.map((l) => languageTag[l]),
        'x-default',
      ])
      expect(sets[0]?.find((link) => link.hreflang === 'x-default')?.href).toBe(
        `${site.url}${path === '/' ? '/' : path}`,
      )
    }
  })

  it('is absent from a page that is English only', () => {
    expect(pageAlternates('/blogs', site.url)).toEqual([])
  })

  it('is mirrored in the sitemap', () => {
    const xml = sitemapXml(site.url, ['/fees', '/hi/fees', '/blogs'])
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const fees = xml.split('\n').find((line) => line.includes(`<loc>${site.url}/hi/fees</loc>`))
    for (const [tag, href] of [
      ['en-IN', '/fees'],
      ['hi', '/hi/fees'],
      ['mr', '/mr/fees'],
      ['x-default', '/fees'],
    ])
      expect(fees).toContain(`<xhtml:link rel="alternate" hreflang="${tag}" href="${site.url}${href}"/>`)
    expect(xml.split('\n').find((line) => line.includes('/blogs</loc>'))).not.toContain('xhtml:link')
  })
})
