// New Zealand's Skilled Migrant Category, worked by hand from INZ's operational manual: SR3.25 (one
// skill category, the highest: registration needing 6/5/4/2 years of training 6/5/4/3; doctorate 6,
// master's 5, honours or postgraduate diploma 4, bachelor's 3; income at 3/2/1.5 times the median wage
// 6/4/3) and SR3.35 (New Zealand work: 12 months in 24 → 1, 24 in 48 → 2, 36 in 60 → 3); 6 in all; 55 or
// younger; a skilled job or offer with an accredited employer, paying at least the median wage at ANZSCO
// skill level 1-3 and 1.5 times it at 4-5, whatever the points; English. Median wage NZD 35.00 an hour
// from 9 March 2026 (as reported): 1.5× = 52.50, 2× = 70, 3× = 105.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nzSkilledMigrant } from '../../content/nz-skilled-migrant'
import { nzCalculatorGrid as grid } from '../../lib/calculators/grids'
import {
  incomePoints,
  jobLevels,
  type NzAnswers,
  nzDefaults,
  nzQualifications,
  nzQuery,
  parseNzQuery,
  registrationTiers,
  scoreNz,
} from '../../lib/calculators/nz/rules'
import { nzSummary } from '../../lib/calculators/nz/summary'
import { nzTables } from '../../lib/calculators/nz/tables'
import { missingText } from '../../lib/calculators/text'
import { messagesFor } from '../../lib/messages'

// A job or offer at ANZSCO skill level 1-3 paying the median wage, unless a case says otherwise.
const nz = nzSkilledMigrant(messagesFor('en'))
const profile = (answers: Partial<NzAnswers>): NzAnswers => ({
  ...nzDefaults,
  qualification: 'none',
  hourlyRate: 35,
  ...answers,
})

describe('the grid from the registry', () => {
  it('is SR3.25 and SR3.35 with the 2026 median wage', () => {
    expect(grid).toEqual({
      minimum: 6,
      maxAge: 55,
      registration: { '6-years': 6, '5-years': 5, '4-years': 4, '2-years': 3 },
      qualification: { bachelor: 3, honours: 4, master: 5, doctorate: 6 },
      income: [
        { multiple: 3, points: 6 },
        { multiple: 2, points: 4 },
        { multiple: 1.5, points: 3 },
      ],
      medianWage: 35,
      payFloor: { skilled: 1, lower: 1.5 },
      nzWork: [1, 2, 3],
    })
  })

  it('reads as tables, the income rows with their hourly rates', () => {
    const tables = nzTables(grid, nz.grid, 'Points')
    expect(tables.map((t) => t.rows.length)).toEqual([4, 4, 3, 3])
    expect(tables[2]?.rows.map((row) => row.situation)).toEqual([
      'At least 3 times the median wage (NZD\u00a0105 an hour)',
      'At least 2 times the median wage (NZD\u00a070 an hour)',
      'At least 1.5 times the median wage (NZD\u00a052.50 an hour)',
    ])
  })
})

describe('worked profiles', () => {
  it.each<[string, Partial<NzAnswers>, { kind: string; total: number; counted?: string; missing: string[] }]>(
    [
      [
        // Registration needing 6 years of training (a doctor): 6 on its own.
        'a registered doctor with a job offer',
        { registration: '6-years', qualification: 'master' },
        { kind: 'eligible', total: 6, counted: 'registration', missing: [] },
      ],
      [
        // Master's 5 + 1 year in New Zealand 1 = 6.
        "a master's graduate with a year of NZ work",
        { qualification: 'master', nzWork: 1 },
        { kind: 'eligible', total: 6, counted: 'qualification', missing: [] },
      ],
      [
        // Bachelor's 3 + 2 years 2 = 5: one short.
        "a bachelor's graduate with two years in NZ",
        { qualification: 'bachelor', nzWork: 2 },
        { kind: 'not-eligible', total: 5, counted: 'qualification', missing: ['points'] },
      ],
      [
        // Bachelor's 3 + 3 years 3 = 6: the most NZ work counts for.
        "a bachelor's graduate with three years in NZ",
        { qualification: 'bachelor', nzWork: 3 },
        { kind: 'eligible', total: 6, counted: 'qualification', missing: [] },
      ],
      [
        // Income NZD 70 = 2 × 35: 4, beats bachelor's 3; + 2 years 2 = 6.
        'an engineer on NZD 70 an hour with a bachelor’s and two years in NZ',
        { qualification: 'bachelor', hourlyRate: 70, nzWork: 2 },
        { kind: 'eligible', total: 6, counted: 'income', missing: [] },
      ],
      [
        // Income NZD 105 = 3 × 35: 6 on its own.
        'a manager on NZD 105 an hour',
        { hourlyRate: 105 },
        { kind: 'eligible', total: 6, counted: 'income', missing: [] },
      ],
      [
        // NZD 52 is under 1.5 × 35 = 52.50: no income points; nothing else.
        'NZD 52 an hour and no qualification',
        { hourlyRate: 52, nzWork: 3 },
        { kind: 'not-eligible', total: 3, counted: undefined, missing: ['points'] },
      ],
      [
        // 56: over the age limit, whatever the points.
        'a doctorate at 56',
        { qualification: 'doctorate', age: 56 },
        { kind: 'not-eligible', total: 6, counted: 'qualification', missing: ['age'] },
      ],
      [
        // 55 is still within it.
        'a doctorate at 55',
        { qualification: 'doctorate', age: 55 },
        { kind: 'eligible', total: 6, counted: 'qualification', missing: [] },
      ],
      [
        // No job offer and no English: both named, beside the points.
        'points but no offer and no English',
        { qualification: 'doctorate', offer: false, english: false },
        { kind: 'not-eligible', total: 6, counted: 'qualification', missing: ['offer', 'english'] },
      ],
    ],
  )('%s', (_name, answers, expected) => {
    const result = scoreNz(profile(answers), grid)
    expect(result.kind).toBe(expected.kind)
    expect(result.total).toBe(expected.total)
    expect(result.counted).toBe(expected.counted)
    expect(result.missing).toEqual(expected.missing)
  })

  it.each([
    [52, 0],
    [53, 3], // 1.5 × 35 = 52.50
    [69, 3],
    [70, 4], // 2 × 35
    [104, 4],
    [105, 6], // 3 × 35
  ])('NZD %d an hour earns %d income points', (rate, points) => {
    expect(incomePoints(rate, grid)).toBe(points)
  })

  it('counts only the highest category, never two', () => {
    const result = scoreNz(
      profile({ registration: '4-years', qualification: 'master', hourlyRate: 70 }),
      grid,
    )
    expect(result.categories).toEqual({ registration: 4, qualification: 5, income: 4 })
    expect(result.total).toBe(5)
  })
})

