// Australia's skilled points test (subclasses 189, 190, 491) on the grid built from the fact registry:
// worked profiles added up by hand from the official grid, properties over every answer, and the URL.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type AustraliaAnswers,
  type AustraliaLineId,
  australiaDefaults,
  australiaFlags,
  australiaQuery,
  englishLevels,
  parseAustraliaQuery,
  partnerSituations,
  qualifications,
  scoreAustralia,
  visas,
} from '../../lib/calculators/australia/rules'
import { sumOf } from '../../lib/calculators/breakdown'
import { australiaCalculatorGrid as grid } from '../../lib/calculators/grids'

// The official grid, by hand (Home Affairs, points table for skilled visas):
// age 18-24: 25, 25-32: 30, 33-39: 25, 40-44: 15, 45+: 0 (not eligible); English competent 0,
// proficient 10, superior 20; overseas employment <3: 0, 3-4: 5, 5-7: 10, 8+: 15; Australian <1: 0,
// 1-2: 5, 3-4: 10, 5-7: 15, 8+: 20; employment together capped at 20; doctorate 20, bachelor/master 15,
// diploma/trade/award 10; specialist education 10; Australian study 5; Professional Year 5; community
// language 5; regional study 5 (on top of Australian study); partner single 10, skilled 10, Competent
// English 5, none 0; nomination 190: 5, 491: 15; pass mark 65.
const passMark = 65
const employmentCap = 20
// age 25-32 (30) + superior (20) + employment (20) + doctorate (20) + specialist (10) + Australian
// study (5) + Professional Year (5) + community language (5) + regional study (5) + single (10)
// + 491 (15) = 145
const mostPoints = 145

/** A single 30-year-old with Competent English, a bachelor's degree and no skilled employment, for 189. */
const base: AustraliaAnswers = {
  age: 30,
  english: 'competent',
  overseas: 0,
  australian: 0,
  qualification: 'bachelor',
  specialist: false,
  ausStudy: false,
  professionalYear: false,
  communityLanguage: false,
  regionalStudy: false,
  partner: 'single',
  visa: '189',
}

interface Profile {
  name: string
  answers: Partial<AustraliaAnswers>
  total: number
  /** The lines this profile is about: the points each one adds. */
  lines: Partial<Record<AustraliaLineId, number>>
  eligible?: boolean
}

