// /check-an-adviser as built, in each language (issue 57): every register of the registry linked on its
// keeper's own domain, every fraud warning with its government page, and no owner detail shown blank:
// the firm's licences and fee terms appear only once content/site.ts fills them in.
import { describe, expect, it } from 'vitest'
import { copyIn } from '../../content/copy'
import { facts } from '../../content/facts'
import { routes } from '../../content/routes'
import { site } from '../../content/site'
import { allFacts } from '../../lib/facts/resolve'
import { locales, localizedHref } from '../../lib/i18n'
import { builtPage, indexablePaths, readableText } from '../support/built-site'
import { onDomain, registerDomains, registers } from '../support/registers'

const warnings = allFacts(facts.fraud)

/** Where to report to each destination's government: the domain of the government page that says how. */
const reportDomains: Record<string, string> = {
  'report.canada': 'canada.ca',
  'report.australia': 'mara.gov.au',
  'report.australiaBorderWatch': 'embassy.gov.au',
  'report.uk': 'www.gov.uk',
  'report.nz': 'iaa.govt.nz',
  'report.us': 'usembassy.gov',
}
const destinationReports = warnings.filter(
  ([name]) => name.startsWith('report.') && !name.startsWith('report.india.'),
)

it('names a government domain for every destination’s reporting channel in the registry', () => {
  expect(destinationReports.map(([name]) => name).sort()).toEqual(Object.keys(reportDomains).sort())
})

describe.each(locales)('/check-an-adviser in %s', (locale) => {
  const copy = copyIn(locale).checkAnAdviser
  const path = localizedHref(routes.checkAnAdviser.path, locale)
  const $ = builtPage(path)
  const text = readableText($, 'main')

  it('is in the sitemap', () => {
    expect(indexablePaths).toContain(path)
  })

  it.each(registers)('links %s on its keeper’s own domain, in a new tab', (name, fact) => {
    const link = $(`main a[href="${fact.register.url}"]`)
    expect(link.length, name).toBeGreaterThan(0)
    expect(onDomain(fact.register.url, registerDomains[name] ?? ''), fact.register.url).toBe(true)
    expect(link.attr('target')).toBe('_blank')
  })

  it.each(warnings)('gives %s with the government page that says it', (_, fact) => {
    expect($(`main a[href="${fact.source.url}"]`).length).toBeGreaterThan(0)
  })

  it.each(destinationReports)(
    'says where to report %s, linked on that government’s own domain',
    (name, fact) => {
      const link = $(`section[aria-labelledby="report"] a[href="${fact.source.url}"]`)
      expect(link.length, name).toBeGreaterThan(0)
      expect(onDomain(fact.source.url, reportDomains[name] ?? ''), fact.source.url).toBe(true)
      const point = copy.report.points.find((each) => each.source.url === fact.source.url)
      expect(link.closest('li').find('h3').text()).toBe(point?.title)
    },
  )

  it('shows the firm’s licences and fee terms only once filled in, never a blank', () => {
    const filledLicences = site.registrations.filter(
      (registration) => 'country' in registration && registration.number !== null,
    )
    expect(text.includes(copy.advisers.ourLicence) || text.includes(copy.advisers.holders.adviser)).toBe(
      filledLicences.length > 0,
    )
    expect(text.includes(copy.promises.feeTerms.quote)).toBe(site.feeTerms.quote !== null)
    expect(text.includes(copy.promises.feeTerms.refund)).toBe(site.feeTerms.refund !== null)
    expect(text).not.toMatch(/\b(null|undefined|to be added|TBD)\b/i)
  })

  it.each([
    ['Home’s trust strip', routes.home.path, 'main'],
    ['About’s “Who advises you”', routes.about.path, 'main'],
    ['/fees', routes.fees.path, 'main'],
    ['the FAQ', routes.faq.path, 'main'],
    ['the footer', routes.home.path, 'footer'],
  ])('is linked from %s', (_, from, part) => {
    expect(builtPage(localizedHref(from, locale))(`${part} a[href="${path}"]`).length).toBeGreaterThan(0)
  })

  it('says what the firm never does, without JavaScript', () => {
    for (const promise of copy.promises.never.items) expect(text).toContain(promise)
    expect($('main [data-island]')).toHaveLength(0)
  })
})
