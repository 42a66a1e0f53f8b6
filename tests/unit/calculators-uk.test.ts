// The UK's Skilled Worker points, worked by hand from Appendix Skilled Worker as HC 997 left it for a
// certificate of sponsorship assigned from 22 July 2025: 20 for sponsorship, 20 for the skill level, 10
// for English, 20 for a salary that reaches the higher of a rule's floor and its share of the going rate
// (general £41,700 and 100%; relevant PhD £37,500 and 90%; STEM PhD £33,400 and 80%; Immigration Salary
// List £33,400 and 100%; new entrant £33,400 and 70%; national pay-scale jobs £25,000 and 100%); 70 in all.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ukSkilledWorker } from '../../content/uk-skilled-worker'
import { parseAmount } from '../../lib/calculators/breakdown'
import { ukCalculatorGrid as grid } from '../../lib/calculators/grids'
import {
  parseUkQuery,
  salaryOptions,
  scoreUk,
  type UkAnswers,
  ukDefaults,
  ukQuery,
} from '../../lib/calculators/uk/rules'
import { ukAnswersLine, ukSummary } from '../../lib/calculators/uk/summary'
import { ukTables } from '../../lib/calculators/uk/tables'
import { formatMessage } from '../../lib/island-messages'
import { messagesFor } from '../../lib/messages'
import { commonOccupationIds } from '../../lib/occupations/choice'

const uk = ukSkilledWorker(messagesFor('en'))
const profile = (answers: Partial<UkAnswers>): UkAnswers => ({ ...ukDefaults, ...answers })

describe('the grid from the registry', () => {
  it('is Appendix Skilled Worker after HC 997', () => {
    expect(grid).toEqual({
      minimum: 70,
      mandatory: { offer: 20, skill: 20, english: 10 },
      salaryPoints: 20,
      options: {
        none: { floor: 41700, percent: 100 },
        'new-entrant': { floor: 33400, percent: 70 },
        phd: { floor: 37500, percent: 90 },
        'stem-phd': { floor: 33400, percent: 80 },
        shortage: { floor: 33400, percent: 100 },
        'health-care': { floor: 25000, percent: 100 },
      },
    })
  })

  it('reads as tables: the mandatory points, then every salary rule with its floor and share', () => {
    const [mandatory, salary] = ukTables(grid, uk.grid, 'Points', 'en')
    expect(mandatory?.rows.map((row) => row.points[0])).toEqual([20, 20, 10])
    expect(salary?.columns).toEqual(['At least', 'And of the going rate', 'Points'])
    expect(salary?.rows).toHaveLength(salaryOptions.length)
    expect(salary?.rows[1]).toEqual({ situation: 'New entrant', points: ['£33,400', '70%', 20] })
  })
})