const profiles: Profile[] = [
  {
    name: 'single, 30, Proficient English, 5 years abroad, bachelor, 190',
    answers: { english: 'proficient', overseas: 5, visa: '190' },
    // age 30 (30) + proficient (10) + 5 years overseas (10) + bachelor (15) + single (10) + 190 (5) = 80
    total: 80,
    lines: { age: 30, english: 10, employment: 10, qualification: 15, partner: 10, nomination: 5 },
  },
  {
    name: 'exactly at the pass mark: 24, Proficient English, Australian study, 189',
    answers: { age: 24, english: 'proficient', ausStudy: true },
    // age 24 (25) + proficient (10) + bachelor (15) + Australian study (5) + single (10) + 189 (0) = 65
    total: 65,
    lines: { age: 25, ausStudy: 5, nomination: 0 },
  },
  {
    name: 'under the pass mark: 25, diploma, 2 years in Australia, partner with Competent English',
    answers: {
      age: 25,
      overseas: 2,
      australian: 2,
      qualification: 'diploma',
      professionalYear: true,
      communityLanguage: true,
      partner: 'english',
    },
    // age 25 (30) + competent (0) + 2 years overseas (0) + 2 years Australian (5) + diploma (10)
    // + Professional Year (5) + community language (5) + partner Competent English (5) + 189 (0) = 60
    total: 60,
    lines: {
      age: 30,
      employment: 5,
      qualification: 10,
      professionalYear: 5,
      communityLanguage: 5,
      partner: 5,
    },
  },
  {
    name: 'employment capped: 8 years abroad and 5 in Australia, 32, doctorate, skilled partner, 491',
    answers: {
      age: 32,
      english: 'superior',
      overseas: 8,
      australian: 5,
      qualification: 'doctorate',
      partner: 'skilled',
      visa: '491',
    },
    // age 32 (30) + superior (20) + [8 years overseas (15) + 5 years Australian (15) = 30, capped at 20]
    // + doctorate (20) + skilled partner (10) + 491 (15) = 115
    total: 115,
    lines: { age: 30, english: 20, employment: 20, qualification: 20, partner: 10, nomination: 15 },
  },
  {
    name: 'regional study without Australian study counts nothing: 39, 190',
    answers: { age: 39, english: 'proficient', overseas: 4, australian: 1, regionalStudy: true, visa: '190' },
    // age 39 (25) + proficient (10) + 4 years overseas (5) + 1 year Australian (5) + bachelor (15)
    // + regional study without Australian study (0) + single (10) + 190 (5) = 75
    total: 75,
    lines: { age: 25, employment: 10, regionalStudy: 0, ausStudy: 0, nomination: 5 },
  },
  {
    name: 'regional study on top of Australian study: 26, doctorate, specialist, no partner points, 491',
    answers: {
      age: 26,
      australian: 4,
      qualification: 'doctorate',
      specialist: true,
      ausStudy: true,
      regionalStudy: true,
      partner: 'none',
      visa: '491',
    },
    // age 26 (30) + competent (0) + 4 years Australian (10) + doctorate (20) + specialist (10)
    // + Australian study (5) + regional study (5) + partner who adds nothing (0) + 491 (15) = 95
    total: 95,
    lines: { employment: 10, specialist: 10, ausStudy: 5, regionalStudy: 5, partner: 0, nomination: 15 },
  },
  {
    name: 'employment exactly at the cap: 40, 7 years abroad and 3 in Australia',
    answers: {
      age: 40,
      english: 'superior',
      overseas: 7,
      australian: 3,
      partner: 'english',
      visa: '190',
    },
    // age 40 (15) + superior (20) + [7 years overseas (10) + 3 years Australian (10) = 20, not cut]
    // + bachelor (15) + partner Competent English (5) + 190 (5) = 80
    total: 80,
    lines: { age: 15, employment: 20, partner: 5 },
  },
  {
    name: '44, ten years abroad, diploma, 491',
    answers: { age: 44, english: 'proficient', overseas: 10, qualification: 'diploma', visa: '491' },
    // age 44 (15) + proficient (10) + 10 years overseas (15) + diploma (10) + single (10) + 491 (15) = 75
    total: 75,
    lines: { age: 15, employment: 15, qualification: 10, nomination: 15 },
  },
  {
    name: '45 or over: no age points and no invitation, even at 65',
    answers: { age: 45, english: 'superior', overseas: 8, visa: '190' },
    // age 45 (0) + superior (20) + 8 years overseas (15) + bachelor (15) + single (10) + 190 (5) = 65
    total: 65,
    lines: { age: 0, english: 20, employment: 15 },
    eligible: false,
  },
  {
    name: 'far under: 18, Competent English, no qualification, partner who adds nothing',
    answers: { age: 18, qualification: 'none', partner: 'none' },
    // age 18 (25) + competent (0) + no employment (0) + no qualification (0) + no partner points (0)
    // + 189 (0) = 25
    total: 25,
    lines: { age: 25, english: 0, employment: 0, qualification: 0, partner: 0, nomination: 0 },
  },
  {
    name: 'every flag on: 29, 1 year in Australia, skilled partner, 190',
    answers: {
      age: 29,
      english: 'proficient',
      australian: 1,
      specialist: true,
      ausStudy: true,
      professionalYear: true,
      communityLanguage: true,
      regionalStudy: true,
      partner: 'skilled',
      visa: '190',
    },
    // age 29 (30) + proficient (10) + 1 year Australian (5) + bachelor (15) + specialist (10)
    // + Australian study (5) + Professional Year (5) + community language (5) + regional study (5)
    // + skilled partner (10) + 190 (5) = 105
    total: 105,
    lines: {
      specialist: 10,
      ausStudy: 5,
      professionalYear: 5,
      communityLanguage: 5,
      regionalStudy: 5,
      partner: 10,
    },
  },
  {
    name: '33, 8 years in Australia and 3 abroad, capped at 20',
    answers: { age: 33, overseas: 3, australian: 8 },
    // age 33 (25) + competent (0) + [3 years overseas (5) + 8 years Australian (20) = 25, capped at 20]
    // + bachelor (15) + single (10) + 189 (0) = 70
    total: 70,
    lines: { age: 25, employment: 20 },
  },
  {
    name: 'the most anyone can score',
    answers: {
      age: 25,
      english: 'superior',
      overseas: 10,
      australian: 8,
      qualification: 'doctorate',
      specialist: true,
      ausStudy: true,
      professionalYear: true,
      communityLanguage: true,
      regionalStudy: true,
      visa: '491',
    },
    // age 25 (30) + superior (20) + [10 years overseas (15) + 8 years Australian (20) = 35, capped at 20]
    // + doctorate (20) + 10 + 5 + 5 + 5 + 5 (flags) + single (10) + 491 (15) = 145
    total: 145,
    lines: { employment: 20 },
  },
]

