// The visa finder's English question on the built page (issue 54): in each language it asks which test
// was taken, the level it always asked first and chosen (a link shared before opens the same list), and
// loads the registry's tables for the English tests it offers, no more, once scores are given; and its
// occupation question (issue 64), there without JavaScript as the calculators' is.

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { finderOccupationsPath } from '../../content/finder-occupations'
import { type PackedEnglishTables, unpackTables } from '../../lib/finder/english-tables'
import { splitLocale } from '../../lib/i18n'
import { languageTables } from '../../lib/language-scores/tables'
import { messagesFor } from '../../lib/messages'
import { commonOccupationIds } from '../../lib/occupations/choice'
import { builtPage, islandProps } from '../support/built-site'

describe.each(['', '/hi', '/mr'])('the visa finder%s', (prefix) => {
  const path = `${prefix}/visa-finder`
  const m = messagesFor(splitLocale(path).locale)

  it('asks which test was taken: the level first and chosen, then the English tests by their names', () => {
    const $ = builtPage(path)
    const select = $('select[name="test"]')
    expect($(`label[for="${select.attr('id')}"]`).text()).toBe(m('languageTests.question'))
    const options = select
      .find('option')
      .toArray()
      .map((option) => [$(option).val(), $(option).text()])
    expect(options).toEqual([
      ['level', m('visaFinder.finder.english.level')],
      ['ielts', 'IELTS General Training'],
      ['ielts-academic', 'IELTS Academic'],
      ['pte', 'PTE Core'],
      ['pte-academic', 'PTE Academic'],
      ['celpip', 'CELPIP-General'],
      ['toefl', 'TOEFL iBT'],
      ['c1-advanced', 'Cambridge C1 Advanced'],
    ])
    expect(select.find('option[selected]').val() ?? select.find('option').first().val()).toBe('level')
    // Until a test is chosen the CEFR level is asked as before, and no score is.
    expect($('select[name="english"]')).toHaveLength(1)
    expect($('input[name="r"]')).toHaveLength(0)
  })

  it('leaves the score tables to the readings it loads once scores are given: the English tests’, not the French ones', () => {
    expect(islandProps(path, 'VisaFinder').rules).not.toHaveProperty('english')
    const { english } = JSON.parse(readFileSync(finderOccupationsPath(splitLocale(path).locale), 'utf8')) as {
      english: PackedEnglishTables
    }
    const { clb, australia, uk, nz, germany } = languageTables
    expect(unpackTables(english)).toEqual({
      clb: { ielts: clb.ielts, celpip: clb.celpip, pte: clb.pte },
      australia,
      uk,
      nz,
      germany,
    })
  })

  it('asks the occupation as the calculators do, with JavaScript off too: the 22 common titles and the search of all', () => {
    const $ = builtPage(path)
    const select = $('form select[name="occupation"]')
    expect($(`label[for="${select.attr('id')}"]`).text()).toBe(m('occupationChoice.label'))
    const options = select.find('option').toArray()
    expect(options.map((option) => $(option).val())).toEqual(['', ...commonOccupationIds])
    expect($(options[3]).text()).toBe(m('occupations.titles.registered-nurse'))
    expect(select.parent().parent().find(`a[href="${prefix}/occupations"]`).text()).toBe(
      m('occupationChoice.notListed'),
    )
  })

  it('lists what each of the fourteen routes needs, with JavaScript off', () => {
    const $ = builtPage(path)
    const needs = $('#routes li > p:first-of-type')
      .toArray()
      .map((line) => $(line).text())
    expect(needs).toHaveLength(14)
    for (const line of needs) expect(line.length).toBeGreaterThan(40)
    expect(needs).toContain(m('visaFinder.finder.study.needs'))
  })
})