describe('worked profiles', () => {
  it.each<
    [
      string,
      Partial<UkAnswers>,
      { kind: string; total: number; amount: number; margin?: number; missing: string[] },
    ]
  >([
    [
      // General: higher of £41,700 and 100% of £38,000 → £41,700 (the floor); 45,000 − 41,700 = 3,300.
      'a software developer on £45,000, going rate £38,000',
      { salary: 45000, goingRate: 38000 },
      { kind: 'eligible', total: 70, amount: 41700, margin: 3300, missing: [] },
    ],
    [
      // General: 100% of £52,900 beats the floor; 50,000 − 52,900 = −2,900: no salary points.
      'an HR manager on £50,000, going rate £52,900',
      { salary: 50000, goingRate: 52900 },
      { kind: 'not-eligible', total: 50, amount: 52900, margin: -2900, missing: ['salary'] },
    ],
    [
      // New entrant: higher of £33,400 and 70% of £54,700 = £38,290; 40,000 − 38,290 = 1,710.
      'a graduate switching from a Graduate visa on £40,000, going rate £54,700',
      { salary: 40000, goingRate: 54700, option: 'new-entrant' },
      { kind: 'eligible', total: 70, amount: 38290, margin: 1710, missing: [] },
    ],
    [
      // STEM PhD: higher of £33,400 and 80% of £40,000 = £32,000 → the floor £33,400; 33,000 misses by 400.
      'a STEM PhD on £33,000, going rate £40,000',
      { salary: 33000, goingRate: 40000, option: 'stem-phd' },
      { kind: 'not-eligible', total: 50, amount: 33400, margin: -400, missing: ['salary'] },
    ],
    [
      // PhD: higher of £37,500 and 90% of £45,000 = £40,500; exactly reached.
      'a PhD on exactly 90% of a £45,000 going rate',
      { salary: 40500, goingRate: 45000, option: 'phd' },
      { kind: 'eligible', total: 70, amount: 40500, margin: 0, missing: [] },
    ],
    [
      // National pay scale: higher of £25,000 and the pay-scale rate £31,049; 31,049 reaches it.
      'a nurse on the pay-scale rate of £31,049',
      { salary: 31049, goingRate: 31049, option: 'health-care' },
      { kind: 'eligible', total: 70, amount: 31049, margin: 0, missing: [] },
    ],
    [
      // No going rate: the floor alone is known; 42,000 clears £41,700, but the rate may be higher.
      'a salary above the general floor, going rate not known',
      { salary: 42000 },
      { kind: 'check', total: 70, amount: 41700, margin: 300, missing: [] },
    ],
    [
      // English missing: 60 points at most; what is missing is named.
      'an offer that clears the salary, English below the level',
      { salary: 60000, goingRate: 50000, english: false },
      { kind: 'not-eligible', total: 60, amount: 50000, margin: 10000, missing: ['english'] },
    ],
    [
      // Nothing yet: no sponsor, no salary; the three mandatory lines are missing.
      'no job offer yet',
      { offer: false, skill: false, english: false },
      { kind: 'not-eligible', total: 0, amount: 41700, missing: ['offer', 'skill', 'english'] },
    ],
    [
      'the first state: everything ticked, no salary typed',
      {},
      { kind: 'incomplete', total: 50, amount: 41700, missing: [] },
    ],
  ])('%s', (_name, answers, expected) => {
    const result = scoreUk(profile(answers), grid)
    expect(result.kind).toBe(expected.kind)
    expect(result.total).toBe(expected.total)
    expect(result.threshold.amount).toBe(expected.amount)
    expect(result.margin).toBe(expected.margin)
    expect(result.missing).toEqual(expected.missing)
  })

  it.each<[UkAnswers['option'], number, number]>([
    // Each rule at its edge, a pound under and at the threshold (the going rate chosen so the part of
    // the rule named in the comment decides):
    ['none', 30000, 41700], // 100% of £30,000 < £41,700: the floor
    ['new-entrant', 60000, 42000], // 70% of £60,000 = £42,000 > £33,400: the going rate
    ['phd', 40000, 37500], // 90% of £40,000 = £36,000 < £37,500: the floor
    ['stem-phd', 50000, 40000], // 80% of £50,000 = £40,000 > £33,400: the going rate
    ['shortage', 30000, 33400], // 100% of £30,000 < £33,400: the floor
    ['health-care', 28407, 28407], // the pay-scale rate £28,407 > £25,000: the going rate
  ])('%s with a going rate of £%d: £%d reaches it, a pound less does not', (option, goingRate, amount) => {
    const under = scoreUk(profile({ option, goingRate, salary: amount - 1 }), grid)
    const at = scoreUk(profile({ option, goingRate, salary: amount }), grid)
    expect([under.kind, under.total, under.margin]).toEqual(['not-eligible', 50, -1])
    expect([at.kind, at.total, at.margin]).toEqual(['eligible', 70, 0])
  })

  it('rounds a share of the going rate up: a salary must reach it', () => {
    // 70% of £33,333 is £23,333.10: the floor decides; 70% of £55,555 is £38,888.50 → £38,889.
    expect(scoreUk(profile({ goingRate: 55555, option: 'new-entrant' }), grid).threshold.amount).toBe(38889)
  })
})