describe('Australian points, worked by hand from the official grid', () => {
  it.each(profiles)('$name: $total points', ({ answers, total, lines, eligible }) => {
    const score = scoreAustralia({ ...base, ...answers }, grid)
    expect(score.total).toBe(total)
    for (const [id, points] of Object.entries(lines)) {
      expect(score.lines.find((line) => line.id === id)?.points, id).toBe(points)
    }
    expect(score.passMark).toBe(passMark)
    expect(score.margin).toBe(total - passMark)
    expect(score.ageEligible).toBe(eligible ?? true)
  })

  it('shows the employment parts and the cap that cut them', () => {
    // 8 years overseas (15) + 5 years in Australia (15) = 30, capped at 20
    const score = scoreAustralia({ ...base, overseas: 8, australian: 5 }, grid)
    expect(score.employmentParts).toEqual([
      { id: 'overseas', points: 15 },
      { id: 'australian', points: 15 },
    ])
    expect(score.lines.find((line) => line.id === 'employment')).toEqual({
      id: 'employment',
      points: 20,
      uncapped: 30,
      cap: 20,
    })
  })

  it('names no cap when employment is within it', () => {
    // 7 years overseas (10) + 3 years in Australia (10) = 20: at the cap, not over it
    const score = scoreAustralia({ ...base, overseas: 7, australian: 3 }, grid)
    expect(score.lines.find((line) => line.id === 'employment')).toEqual({ id: 'employment', points: 20 })
  })

  it('tells the visitor regional study needs Australian study', () => {
    expect(scoreAustralia({ ...base, regionalStudy: true }, grid).regionalStudyNeedsAusStudy).toBe(true)
    expect(
      scoreAustralia({ ...base, regionalStudy: true, ausStudy: true }, grid).regionalStudyNeedsAusStudy,
    ).toBe(false)
    expect(scoreAustralia(base, grid).regionalStudyNeedsAusStudy).toBe(false)
  })

  it.each([
    [18, 25],
    [24, 25],
    [25, 30],
    [32, 30],
    [33, 25],
    [39, 25],
    [40, 15],
    [44, 15],
    [45, 0],
  ])('gives %i-year-olds %i points for age', (age, points) => {
    expect(scoreAustralia({ ...base, age }, grid).lines[0]).toEqual({ id: 'age', points })
  })

  it.each([
    [0, 0],
    [2, 0],
    [3, 5],
    [4, 5],
    [5, 10],
    [7, 10],
    [8, 15],
    [10, 15],
  ])('gives %i years of overseas employment %i points', (overseas, points) => {
    expect(scoreAustralia({ ...base, overseas }, grid).employmentParts[0]?.points).toBe(points)
  })

  it.each([
    [0, 0],
    [1, 5],
    [2, 5],
    [3, 10],
    [4, 10],
    [5, 15],
    [7, 15],
    [8, 20],
    [10, 20],
  ])('gives %i years of Australian employment %i points', (australian, points) => {
    expect(scoreAustralia({ ...base, australian }, grid).employmentParts[1]?.points).toBe(points)
  })

  it('reads the pass mark, the age limit and the employment rules from the registry', () => {
    expect(grid.passMark).toBe(65)
    expect(grid.maxAge).toBe(45)
    expect(grid.employmentCap).toBe(20)
    expect(grid.employmentWindow).toBe(10)
  })
})

