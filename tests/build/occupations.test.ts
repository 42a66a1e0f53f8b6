// /occupations as built, in each language (issue 64, items 2, 4 and 5): its head, the common occupations
// with each country's answer readable without JavaScript, the lists' dates and official pages, and an
// island that carries the answers but not the search's index (fetched at the first letter typed).
import { describe, expect, it } from 'vitest'
import { copyIn } from '../../content/copy'
import { commonOccupations } from '../../content/facts/occupations'
import { destinations, occupationViews } from '../../content/occupations'
import { routes } from '../../content/routes'
import { site } from '../../content/site'
import { locales, localizedHref } from '../../lib/i18n'
import {
  builtHtml,
  builtPage,
  canonicalOf,
  indexablePaths,
  islandProps,
  metaContent,
} from '../support/built-site'

describe.each(locales)('/occupations in %s', (locale) => {
  const path = localizedHref(routes.occupations.path, locale)
  const { occupationsPage: page, routes: named } = copyIn(locale)
  const $ = builtPage(path)

  it('is in the sitemap, with its own title, description and canonical address', () => {
    expect(indexablePaths).toContain(path)
    expect($('title').text()).toContain(named.occupations.title)
    expect(metaContent($, 'description')).toBe(named.occupations.description)
    expect(canonicalOf($)).toBe(`${site.url}${path === '/' ? '' : path}`)
    expect($('h1').text()).toBe(page.hero.heading)
  })

  it('lists every common occupation with a line for each country, readable without JavaScript', () => {
    const items = $('#common li[id]').toArray()
    expect(items.map((item) => $(item).attr('id'))).toEqual(commonOccupations.occupations.map(({ id }) => id))
    for (const item of items) {
      expect($(item).find('h3').text()).toBe(page.copy.titles[$(item).attr('id') ?? ''])
      expect(
        $(item)
          .find('[data-destination]')
          .toArray()
          .map((each) => $(each).attr('data-destination')),
      ).toEqual([...destinations])
      for (const each of $(item).find('[data-destination] > ul').toArray())
        expect($(each).text().trim().length).toBeGreaterThan(5)
    }
    expect($('main noscript').text()).toContain('JavaScript')
  })

  it('gives a nurse and a software engineer their codes, assessing authority and Canadian category', () => {
    const nurse = $('#registered-nurse').text()
    for (const code of ['NOC 31301', 'ANZSCO 254418', 'ANZSCO 254424', 'ANMAC', 'SOC 2237', 'ISCO-08 2221'])
      expect(nurse).toContain(code)
    expect(nurse).toContain(copyIn(locale).roundTypeNames.healthcare)
    const engineer = $('#software-engineer').text()
    for (const code of ['NOC 21231', 'ANZSCO 261313', 'ACS', 'SOC 2134', 'ISCO-08 2512'])
      expect(engineer).toContain(code)
  })

  it('names each country’s official list with the day it is as of', () => {
    for (const destination of destinations) {
      const { source, dates } = page.copy.destinations[destination]
      const link = $(`#common a[href="${source.url}"]`)
      expect(link.attr('target')).toBe('_blank')
      expect(link.closest('li').text()).toContain(dates)
    }
  })

  it('hands its island the answers it shows, and not the search’s terms', () => {
    expect(islandProps(path, 'OccupationSearch').views).toEqual(JSON.parse(JSON.stringify(occupationViews)))
    const html = builtHtml(path)
    for (const term of ['staff nurse', 'SDE', 'बिजली मिस्त्री']) expect(html).not.toContain(term)
  })
})

it('Home, the visa finder and the country guides lead to /occupations', () => {
  for (const page of [
    '/',
    '/hi',
    '/mr',
    '/visa-finder',
    '/hi/visa-finder',
    '/mr/visa-finder',
    '/country-guides',
  ]) {
    const locale = page.startsWith('/hi') ? 'hi' : page.startsWith('/mr') ? 'mr' : 'en'
    expect(
      builtPage(page)(`main a[href="${localizedHref(routes.occupations.path, locale)}"]`).length,
      page,
    ).toBeGreaterThanOrEqual(1)
  }
})
