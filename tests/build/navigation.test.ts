// The ways between pages as the built HTML gives them, before any script: the header's links with the
// current page marked and the resume check offered, the footer's links, socials and every contact
// detail, and the calculators reached from Home, the country cards, the posts and the footer. How the
// header stays and the menus open: tests/e2e/layout.spec.ts.
import type { CheerioAPI } from 'cheerio'
import { expect, it } from 'vitest'
import { copyIn } from '../../content/copy'
import { footerNav, headerNav } from '../../content/routes'
import { site } from '../../content/site'
import { formatOpeningHours } from '../../lib/locale'
import { builtPage } from '../support/built-site'

const { routes } = copyIn('en')

/** Each link of a part of the page as [href, its text or, failing that, its label]. */
const linksIn = ($: CheerioAPI, part: string) =>
  $(part)
    .find('a')
    .toArray()
    .map((link) => [
      link.attribs.href,
      $(link).text().replace(/\s+/g, ' ').trim() || (link.attribs['aria-label'] ?? ''),
    ])

it('the header links every main page, marks the current one and offers the resume check', () => {
  const $ = builtPage('/about')
  const main = linksIn($, 'header nav[aria-label="Main"]')
  expect(main).toEqual(headerNav.map((key) => [routes[key].path, routes[key].label]))
  expect($('header nav[aria-label="Main"] a[aria-current="page"]').text()).toBe(routes.about.label)
  expect(linksIn($, 'header')).toContainEqual(['/fix-resume', 'Boost Resume → Level Up'])
})

it('the footer has its links, socials and every contact detail', () => {
  const $ = builtPage('/faq')
  const explore = linksIn($, 'footer nav[aria-label="Footer"]')
  for (const key of footerNav) expect(explore).toContainEqual([routes[key].path, routes[key].label])
  expect(explore).toContainEqual(['/visa-subclasses', 'Australian Visa Subclasses'])
  const footer = linksIn($, 'footer')
  for (const social of site.socials)
    expect(footer).toContainEqual([social.url, expect.stringContaining(social.label)])
  for (const phone of site.phones) expect(footer).toContainEqual([`tel:${phone.tel}`, phone.display])
  expect(footer).toContainEqual([`mailto:${site.email}`, site.email])
  const text = $('footer').text().replace(/\s+/g, ' ')
  expect(text).toContain(formatOpeningHours(site.hours, 'en'))
  expect(text).toContain('Kalyani Nagar')
})

it('Home, the country cards, the posts and the footer lead to the calculators', () => {
  const crs = routes.crsCalculator.path
  const australia = routes.australiaPointsCalculator.path
  expect(linksIn(builtPage('/'), 'main')).toEqual(
    expect.arrayContaining([
      [crs, 'Calculate your CRS score'],
      [australia, 'Calculate your Australian points'],
    ]),
  )
  expect(linksIn(builtPage('/countries'), 'main')).toEqual(
    expect.arrayContaining([
      [crs, 'Check your CRS score'],
      [australia, 'Check your Australian points'],
    ]),
  )
  expect(linksIn(builtPage('/blog/canada-express-entry-guide'), 'main')).toContainEqual([
    crs,
    'CRS calculator',
  ])
  expect(linksIn(builtPage('/blog/australia-skilled-migration'), 'main')).toContainEqual([
    australia,
    'Australia points calculator',
  ])
  expect(linksIn(builtPage('/'), 'footer')).toEqual(
    expect.arrayContaining([
      [crs, 'CRS Calculator'],
      [australia, 'Australia Points Calculator'],
    ]),
  )
})