describe('the pay floor: the median wage, whatever the points', () => {
  const doctorate = (answers: Partial<NzAnswers>) =>
    scoreNz(profile({ qualification: 'doctorate', ...answers }), grid)

  it.each<[string, Partial<NzAnswers>, string[]]>([
    // The case: NZD 25 an hour, 6 points from a doctorate.
    ['NZD 25 an hour', { hourlyRate: 25 }, ['pay']],
    // Just under the median wage of NZD 35.00.
    ['NZD 34 an hour', { hourlyRate: 34 }, ['pay']],
    // Exactly at it.
    ['NZD 35 an hour', { hourlyRate: 35 }, []],
    // No pay given: nothing shows the job pays enough.
    ['no pay given', { hourlyRate: undefined }, ['pay']],
    // Skill level 4 or 5: 1.5 × 35 = 52.50.
    ['NZD 52 an hour at skill level 4-5', { hourlyRate: 52, jobLevel: 'lower' }, ['pay']],
    ['NZD 53 an hour at skill level 4-5', { hourlyRate: 53, jobLevel: 'lower' }, []],
    // Without an offer the offer is missing, not its pay.
    ['no offer and no pay', { offer: false, hourlyRate: undefined }, ['offer']],
  ])('a doctorate with an offer and English, %s', (_name, answers, missing) => {
    const result = doctorate(answers)
    expect(result.total).toBe(6)
    expect(result.missing).toEqual(missing)
    expect(result.kind).toBe(missing.length === 0 ? 'eligible' : 'not-eligible')
  })

  it('says why, with the median wage', () => {
    const copy = nz.calculator.result.missing
    expect(missingText(doctorate({ hourlyRate: 34 }), copy, 'en')).toEqual([
      'A job or offer paying at least the median wage, NZD\u00a035 an hour from 9 March 2026 (1.5 times it at skill level 4 or 5), whatever the points: give its pay above.',
    ])
  })
})

describe('the result in words', () => {
  it('carries the verdict, every answer and the link', () => {
    const c = nz.calculator
    const copy = {
      ...c.enquiry,
      values: {
        registration: c.registration.options,
        qualification: c.qualification.options,
        jobLevel: c.jobLevel.options,
      },
    }
    const answers = profile({ qualification: 'master', nzWork: 1, hourlyRate: 40 })
    const text = nzSummary(answers, scoreNz(answers, grid), copy, 'https://example.com/nz', 'en')
    expect(text).toMatch(/^Skilled Migrant Category check: eligible on points \(6 of 6 points\)\./)
    expect(text).toContain(
      'qualification: Master’s degree; pay an hour: NZD\u00a040; skill level of the job: Skill level 1 to 3',
    )
    expect(text).toMatch(/Link to my result: https:\/\/example\.com\/nz$/)
  })
})

describe('any profile', () => {
  const answersArbitrary = fc.record<NzAnswers>({
    age: fc.integer({ min: 18, max: 70 }),
    registration: fc.constantFrom(...registrationTiers),
    qualification: fc.constantFrom(...nzQualifications),
    hourlyRate: fc.option(fc.integer({ min: 0, max: 999 }), { nil: undefined }),
    jobLevel: fc.constantFrom(...jobLevels),
    nzWork: fc.integer({ min: 0, max: 3 }),
    offer: fc.boolean(),
    english: fc.boolean(),
  })
  const rank = <T extends string>(levels: readonly T[], level: T) => levels.indexOf(level)

  it('the link restores the answers', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        expect(parseNzQuery(nzQuery(answers))).toEqual(
          Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)),
        )
      }),
    )
  })

  it('more of a good thing never lowers the points or the verdict', () => {
    const better: ((a: NzAnswers) => NzAnswers)[] = [
      (a) => ({ ...a, nzWork: Math.min(a.nzWork + 1, 3) }),
      (a) => ({ ...a, hourlyRate: (a.hourlyRate ?? 0) + 10 }),
      (a) => ({
        ...a,
        qualification:
          nzQualifications[
            Math.min(rank(nzQualifications, a.qualification) + 1, nzQualifications.length - 1)
          ] ?? a.qualification,
      }),
      (a) => ({ ...a, offer: true }),
      (a) => ({ ...a, english: true }),
      (a) => ({ ...a, age: Math.max(18, a.age - 1) }),
    ]
    fc.assert(
      fc.property(answersArbitrary, fc.constantFrom(...better), (answers, improve) => {
        const before = scoreNz(answers, grid)
        const after = scoreNz(improve(answers), grid)
        expect(after.total).toBeGreaterThanOrEqual(before.total)
        if (before.kind === 'eligible') expect(after.kind).toBe('eligible')
      }),
    )
  })
})
