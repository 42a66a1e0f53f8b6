// /fees as built, in each language: no row gives as the amount a fee whose time in force ended before
// the build day; such a row says the amount is not confirmed and gives the last known one as history.
import { describe, expect, it } from 'vitest'
import { copyIn } from '../../content/copy'
import type { Fact } from '../../content/facts/types'
import { buildDay, replacedBefore } from '../../lib/facts/in-force'
import { locales } from '../../lib/i18n'
import { formatDate } from '../../lib/locale'
import { builtHtml } from '../support/built-site'

describe.each(locales)('/fees in %s', (locale) => {
  const { feeRoutes, fees, routes } = copyIn(locale)
  const { government } = fees
  const html = builtHtml(routes.fees.path).replace(/<!-- -->/g, '')
  const rows = [...html.matchAll(/<tbody>(.*?)<\/tbody>/gs)].flatMap(([, body]) =>
    [...(body ?? '').matchAll(/<tr\b.*?<\/tr>/gs)].map(([row]) => row),
  )
  const stated: readonly Fact[] = feeRoutes.flatMap((route) => route.fees.map((fee) => fee.fact))
  const day = buildDay()

  it('has a row for every fee of the copy', () => {
    expect(rows).toHaveLength(stated.length)
  })

  it.each(stated.map((fact, index) => [index, fact] as const))('row %i', (index, fact) => {
    const row = rows[index] ?? ''
    if (replacedBefore(fact, day)) {
      expect(row).not.toContain('<data')
      expect(row).toContain(government.unconfirmed)
      expect(row).toContain(government.replaced(formatDate(fact.until ?? '', locale)))
      expect(row).toContain(`href="${fact.source.url}"`)
    } else {
      expect(row).toContain(`<data value="${fact.value}"`)
      expect(row).not.toContain(government.unconfirmed)
    }
  })
})
