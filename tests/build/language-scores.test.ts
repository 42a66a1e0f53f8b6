// The calculators take the scores a test report prints (issue 54): each built page offers the tests in
// its own language, with the levels the calculator always asked as the choice a link without a test
// opens on, and carries its destination's tables (and no other's) to its island so the browser converts
// by the official chart.

import { describe, expect, it } from 'vitest'
import { facts } from '../../content/facts'
import { splitLocale } from '../../lib/i18n'
import { languageTables } from '../../lib/language-scores/tables'
import { messagesFor } from '../../lib/messages'
import { builtPage, islandProps } from '../support/built-site'

const languages = ['', '/hi', '/mr'] as const

/** A page's "Which test did you take?": its label, its options (value and words) and the one chosen. */
const testQuestion = (path: string, name = 'test') => {
  const $ = builtPage(path)
  const select = $(`select[name="${name}"]`)
  return {
    label: $(`label[for="${select.attr('id')}"]`).text(),
    options: select
      .find('option')
      .toArray()
      .map((option) => [$(option).val(), $(option).text()]),
    chosen: select.find('option[selected]').val(),
  }
}

describe.each(languages)('the CRS calculator%s', (prefix) => {
  const path = `${prefix}/crs-calculator`
  const m = messagesFor(splitLocale(path).locale)
  const c = 'crsCalculator.calculator.language'

  it('asks which test each language was taken in, CLB levels first and chosen', () => {
    const $ = builtPage(path)
    for (const name of ['test', 'test2']) {
      expect($(`select[name="${name}"]`).length, name).toBe(1)
      expect(testQuestion(path, name)).toEqual({
        label: m('languageTests.question'),
        options: [
          ['clb', m(`${c}.tests.clb`)],
          ['ielts', 'IELTS General Training'],
          ['celpip', 'CELPIP-General'],
          ['pte', 'PTE Core'],
          ['tef', 'TEF Canada'],
          ['tcf', 'TCF Canada'],
        ],
        chosen: 'clb',
      })
    }
    // Until a test is chosen the levels are chosen as before, one select per ability.
    for (const ability of ['r', 'w', 'l', 's']) expect($(`select[name="${ability}"]`).length).toBe(1)
    expect($('fieldset').text()).toContain(m(`${c}.hint`))
  })

  it('hands its island IRCC’s tables, and no other country’s', () => {
    expect(islandProps(path, 'CrsCalculator').languageTables).toEqual({ clb: languageTables.clb })
  })
})

describe.each(languages)('the Australian points calculator%s', (prefix) => {
  const path = `${prefix}/australia-points-calculator`
  const m = messagesFor(splitLocale(path).locale)

  it('asks which test was taken, the level known first and chosen, and keeps the levels to choose', () => {
    expect(testQuestion(path)).toEqual({
      label: m('languageTests.question'),
      options: [
        ['level', m('languageTests.level')],
        ['ielts', m('languageTests.ieltsEither')],
        ['pte-academic', 'PTE Academic'],
        ['toefl', 'TOEFL iBT'],
        ['c1-advanced', 'Cambridge C1 Advanced'],
        ['celpip', 'CELPIP-General'],
      ],
      chosen: 'level',
    })
    expect(builtPage(path)('input[name="english"]').length).toBe(3)
  })

  it('hands its island the scores of LIN 25/016, and no other country’s', () => {
    expect(islandProps(path, 'AustraliaPointsCalculator').englishTables).toEqual({
      australia: languageTables.australia,
    })
  })
})

// The UK, New Zealand and German calculators (issue 54, item 2): each offers only the tests whose scores
// the registry holds for its route, after the level question a link without a test opens on.
describe.each(languages)('the UK, New Zealand and German calculators%s', (prefix) => {
  const m = messagesFor(splitLocale(`${prefix}/`).locale)
  const level = ['level', m('languageTests.level')]
  const ielts = ['ielts', m('languageTests.ieltsEither')]
  it.each([
    {
      path: '/uk-skilled-worker-calculator',
      island: 'UkSkilledWorkerCalculator',
      tests: [level, ['ielts', m('ukSkilledWorker.calculator.english.ielts')]],
      levelQuestion: 'input[type="checkbox"][name="english"]',
      tables: { uk: languageTables.uk },
    },
    {
      path: '/nz-skilled-migrant-calculator',
      island: 'NzSkilledMigrantCalculator',
      tests: [level, ielts, ['toefl', 'TOEFL iBT'], ['pte-academic', 'PTE Academic']],
      levelQuestion: 'input[type="checkbox"][name="english"]',
      tables: { nz: languageTables.nz },
    },
    {
      path: '/germany-opportunity-card-calculator',
      island: 'GermanyOpportunityCardCalculator',
      tests: [level, ielts, ['toefl', 'TOEFL iBT']],
      levelQuestion: 'select[name="english"]',
      tables: { germany: languageTables.germany },
    },
  ])(
    '$path asks which test was taken, the level known first and chosen, and hands its island its table alone',
    ({ path, island, tests, levelQuestion, tables }) => {
      expect(testQuestion(`${prefix}${path}`)).toEqual({
        label: m('languageTests.question'),
        options: tests,
        chosen: 'level',
      })
      expect(builtPage(`${prefix}${path}`)(levelQuestion).length).toBe(1)
      expect(islandProps(`${prefix}${path}`, island).englishTables).toEqual(tables)
    },
  )
})