// ---------------------------------------------------------------- properties over every answer

const answersArbitrary: fc.Arbitrary<AustraliaAnswers> = fc.record({
  age: fc.integer({ min: 18, max: 45 }),
  english: fc.constantFrom(...englishLevels),
  overseas: fc.integer({ min: 0, max: 10 }),
  australian: fc.integer({ min: 0, max: 10 }),
  qualification: fc.constantFrom(...qualifications),
  specialist: fc.boolean(),
  ausStudy: fc.boolean(),
  professionalYear: fc.boolean(),
  communityLanguage: fc.boolean(),
  regionalStudy: fc.boolean(),
  partner: fc.constantFrom(...partnerSituations),
  visa: fc.constantFrom(...visas),
})

/** The next option up in an order of worth, or undefined at the top (or outside the order). */
const nextUp = <T>(order: readonly T[], value: T): T | undefined => {
  const index = order.indexOf(value)
  return index < 0 ? undefined : order[index + 1]
}

type Improvement = (a: AustraliaAnswers) => AustraliaAnswers | undefined

const improvements: [string, Improvement][] = [
  [
    'better English',
    (a) => {
      const english = nextUp(['competent', 'proficient', 'superior'] as const, a.english)
      return english && { ...a, english }
    },
  ],
  ['a year more abroad', (a) => (a.overseas < 10 ? { ...a, overseas: a.overseas + 1 } : undefined)],
  [
    'a year more in Australia',
    (a) => (a.australian < 10 ? { ...a, australian: a.australian + 1 } : undefined),
  ],
  [
    'a higher qualification',
    (a) => {
      const qualification = nextUp(['none', 'diploma', 'bachelor', 'doctorate'] as const, a.qualification)
      return qualification && { ...a, qualification }
    },
  ],
  ...australiaFlags.map((flag): [string, Improvement] => [
    `${flag} switched on`,
    (a) => (a[flag] ? undefined : { ...a, [flag]: true }),
  ]),
  [
    'a partner who counts for more',
    (a) => {
      const partner = nextUp(['none', 'english', 'skilled'] as const, a.partner)
      return partner && { ...a, partner }
    },
  ],
]

describe('Australian points, for every answer', () => {
  it('add up to the total the visitor sees, line by line', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        const score = scoreAustralia(answers, grid)
        expect(score.total).toBe(sumOf(score.lines))
        expect(score.margin).toBe(score.total - passMark)
        expect(score.ageEligible).toBe(answers.age < 45)
      }),
    )
  })

  it('keep every line within its cap and the total within the grid', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        const score = scoreAustralia(answers, grid)
        const employment = score.lines.find((line) => line.id === 'employment')
        expect(employment?.points).toBeLessThanOrEqual(employmentCap)
        for (const line of score.lines) {
          expect(line.points).toBeGreaterThanOrEqual(0)
          // A line cut to its cap shows what it was worth and the cap that cut it.
          if (line.cap !== undefined) {
            expect(line.points).toBe(line.cap)
            expect(line.uncapped).toBeGreaterThan(line.cap)
          }
        }
        if (employment?.uncapped !== undefined) expect(employment.uncapped).toBe(sumOf(score.employmentParts))
        else expect(employment?.points).toBe(sumOf(score.employmentParts))
        expect(score.total).toBeLessThanOrEqual(mostPoints)
      }),
    )
  })

  it.each(improvements)('never go down with %s', (_, improve) => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        const better = improve(answers)
        if (better === undefined) return
        expect(scoreAustralia(better, grid).total).toBeGreaterThanOrEqual(scoreAustralia(answers, grid).total)
      }),
    )
  })
})

