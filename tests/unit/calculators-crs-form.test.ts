// The CRS calculator's form with test scores: what it shows is what its link reopens, switching how a
// language is entered keeps the total, and a score that cannot be read stays as typed.
import { describe, expect, it } from 'vitest'
import { crsFormQuery, parseCrsForm, withScore, withTest } from '../../lib/calculators/crs/form'
import { crsQuery, parseCrsQuery, scoreCrs } from '../../lib/calculators/crs/rules'
import { crsCalculatorGrid as crs } from '../../lib/calculators/grids'
import { languageTables as tables } from '../../lib/language-scores/tables'
import { problemValues } from '../../lib/language-scores/tests'

const grid = { crs, tables }
const form = (query: string) => parseCrsForm(new URLSearchParams(query), grid)
const reopened = (query: string) => form(crsFormQuery(form(query)).toString())

describe('the CRS form', () => {
  it('writes a link without tests exactly as the calculator always has', () => {
    const query = 'age=31&spouse=1&education=master&r=9&w=7&l=10&s=8&r2=5&sr=6&sw=6&sl=7&ss=4'
    const answers = parseCrsQuery(new URLSearchParams(query), crs)
    expect(crsFormQuery(form(query)).toString()).toBe(crsQuery(answers).toString())
  })

  it('reopens its own link with the same answers and the same scores as typed', () => {
    const query =
      'age=30&test=ielts&l=8&r=7&w=6.5&s=7&test2=tef&r2=503&w2=503&l2=503&s2=503&spouse=1&stest=pte&sr=69&sw=69&sl=69&ss=69'
    expect(reopened(query)).toEqual(form(query))
    const link = new URLSearchParams(crsFormQuery(form(query)))
    expect([link.get('test'), link.get('w'), link.get('test2'), link.get('s2'), link.get('stest')]).toEqual([
      'ielts',
      '6.5',
      'tef',
      '503',
      'pte',
    ])
  })

  it('keeps a score it cannot read in the link and on the form, and scores the default meanwhile', () => {
    const typed = withScore(form('test=ielts&l=8&r=7&w=6.5&s=7'), 'first', 'w', '6.3', grid)
    expect(typed.languages.first.abilities.w).toEqual({ typed: '6.3', problem: 'not-a-step' })
    expect(crsFormQuery(typed).get('w')).toBe('6.3')
    expect(typed.w).toBe(8)
  })

  it('converts a typed score at once: IELTS writing 7 is CLB 9', () => {
    // IRCC's IELTS General Training chart, row CLB 9: writing 7.0.
    expect(withScore(form('test=ielts&l=8&r=7&w=6.5&s=7'), 'first', 'w', '7', grid).w).toBe(9)
  })

  it('keeps the total when a language changes from CLB levels to a test and back', () => {
    // A test names the first official language (TEF and TCF: French), so each is set beside its own.
    const english = 'first=en&age=30&education=master&l=9&r=7&w=8&s=10&spouse=1&sl=6&sr=5&sw=5&ss=7'
    for (const test of ['ielts', 'celpip', 'pte', 'tef', 'tcf'] as const) {
      const levels = form(
        test === 'tef' || test === 'tcf' ? english.replace('first=en', 'first=fr') : english,
      )
      const total = scoreCrs(levels, crs).total
      const asScores = withTest(withTest(levels, 'first', test, grid), 'spouse', test, grid)
      expect(scoreCrs(asScores, crs).total, test).toBe(total)
      const back = withTest(withTest(asScores, 'first', 'clb', grid), 'spouse', 'clb', grid)
      expect(scoreCrs(back, crs).total, test).toBe(total)
    }
    // CLB 9 in listening starts as IELTS 8 and CLB 8 as 7.5: the chart's rows 9 and 8.
    expect(withTest(form('l=9'), 'first', 'ielts', grid).languages.first.abilities.l.typed).toBe('8')
    expect(withTest(form('l=8'), 'first', 'ielts', grid).languages.first.abilities.l.typed).toBe('7.5')
  })

  it('starts an untested second language as empty scores, which count nothing', () => {
    const second = withTest(form('age=30'), 'second', 'tef', grid)
    expect(second.languages.second.abilities.r.typed).toBeNull()
    expect([second.r2, second.w2, second.l2, second.s2]).toEqual([0, 0, 0, 0])
  })
})

describe('what a refused score’s message says', () => {
  it('gives the steps either side of a score between two: IELTS 6.3 lies between 6 and 6.5', () => {
    expect(problemValues('ielts', 'w', '6.3')).toEqual({ min: 0, max: 9, below: 6, above: 6.5 })
  })

  it('gives the scale’s ends: TCF Canada writing runs from 0 to 20, its reading from 100 to 699', () => {
    expect(problemValues('tcf', 'w', '25')).toMatchObject({ min: 0, max: 20 })
    expect(problemValues('tcf', 'r', '50')).toMatchObject({ min: 100, max: 699 })
  })
})
