// Trust a visitor can check (issue 30), as the built pages state it: who may advise on each
// destination's visas and where to check, and each route's government fees with their amount, currency,
// day in force and official page, a step from the pages that quote them. The fees' amounts against the
// build day: tests/build/fees.test.ts.
import type { CheerioAPI } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { type AdviceRule, advisersAnchor } from '../../content/about'
import { copyIn } from '../../content/copy'
import { facts } from '../../content/facts'
import { feeRoutes as feeRoutesIn, fees as feesIn } from '../../content/fees'
import { formatFact } from '../../lib/facts/format-fact'
import { withFacts } from '../../lib/facts/site'
import { formatDate } from '../../lib/locale'
import { messagesFor } from '../../lib/messages'
import { builtPage } from '../support/built-site'

const feeRoutes = withFacts(feeRoutesIn(messagesFor('en'))).content
const fees = feesIn(messagesFor('en'))
const { home, australiaPoints, crsCalculator } = copyIn('en')
const about = withFacts(copyIn('en').about).content

/** Text as a visitor reads it: the spaces of the markup folded into one. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The links of a part of a page, as "href text" pairs. */
const linksIn = ($: CheerioAPI, part: Parameters<CheerioAPI>[0]) =>
  $(part)
    .find('a')
    .toArray()
    .map((link) => [link.attribs.href, words($(link).text())])

it('/about says who may advise on each destination, links each register, and cites each rule’s official page', () => {
  const $ = builtPage('/about')
  const section = $(`section:has(#${advisersAnchor})`)
  expect(words(section.find('h2').first().text())).toBe(about.advisers.heading)
  const headings = section
    .find('h3')
    .toArray()
    .map((heading) => words($(heading).text()))
  for (const destination of about.advisers.destinations as readonly AdviceRule[]) {
    expect(headings).toContain(destination.name)
    if (destination.check) {
      const link = section.find(`a[href="${destination.check.url}"]`)
      expect(words(link.text())).toContain(`${about.advisers.checkLabel}: ${destination.check.title}`)
    }
  }
  // Each rule's official page is among the page's sources, with the day it was last reviewed.
  const sources = linksIn($, 'section[aria-labelledby="fact-sources"]')
  for (const rule of Object.values(facts.advice))
    expect(sources).toContainEqual([rule.source.url, expect.stringContaining(rule.source.title)])
  expect(words($('section[aria-labelledby="fact-sources"] p').first().text())).toMatch(/^Last reviewed \d/)
})

describe('/fees', () => {
  const $ = builtPage('/fees')
  const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' })

  it.each(feeRoutes.map((route) => [route.id, route] as const))(
    '%s: each fee with its amount, currency, day in force and official page',
    (_, route) => {
      const card = $(`#${route.id}`)
      expect(words(card.find('h3').first().text())).toBe(`${route.country}: ${route.route}`)
      const links = linksIn($, `#${route.id}`)
      for (const fee of route.fees) {
        const row = card
          .find('tbody tr')
          .filter((_, each) => words($(each).find('th').text()).startsWith(fee.item))
        expect(row, fee.item).toHaveLength(1)
        const text = words(row.text())
        expect(text).toContain(formatFact(fee.fact, 'en').replace(/\s/g, ' '))
        expect(text).toContain(currencyNames.of(fee.fact.unit) ?? fee.fact.unit)
        expect(words(row.find(`time[datetime="${fee.fact.asOf}"]`).text())).toBe(
          formatDate(fee.fact.asOf, 'en'),
        )
        // A figure since replaced says until when it applied, and sends the visitor to the official page.
        if (fee.fact.until) expect(text).toContain(`Until ${formatDate(fee.fact.until, 'en')}`)
        expect(links).toContainEqual([fee.fact.source.url, expect.stringContaining(fee.fact.source.title)])
        for (const report of fee.fact.reportedBy ?? [])
          expect(links).toContainEqual([report.url, expect.stringContaining(report.title)])
      }
      expect(words(card.text())).toMatch(/Last reviewed \d{1,2} \w+ 20\d\d/)
    },
  )

  it('sets the firm’s fee policy apart from the government’s, with the promise no one can make', () => {
    const ours = $('section')
      .toArray()
      .findIndex((section) => words($(section).find('h2').first().text()) === fees.ours.heading)
    expect(ours).toBeGreaterThanOrEqual(0)
    const section = $('section').eq(ours)
    const text = words(section.text())
    for (const point of fees.ours.points) expect(text).toContain(words(point))
    expect(linksIn($, section)).toContainEqual(['/check-an-adviser', fees.ours.advisers.label])
    expect(
      $('h2, h3')
        .toArray()
        .map((heading) => words($(heading).text())),
    ).toContain(fees.guarantee.heading)
    expect(words($('h1').text())).toBe(fees.hero.heading)
  })
})

it('/fees and /check-an-adviser are a step from Home, /visa-services, the FAQ, /about and both calculators’ results', () => {
  const home$ = builtPage('/')
  expect(linksIn(home$, 'main')).toEqual(
    expect.arrayContaining([
      ['/fees', home.trust.fees.label],
      ['/check-an-adviser', home.trust.advisers.label],
    ]),
  )
  for (const path of ['/visa-services', '/faq', '/about'])
    expect(builtPage(path)('a[href="/fees"]').length, path).toBeGreaterThan(0)
  // Each calculator's result leads to its route's fees, which /fees has under that anchor.
  for (const [path, label, anchor] of [
    ['/crs-calculator', crsCalculator.calculator.enquiry.fees.label, 'canada-express-entry'],
    ['/australia-points-calculator', australiaPoints.calculator.enquiry.fees.label, 'australia-skilled'],
  ] as const) {
    expect(linksIn(builtPage(path), 'main'), path).toContainEqual([`/fees#${anchor}`, label])
    expect(builtPage('/fees')(`#${anchor}`)).toHaveLength(1)
  }
})