// ---------------------------------------------------------------- the page's URL

const parse = (query: string) => parseAustraliaQuery(new URLSearchParams(query), grid)

describe('an Australian points link', () => {
  it('brings back exactly the answers it was made from', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        expect(parse(australiaQuery(answers).toString())).toEqual(answers)
      }),
    )
  })

  it('without a query, starts from the defaults', () => {
    expect(parse('')).toEqual(australiaDefaults)
  })

  it('falls back to the defaults for values it cannot read', () => {
    const answers = parse('?age=abc&english=fluent&overseas=-1&visa=500&partner=x')
    expect(answers).toEqual(australiaDefaults)
    expect(answers).toMatchObject({ english: 'competent', overseas: 0, visa: '189', partner: 'single' })
  })

  it.each([
    ['age=12', australiaDefaults.age],
    ['age=17', australiaDefaults.age],
    ['age=30.5', australiaDefaults.age],
    ['age=%2B30', australiaDefaults.age],
    ['age=1e2', australiaDefaults.age],
    ['age=1000', australiaDefaults.age],
    ['age=', australiaDefaults.age],
    ['age=18', 18],
    ['age=44', 44],
    ['age=45', 45],
    ['age=60', 45],
    ['age=99', 45],
  ])('reads %s as age %i', (query, age) => {
    expect(parse(query).age).toBe(age)
  })

  it('keeps employment within the ten-year window', () => {
    expect(parse('overseas=25&australian=11')).toMatchObject({ overseas: 10, australian: 10 })
    expect(parse('overseas=3&australian=8')).toMatchObject({ overseas: 3, australian: 8 })
    expect(parse('overseas=three&australian=-2')).toMatchObject({ overseas: 0, australian: 0 })
  })

  it('reads unknown options as the defaults', () => {
    expect(parse('qualification=masters&english=Superior&partner=Skilled&visa=491 ')).toMatchObject({
      qualification: australiaDefaults.qualification,
      english: australiaDefaults.english,
      partner: australiaDefaults.partner,
      visa: australiaDefaults.visa,
    })
  })

  it('switches a flag on only with 1', () => {
    const off = parse('specialist=true&ausStudy=yes&professionalYear=0&communityLanguage=&regionalStudy=on')
    for (const flag of australiaFlags) expect(off[flag], flag).toBe(false)
    const on = parse('specialist=1&ausStudy=1&professionalYear=1&communityLanguage=1&regionalStudy=1')
    for (const flag of australiaFlags) expect(on[flag], flag).toBe(true)
  })

  it('never throws, and always gives answers the calculator can score', () => {
    const names = [
      'age',
      'english',
      'overseas',
      'australian',
      'qualification',
      'partner',
      'visa',
      ...australiaFlags,
    ]
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.string(), fc.integer().map(String))),
        (params) => {
          const answers = parseAustraliaQuery(new URLSearchParams(params), grid)
          expect(answers.age).toBeGreaterThanOrEqual(18)
          expect(answers.age).toBeLessThanOrEqual(45)
          expect(answers.overseas).toBeGreaterThanOrEqual(0)
          expect(answers.overseas).toBeLessThanOrEqual(10)
          expect(answers.australian).toBeGreaterThanOrEqual(0)
          expect(answers.australian).toBeLessThanOrEqual(10)
          expect(englishLevels).toContain(answers.english)
          expect(qualifications).toContain(answers.qualification)
          expect(partnerSituations).toContain(answers.partner)
          expect(visas).toContain(answers.visa)
          expect(Number.isInteger(scoreAustralia(answers, grid).total)).toBe(true)
        },
      ),
    )
  })
})