describe('amounts as typed', () => {
  it.each([
    ['41700', 41700],
    ['41,700', 41700],
    ['£41,700', 41700],
    [' 41 700 ', 41700],
    ['NZ$ 52', 52],
    ['0', 0],
  ])('reads %j as %d', (text, amount) => expect(parseAmount(text)).toBe(amount))

  it.each(['', 'abc', '41.5k', '-5', '41700.50', '12345678'])('refuses %j', (text) =>
    expect(parseAmount(text)).toBeUndefined(),
  )
})

describe('the result in words', () => {
  const copy = {
    ...uk.calculator.enquiry,
    values: { option: uk.calculator.option.options },
  }

  it('carries the verdict, the threshold, every answer and the link', () => {
    const answers = profile({ salary: 40000, goingRate: 54700, option: 'new-entrant' })
    const text = ukSummary(answers, scoreUk(answers, grid), copy, 'https://example.com/x', 'en')
    expect(text).toContain(
      'Skilled Worker check: eligible on points (70 of 70 points; salary to reach £38,290).',
    )
    expect(text).toContain('salary: £40,000; going rate: £54,700')
    expect(text).toMatch(/Link to my result: https:\/\/example\.com\/x$/)
    expect(ukAnswersLine(profile({ offer: false }), copy, 'en')).toContain(
      'job offer from a licensed sponsor: no',
    )
    expect(ukAnswersLine(profile({}), copy, 'en')).toContain('salary: not given')
  })

  it('explains the salary to reach in the page’s language, with the day the rules took effect', () => {
    const { result } = ukSkilledWorker(messagesFor('hi')).calculator
    const values = { amount: 38290, percent: 70, floor: 33400, rulesFrom: result.rulesFrom }
    expect(formatMessage(result.threshold['going-rate'], 'hi', values)).toBe(
      '22 जुलाई 2025 से लागू नियमों के अनुसार ज़रूरी वेतन: £38,290, यानी going rate का 70% (जो £33,400 की न्यूनतम सीमा से ज़्यादा है)।',
    )
  })
})

describe('any profile', () => {
  const pounds = fc.option(fc.integer({ min: 0, max: 9_999_999 }), { nil: undefined })
  const answersArbitrary = fc.record<UkAnswers>({
    offer: fc.boolean(),
    skill: fc.boolean(),
    english: fc.boolean(),
    salary: pounds,
    goingRate: pounds,
    option: fc.constantFrom(...salaryOptions),
    occupation: fc.option(fc.constantFrom(...commonOccupationIds), { nil: undefined }),
  })
  const kindRank = { 'not-eligible': 0, incomplete: 1, check: 2, eligible: 3 }

  it('the link restores the answers', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        expect(parseUkQuery(ukQuery(answers))).toEqual(
          Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)),
        )
      }),
    )
  })

  it('a higher salary never lowers the points or the verdict; a higher going rate never raises them', () => {
    fc.assert(
      fc.property(answersArbitrary, fc.integer({ min: 1, max: 100_000 }), (answers, more) => {
        const before = scoreUk(answers, grid)
        const paidMore = scoreUk({ ...answers, salary: (answers.salary ?? 0) + more }, grid)
        expect(paidMore.total).toBeGreaterThanOrEqual(before.total)
        if (answers.salary !== undefined)
          expect(kindRank[paidMore.kind]).toBeGreaterThanOrEqual(kindRank[before.kind])
        if (answers.goingRate === undefined) return
        const dearer = scoreUk({ ...answers, goingRate: answers.goingRate + more }, grid)
        expect(dearer.total).toBeLessThanOrEqual(before.total)
      }),
    )
  })

  it('a reduced rule never asks more than the general threshold', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        const general = scoreUk({ ...answers, option: 'none' }, grid).threshold.amount
        expect(scoreUk(answers, grid).threshold.amount).toBeLessThanOrEqual(general)
      }),
    )
  })

  it('70 points exactly when every line is met', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        const result = scoreUk(answers, grid)
        expect(result.total === 70).toBe(result.kind === 'eligible' || result.kind === 'check')
      }),
    )
  })
})
