// What the site says a visa costs is what is in force on the day it is built: a value replaced before
// that day (`until`) is shown only as history, with its end, never as today's amount.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PageLanguage } from '../../components/layout/PageLanguage'
import { GovernmentFees } from '../../components/sections/GovernmentFees'
import { copyIn } from '../../content/copy'
import { facts } from '../../content/facts'
import type { Fact } from '../../content/facts/types'
import { formatFact } from '../../lib/facts/format-fact'
import { buildDay, replacedBefore } from '../../lib/facts/in-force'
import { allFacts } from '../../lib/facts/resolve'
import { statedText, withFacts } from '../../lib/facts/site'
import { type Locale, locales } from '../../lib/i18n'
import { formatDate } from '../../lib/locale'

const root = join(import.meta.dirname, '..', '..')
const today = buildDay()

/** The rows of /fees in a language, each with the fact it states, as the page renders them. */
function feeRows(locale: Locale) {
  const { feeRoutes, fees, layoutCopy } = copyIn(locale)
  const { content } = withFacts({ feeRoutes, fees })
  const html = renderToStaticMarkup(
    // In the page's language, as pages/+onRenderHtml.tsx renders it.
    createElement(
      PageLanguage,
      { locale, path: '/fees' },
      GovernmentFees({
        copy: content.fees.government,
        routes: content.feeRoutes,
        newTab: layoutCopy.factReview.newTab,
      }),
    ),
  )
  const rows = [...html.matchAll(/<tbody>(.*?)<\/tbody>/gs)].flatMap(([, body]) =>
    [...(body ?? '').matchAll(/<tr\b.*?<\/tr>/gs)].map(([row]) => row),
  )
  const stated: readonly Fact[] = content.feeRoutes.flatMap((route) => route.fees.map((fee) => fee.fact))
  expect(rows).toHaveLength(stated.length)
  return {
    copy: content.fees.government,
    rows: stated.map((fact, index) => ({
      fact,
      html: (rows[index] ?? '').replace(/<!-- -->/g, ''),
      amount: formatFact(fact, locale),
      until: fact.until,
    })),
  }
}

describe.each(locales)('/fees in %s', (locale) => {
  const { copy, rows } = feeRows(locale)

  it('shows as the amount only fees in force on the build day', () => {
    for (const { fact, html, amount } of rows.filter((row) => !replacedBefore(row.fact, today))) {
      expect(html, amount).toContain(`<data value="${fact.value}"`)
      expect(html).toContain(`>${amount}</data>`)
      expect(html).not.toContain(copy.unconfirmed)
    }
  })

  it('gives a replaced fee as the last known amount with its end, and links today’s on the official page', () => {
    const replaced = rows.filter((row) => replacedBefore(row.fact, today))
    // Canada's spouse and child processing fees, and Australia's 190 and 491 charge, are history today.
    expect(replaced.length).toBeGreaterThan(0)
    for (const { fact, html, amount, until = '' } of replaced) {
      expect(html, amount).not.toContain('<data')
      expect(html).toContain(copy.unconfirmed)
      expect(html).toContain(copy.lastKnown(amount))
      expect(html).toContain(copy.replaced(until))
      expect(html).toContain(`href="${fact.source.url}"`)
      // The amount appears once, as the last known one.
      expect(html.split(amount)).toHaveLength(2)
    }
  })
})

describe('a replaced value', () => {
  const fee: Fact = {
    value: 100,
    unit: 'GBP',
    about: 'A fee replaced on 1 January 2020',
    asOf: '2019-01-01',
    until: '2019-12-31',
    checked: '2020-02-01',
    reviewBy: '2020-03-01',
    source: { title: 'GOV.UK: Fees', url: 'https://www.gov.uk/fees' },
  }

  it('is history from the day after its last day in force', () => {
    expect(replacedBefore(fee, '2019-12-31')).toBe(false)
    expect(replacedBefore(fee, '2020-01-01')).toBe(true)
    expect(replacedBefore({ ...fee, until: undefined }, '2030-01-01')).toBe(false)
  })
})

/** The copy modules and posts (in English: the other languages' words are in the catalogues). */
function copyFiles(dir = 'content'): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return path === 'content/facts' ? [] : copyFiles(path)
    return /\.(ts|md)$/.test(entry.name) ? [path] : []
  })
}

describe('the copy of every page and post', () => {
  const replaced = allFacts(facts).filter(([, fact]) => replacedBefore(fact, today))

  it('has replaced values to guard (else this test guards nothing)', () => {
    expect(replaced.length).toBeGreaterThan(0)
  })

  it('states a replaced value only beside the day it ended, so no sentence passes it off as today’s', () => {
    const [name = '', fact] = replaced[0] ?? []
    expect(() => statedText(`The fee is {{fact ${name}}}.`, 'a post', 'en')).toThrow(
      /a post: Fact for \{fact0\} was replaced after/,
    )
    expect(statedText(`It was {{fact ${name}}} until {{until ${name}}}.`, 'a post', 'en').text).toBe(
      `It was ${formatFact(fact as Fact, 'en')} until ${formatDate(fact?.until ?? '', 'en')}.`,
    )
  })

  // A module's sentences are messages whose facts are arguments: building them refuses a replaced value
  // stated without its end (lib/facts/site.ts `factArguments`), on import or, for the modules written
  // once for every language, in copyIn (each language's /fees above builds them all).
  it.each(copyFiles())('%s states no replaced value as current', async (path) => {
    if (path.endsWith('.md')) statedText(readFileSync(join(root, path), 'utf8'), path, 'en')
    else await import(join(root, path))
  })
})
