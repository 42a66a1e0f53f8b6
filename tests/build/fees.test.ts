// /fees as built, in each language: no row gives as the amount a fee whose time in force ended before
// the build day; such a row says the amount is not confirmed and gives the last known one as history.
import { describe, expect, it } from 'vitest'
import { copyIn } from '../../content/copy'
import type { Fact } from '../../content/facts/types'
import { buildDay, replacedBefore } from '../../lib/facts/in-force'
import { locales } from '../../lib/i18n'
import { builtPage } from '../support/built-site'

describe.each(locales)('/fees in %s', (locale) => {
  const { feeRoutes, fees, routes } = copyIn(locale)
  const { government } = fees
  const $ = builtPage(routes.fees.path)
  const rows = $('tbody tr').toArray()
  const stated: readonly Fact[] = feeRoutes.flatMap((route) => route.fees.map((fee) => fee.fact))
  const day = buildDay()

  it('has a row for every fee of the copy', () => {
    expect(rows).toHaveLength(stated.length)
  })

  it.each(stated.map((fact, index) => [index, fact] as const))('row %i', (index, fact) => {
    const row = $(rows[index])
    const text = row.text()
    if (replacedBefore(fact, day)) {
      expect(row.find('data')).toHaveLength(0)
      expect(text).toContain(government.unconfirmed)
      expect(text).toContain(government.replaced(fact.until ?? ''))
      expect(row.find(`a[href="${fact.source.url}"]`)).toHaveLength(1)
    } else {
      expect(row.find('data').attr('value')).toBe(String(fact.value))
      expect(text).not.toContain(government.unconfirmed)
    }
  })
})
