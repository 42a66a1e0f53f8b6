import { describe, expect, it } from 'vitest'
import { copyIn } from '../../content/copy'
import { routes as declared, type RouteKey } from '../../content/routes'
import { site } from '../../content/site'
import { catalogues, englishOnly } from '../../lib/messages'
import { robotsTxt, sitemapPaths, sitemapXml } from '../../lib/seo/crawl'
import { buildHead, maxTitleLength } from '../../lib/seo/head'
import { faqPageJsonLd, serializeJsonLd } from '../../lib/seo/jsonld'
import { pageSeo } from '../../lib/seo/page'
import { absoluteUrl } from '../../lib/seo/url'
import { routeSeo } from '../../pages/route-seo'

const metaContent = (head: ReturnType<typeof buildHead>, key: string) =>
  head.meta.find((tag) => tag.name === key || tag.property === key)?.content

const jsonLdTypes = (head: ReturnType<typeof buildHead>) =>
  head.jsonLd.map((json) => (JSON.parse(json) as { '@type': string })['@type'])

const { routes } = copyIn('en')

describe('absoluteUrl', () => {
  it.each([
    ['https://a.example', '/about', 'https://a.example/about'],
    ['https://a.example/', '/about', 'https://a.example/about'],
    ['https://a.example', 'about', 'https://a.example/about'],
    ['https://a.example', '/', 'https://a.example/'],
    ['https://a.example', 'https://cdn.example/x.png', 'https://cdn.example/x.png'],
  ])('%s + %s = %s', (base, path, expected) => {
    expect(absoluteUrl(base, path)).toBe(expected)
  })
})

describe('route copy', () => {
  it.each(Object.entries(routes))('%s has a description of 50-160 characters', (_key, route) => {
    expect(route.description.length).toBeGreaterThanOrEqual(50)
    expect(route.description.length).toBeLessThanOrEqual(160)
  })

  it.each(Object.keys(declared) as RouteKey[])(
    '%s has its label in every language, and its head words where the page is translated',
    (key) => {
      for (const catalogue of [catalogues.hi, catalogues.mr]) {
        expect(catalogue).toHaveProperty([`routes.label.${key}`])
        expect(`routes.${key}.title` in catalogue).toBe(declared[key].translated)
      }
      // An untranslated route's head words are English only, and said so to the catalogue check.
      expect(englishOnly.includes(`routes.${key}.`)).toBe(!declared[key].translated)
    },
  )

  it('gives every route a unique path and title', () => {
    const all = Object.values(routes)
    expect(new Set(all.map((route) => route.path)).size).toBe(all.length)
    expect(new Set(all.map((route) => route.title)).size).toBe(all.length)
  })
})

