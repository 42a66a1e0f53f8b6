// Germany's Opportunity Card, worked by hand from the Residence Act: section 20a(3)-(4) (who may apply,
// the prerequisites) and section 20b(1) with its annex (the points: partial recognition 4; German B2 3,
// B1 2, A2 1; English C1 1; five years' work in seven 3, two in five 2; shortage occupation 1; under 35
// 2, under 40 1; six months' stay in five years 1; a partner applying too 1; minimum 6).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  englishLevels,
  experienceLevels,
  type GermanyAnswers,
  germanLevels,
  germanyDefaults,
  germanyQuery,
  parseGermanyQuery,
  qualificationLevels,
  scoreGermany,
} from '../../lib/calculators/germany/rules'
import { germanyCalculatorGrid as grid } from '../../lib/calculators/grids'

const profile = (answers: Partial<GermanyAnswers>): GermanyAnswers => ({
  qualification: 'foreign',
  german: 'none',
  english: 'b2',
  experience: 'none',
  age: 30,
  shortage: false,
  stay: false,
  partner: false,
  funds: true,
  ...answers,
})

describe('the grid from the registry', () => {
  it('is the annex to sections 20a and 20b', () => {
    expect(grid).toMatchObject({
      minimum: 6,
      partialRecognition: 4,
      german: { a2: 1, b1: 2, b2: 3 },
      englishC1: 1,
      experience: { '2in5': 2, '5in7': 3 },
      shortage: 1,
      age: [
        { under: 35, points: 2 },
        { under: 40, points: 1 },
      ],
      stay: 1,
      partner: 1,
    })
    expect(grid.fundsPerMonth).toBeGreaterThan(0)
  })
})

describe('worked profiles', () => {
  it.each<[string, Partial<GermanyAnswers>, { kind: string; total: number; missing: string[] }]>([
    [
      // Full recognition in Germany: a skilled worker, no points needed; funds still are.
      'a nurse with full recognition, 41, no German',
      { qualification: 'full', age: 41, english: 'none' },
      { kind: 'without-points', total: 0, missing: [] },
    ],
    [
      'the same nurse without the funds',
      { qualification: 'full', age: 41, english: 'none', funds: false },
      { kind: 'not-eligible', total: 0, missing: ['funds'] },
    ],
    [
      // 2 (under 35) + 2 (two years in five) + 1 (A2) = 5: one short of 6.
      'an engineer, 29, English B2, German A2, two years of work: short of 6',
      { age: 29, german: 'a2', experience: '2in5' },
      { kind: 'not-eligible', total: 5, missing: ['points'] },
    ],
    [
      // 2 (under 35) + 2 (two in five) + 1 (A2) + 1 (shortage) = 6: exactly the minimum.
      'the same engineer in a shortage occupation: exactly 6',
      { age: 29, german: 'a2', experience: '2in5', shortage: true },
      { kind: 'with-points', total: 6, missing: [] },
    ],
    [
      // 4 (partial recognition) + 1 (35 to 39) + 1 (English C1) = 6; the partial recognition also
      // stands in for a qualification recognised where it was earned.
      'a doctor with partial recognition, 37, English C1',
      { qualification: 'partial', age: 37, english: 'c1' },
      { kind: 'with-points', total: 6, missing: [] },
    ],
    [
      // 3 (five in seven) + 3 (B2) + 1 (stay) + 1 (partner) = 8, age 45 gives nothing.
      'a 45-year-old with German B2, five years of work, a past stay and a partner applying',
      { age: 45, german: 'b2', english: 'none', experience: '5in7', stay: true, partner: true },
      { kind: 'with-points', total: 8, missing: [] },
    ],
    [
      // No German and only B1 English ("none" here): the language prerequisite fails, and 2 + 3 = 5.
      'a 33-year-old with five years of work but neither German A1 nor English B2',
      { age: 33, english: 'none', experience: '5in7' },
      { kind: 'not-eligible', total: 5, missing: ['language', 'points'] },
    ],
    [
      // No qualification: the points route is closed, whatever the points: 2 + 3 + 3 = 8.
      'a 25-year-old with German B2 and five years of work but no degree or two-year training',
      { qualification: 'none', age: 25, german: 'b2', experience: '5in7' },
      { kind: 'not-eligible', total: 8, missing: ['qualification'] },
    ],
    [
      // German A1 meets the prerequisite and earns nothing: 2 (under 35) only.
      'a graduate of 24 with German A1 and no English, without funds',
      { age: 24, german: 'a1', english: 'none', funds: false },
      { kind: 'not-eligible', total: 2, missing: ['funds', 'points'] },
    ],
  ])('%s', (_name, answers, expected) => {
    const result = scoreGermany(profile(answers), grid)
    expect({ kind: result.kind, total: result.total, missing: result.missing }).toEqual(expected)
    expect(result.total).toBe(result.lines.reduce((sum, line) => sum + line.points, 0))
  })

  it('counts the age bands at their edges: 34 earns 2, 35 earns 1, 39 earns 1, 40 earns none', () => {
    const age = (years: number) =>
      scoreGermany(profile({ age: years }), grid).lines.find((l) => l.id === 'age')?.points
    expect([age(34), age(35), age(39), age(40)]).toEqual([2, 1, 1, 0])
  })

  it('gives the shortage point only to a qualification', () => {
    const shortage = (qualification: GermanyAnswers['qualification']) =>
      scoreGermany(profile({ qualification, shortage: true }), grid).lines.find((l) => l.id === 'shortage')
        ?.points
    expect(shortage('foreign')).toBe(1)
    expect(shortage('none')).toBe(0)
  })
})

