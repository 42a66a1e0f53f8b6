// The UK Skilled Worker calculator's official rules as the built page states them, for a crawler or a
// visitor without JavaScript: the mandatory points and each salary rule's floor and share of the going
// rate, read from the registry (a fee update changes the page and this test together).
import { describe, expect, it } from 'vitest'
import { copyIn } from '../../content/copy'
import { facts } from '../../content/facts'
import type { Fact } from '../../content/facts/types'
import { site } from '../../content/site'
import { salaryOptions } from '../../lib/calculators/uk/rules'
import { formatFact } from '../../lib/facts/format-fact'
import { locales, localizedPath } from '../../lib/i18n'
import { builtPage } from '../support/built-site'

const sw = facts.uk.skilledWorker
const o = sw.salaryOptions
/** Each salary rule's row: its floor and its share of the going rate. */
const ruleFacts: Record<(typeof salaryOptions)[number], readonly [Fact, Fact]> = {
  none: [sw.generalSalaryThreshold, o.generalGoingRate],
  'new-entrant': [o.newEntrantFloor, o.newEntrantGoingRate],
  phd: [o.phdFloor, o.phdGoingRate],
  'stem-phd': [o.stemPhdFloor, o.stemPhdGoingRate],
  shortage: [o.shortageFloor, o.shortageGoingRate],
  'health-care': [o.healthEducationFloor, o.healthEducationGoingRate],
}

describe.each(locales)('/uk-skilled-worker-calculator in %s', (locale) => {
  const { ukSkilledWorker } = copyIn(locale)
  const tables = ukSkilledWorker.grid
  const $ = builtPage(localizedPath('/uk-skilled-worker-calculator', locale))
  const table = (caption: string) =>
    $('table').filter((_, each) => $(each).find('caption').text() === caption)

  it('states the salary rules, each with the registry’s floor and share of the going rate', () => {
    const rows = table(tables.tables.salary).find('tbody tr')
    expect(rows).toHaveLength(salaryOptions.length)
    salaryOptions.forEach((option, index) => {
      const text = $(rows[index]).text()
      expect(text).toContain(tables.rows.options[option])
      for (const fact of ruleFacts[option]) expect(text).toContain(formatFact(fact, locale))
    })
  })

  it('states the mandatory points, the prerequisites (the PhD discounts’ pending review among them) and a WhatsApp handoff', () => {
    expect(table(tables.tables.mandatory).find('tbody tr')).toHaveLength(3)
    const text = $('main').text()
    for (const item of tables.prerequisites.items) expect(text).toContain(item)
    expect($(`a[href^="https://wa.me/${site.whatsapp}?text="]`).length).toBeGreaterThan(0)
  })
})