describe('buildHead', () => {
  it('gives an inner page its canonical and social tags, and no breadcrumb trail it does not show', () => {
    const head = buildHead(pageSeo(routes.about), site)
    expect(head.title).toBe('About Us | DreamBorder Immigration')
    expect(head.links).toEqual([
      { rel: 'canonical', href: `${site.url}/about` },
      { rel: 'alternate', hreflang: 'en-IN', href: `${site.url}/about` },
      { rel: 'alternate', hreflang: 'hi', href: `${site.url}/hi/about` },
      { rel: 'alternate', hreflang: 'mr', href: `${site.url}/mr/about` },
      { rel: 'alternate', hreflang: 'x-default', href: `${site.url}/about` },
    ])
    expect(metaContent(head, 'og:url')).toBe(`${site.url}/about`)
    expect(metaContent(head, 'og:image')).toMatch(/^https?:\/\/.+\.png$/)
    expect(metaContent(head, 'og:image:width')).toBe('1200')
    expect(metaContent(head, 'og:image:height')).toBe('630')
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image')
    expect(metaContent(head, 'og:site_name')).toBe(site.name)
    expect(jsonLdTypes(head)).toEqual(['LocalBusiness', 'WebPage'])
  })

  it('gives a Hindi page its own address, locale and language', () => {
    const head = buildHead(pageSeo({ ...routes.about, path: '/hi/about' }), site)
    expect(head.links[0]).toEqual({ rel: 'canonical', href: `${site.url}/hi/about` })
    expect(metaContent(head, 'og:locale')).toBe('hi_IN')
    expect(
      head.jsonLd.map((json) => JSON.parse(json)).find((data) => data['@type'] === 'WebPage'),
    ).toMatchObject({
      url: `${site.url}/hi/about`,
      inLanguage: 'hi',
    })
  })

  it('describes the website on Home', () => {
    const head = buildHead(pageSeo(routes.home), site)
    expect(head.title.startsWith(site.name)).toBe(true)
    expect(jsonLdTypes(head)).toEqual(['LocalBusiness', 'WebSite', 'WebPage'])
  })

  it('states the business facts the page text states', () => {
    const business = JSON.parse(buildHead(pageSeo(routes.home), site).jsonLd[0] ?? '{}')
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      name: site.name,
      foundingDate: '2015',
      email: site.email,
      address: { addressLocality: 'Pune', streetAddress: expect.stringContaining('Kalyani Nagar') },
      openingHoursSpecification: {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '10:00',
        closes: '18:00',
      },
    })
    expect(business.sameAs).toHaveLength(4)
    expect(business.logo).toMatch(/^https?:\/\//)
  })

  it('adds page structured data and article tags', () => {
    const head = buildHead(
      pageSeo(routes.faq, {
        type: 'article',
        publishedTime: '2024-03-01',
        jsonLd: [faqPageJsonLd([{ question: 'Q?', answer: 'A.' }])],
      }),
      site,
    )
    expect(jsonLdTypes(head)).toContain('FAQPage')
    expect(metaContent(head, 'og:type')).toBe('article')
    expect(metaContent(head, 'article:published_time')).toBe('2024-03-01')
  })

  it('gives a page without a +seo of its own its route’s head, in the page’s language', () => {
    const fees = routeSeo()({ locale: 'mr', urlPathname: '/fees' })
    expect(fees).toMatchObject({ path: '/mr/fees', title: 'व्हिसा शुल्क: सरकारी शुल्क आणि आमचे शुल्क' })
    expect(routeSeo()({ locale: 'en', urlPathname: '/blogs' }).title).toBe(routes.blogs.title)
    expect(() => routeSeo()({ locale: 'en', urlPathname: '/no-such-page' })).toThrow(
      'No route is declared at /no-such-page',
    )
  })

  it('keeps a noindex page out of the index, without a canonical or an og:url', () => {
    const head = buildHead(
      { path: '/missing', title: 'Page Not Found', description: 'x', keywords: [], noindex: true },
      site,
    )
    expect(metaContent(head, 'robots')).toBe('noindex')
    expect(head.links).toEqual([])
    expect(metaContent(head, 'og:url')).toBeUndefined()
  })

  it('keeps a document title within what search results show, the firm’s name only where it fits', () => {
    const page = { path: '/x', description: 'x', keywords: [] }
    expect(buildHead({ ...page, title: 'Fees' }, site).title).toBe(`Fees | ${site.name}`)
    const long = 'Australia Points Calculator: Subclass 189, 190 and 491'
    expect(buildHead({ ...page, title: long }, site).title).toBe(long)
    const longer = `${long}, explained line by line`
    expect(buildHead({ ...page, title: longer, shortTitle: 'Australia Points' }, site).title).toBe(
      'Australia Points',
    )
    expect(() => buildHead({ ...page, title: longer }, site)).toThrow(`over ${maxTitleLength} characters`)
  })
})

describe('serializeJsonLd', () => {
  it('escapes "<" so a value cannot close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('<')
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>')
  })
})

describe('crawl files', () => {
  it('lists absolute URLs in the sitemap', () => {
    const xml = sitemapXml('https://a.example', ['/', '/about'])
    expect(xml).toContain('<loc>https://a.example/</loc>')
    expect(xml).toContain('<loc>https://a.example/about</loc>')
    expect(xml.match(/<url>/g)).toHaveLength(2)
  })

  it('gives back the paths it lists, the language versions not counted twice', () => {
    const paths = ['/', '/about', '/hi/about', '/blog/a-post']
    expect(sitemapPaths(sitemapXml('https://a.example', paths))).toEqual(paths)
  })

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://a.example')).toContain('Sitemap: https://a.example/sitemap.xml')
  })
})