describe.each(languages)('the calculators%s', (prefix) => {
  it('list among their sources the official page of the tables they convert by', () => {
    const sources = (path: string) =>
      builtPage(`${prefix}${path}`)('section[aria-labelledby="fact-sources"] a')
        .toArray()
        .map((link) => link.attribs.href)
    expect(sources('/crs-calculator')).toContain(facts.languageScores.canada.ielts.clb10?.r.source.url)
    expect(sources('/australia-points-calculator')).toContain(
      facts.languageScores.australia.ielts.competent?.r.source.url,
    )
    expect(sources('/uk-skilled-worker-calculator')).toContain(
      facts.languageScores.uk.ieltsUkvi.b2.source.url,
    )
    expect(sources('/nz-skilled-migrant-calculator')).toContain(
      facts.languageScores.nz.smc.ieltsOverall.source.url,
    )
    expect(sources('/germany-opportunity-card-calculator')).toContain(
      facts.languageScores.germany.opportunityCard.ieltsB2Overall.source.url,
    )
  })
})

describe.each(languages)('/language-scores%s', (prefix) => {
  const path = `${prefix}/language-scores`
  const m = messagesFor(splitLocale(path).locale)

  it('gives the official tables as text, before any script: IELTS CLB 9 is listening 8, reading 7, writing 7, speaking 7', () => {
    const $ = builtPage(path)
    const captions = $('#tables caption')
      .toArray()
      .map((caption) => $(caption).text())
    expect(captions).toHaveLength(10)
    expect(captions[0]).toBe(m('languageScores.tables.caption', { test: 'IELTS General Training' }))
    const ielts = $('#tables table').first()
    const clb9 = ielts
      .find('tbody tr')
      .toArray()
      .find((row) => $(row).find('th').text() === m('languageScores.results.canada.clb', { n: 9 }))
    // IRCC's IELTS General Training chart, row CLB 9: listening 8.0, reading 7.0, writing 7.0, speaking 7.0.
    expect(
      $(clb9)
        .find('td')
        .toArray()
        .map((cell) => $(cell).text()),
    ).toEqual(['8', '7', '7', '7'])
    for (const row of languageTables.clb.tef) expect($('#tables').text()).toContain(String(row.min.r))
    expect($('#tables').text()).toContain(m('languageScores.tables.uk', { b2: languageTables.uk.ieltsB2 }))
  })

  it('takes a test and its four scores, named as its link names them', () => {
    const $ = builtPage(path)
    expect($('select[name="test"] option').first().val()).toBe('ielts')
    expect(
      $('[data-island="LanguageScoresCalculator"] input')
        .toArray()
        .map((input) => input.attribs.name),
    ).toEqual(['listening', 'reading', 'writing', 'speaking', 'overall'])
    expect(islandProps(path, 'LanguageScoresCalculator').tables).toEqual(languageTables)
  })

  it('is reached from every calculator, the visa finder and the footer', () => {
    const calculators = [
      '/crs-calculator',
      '/australia-points-calculator',
      '/uk-skilled-worker-calculator',
      '/nz-skilled-migrant-calculator',
      '/germany-opportunity-card-calculator',
      '/visa-finder',
    ]
    for (const from of calculators)
      expect(builtPage(`${prefix}${from}`)(`main a[href="${path}"]`).length, from).toBeGreaterThan(0)
    expect(builtPage(prefix || '/')(`footer a[href="${path}"]`).text()).toBe(m('routes.label.languageScores'))
  })
})

it('/language-scores is reached from the country guides and the Express Entry post', () => {
  for (const from of ['/country-guides', '/blog/canada-express-entry-guide'])
    expect(builtPage(from)('main a[href="/language-scores"]').length, from).toBeGreaterThan(0)
})