const answersArbitrary: fc.Arbitrary<GermanyAnswers> = fc.record({
  qualification: fc.constantFrom(...qualificationLevels),
  german: fc.constantFrom(...germanLevels),
  english: fc.constantFrom(...englishLevels),
  experience: fc.constantFrom(...experienceLevels),
  age: fc.integer({ min: 18, max: 70 }),
  shortage: fc.boolean(),
  stay: fc.boolean(),
  partner: fc.boolean(),
  funds: fc.boolean(),
})

const rank = <T>(list: readonly T[], value: T) => list.indexOf(value)
const kindRank = { 'not-eligible': 0, 'with-points': 1, 'without-points': 2 } as const

describe('properties over every answer', () => {
  it('the shared link restores the answers', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        expect(parseGermanyQuery(germanyQuery(answers))).toEqual(answers)
      }),
    )
  })

  it('more of a good thing never lowers the points or the verdict', () => {
    const better: ((a: GermanyAnswers) => GermanyAnswers)[] = [
      (a) => ({
        ...a,
        german: germanLevels[Math.min(rank(germanLevels, a.german) + 1, germanLevels.length - 1)] ?? a.german,
      }),
      (a) => ({
        ...a,
        english:
          englishLevels[Math.min(rank(englishLevels, a.english) + 1, englishLevels.length - 1)] ?? a.english,
      }),
      (a) => ({
        ...a,
        experience:
          experienceLevels[Math.min(rank(experienceLevels, a.experience) + 1, experienceLevels.length - 1)] ??
          a.experience,
      }),
      (a) => ({ ...a, age: Math.max(18, a.age - 1) }),
      (a) => ({ ...a, shortage: true }),
      (a) => ({ ...a, stay: true }),
      (a) => ({ ...a, partner: true }),
      (a) => ({ ...a, funds: true }),
    ]
    fc.assert(
      fc.property(answersArbitrary, fc.constantFrom(...better), (answers, improve) => {
        const before = scoreGermany(answers, grid)
        const after = scoreGermany(improve(answers), grid)
        expect(after.total).toBeGreaterThanOrEqual(before.total)
        expect(kindRank[after.kind]).toBeGreaterThanOrEqual(kindRank[before.kind])
      }),
    )
  })

  it('the page’s first state is a complete answer the address can carry', () => {
    expect(parseGermanyQuery(germanyQuery(germanyDefaults))).toEqual(germanyDefaults)
    expect(parseGermanyQuery(new URLSearchParams('age=12&german=c2')).age).toBe(18)
  })
})
