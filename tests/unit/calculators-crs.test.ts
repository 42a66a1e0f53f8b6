// Canada's Comprehensive Ranking System (Express Entry) on the grid built from the fact registry:
// worked profiles added up by hand from the official grid, properties over every answer, and the URL.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { copyIn } from '../../content/copy'
import { sumOf } from '../../lib/calculators/breakdown'
import {
  abilities,
  type CrsAnswers,
  type CrsLineId,
  type CrsScore,
  type CrsSectionId,
  canadianStudyLevels,
  crsDefaults,
  crsQuery,
  type Education,
  educationLevels,
  occupationGroups,
  officialLanguages,
  parseCrsQuery,
  scoreCrs,
} from '../../lib/calculators/crs/rules'
import { crsTables } from '../../lib/calculators/crs/tables'
import { crsCalculatorGrid as grid } from '../../lib/calculators/grids'

// The caps of the official grid (IRCC, CRS criteria): core 500 single / 460 with a spouse, spouse 40,
// skill transferability 100 (each of its groups 50), additional points 600, 1,200 in all.
const coreMax = { single: 500, withSpouse: 460 }
const spouseMax = 40
const groupMax = 50
const transferabilityMax = 100
const additionalMax = 600
const maximum = 1200

/** A single 29-year-old with a bachelor's degree, CLB 8 English and nothing else, for the profiles. */
const base: CrsAnswers = {
  age: 29,
  spouse: false,
  education: 'bachelor',
  first: 'en',
  r: 8,
  w: 8,
  l: 8,
  s: 8,
  r2: 0,
  w2: 0,
  l2: 0,
  s2: 0,
  canadianWork: 0,
  foreignWork: 0,
  certificate: false,
  spouseEducation: 'bachelor',
  sr: 0,
  sw: 0,
  sl: 0,
  ss: 0,
  spouseCanadianWork: 0,
  nomination: false,
  canadianStudy: 'none',
  sibling: false,
  occupation: 'other',
}

/** The same CLB level in all four abilities of the first language, the second, or the spouse's. */
const firstAt = (clb: number) => ({ r: clb, w: clb, l: clb, s: clb })
const secondAt = (clb: number) => ({ r2: clb, w2: clb, l2: clb, s2: clb })
const spouseAt = (clb: number) => ({ sr: clb, sw: clb, sl: clb, ss: clb })

const lineOf = (score: CrsScore, id: CrsLineId) =>
  score.sections.flatMap((section) => section.lines).find((line) => line.id === id)
const sectionOf = (score: CrsScore, id: CrsSectionId) => {
  const section = score.sections.find((s) => s.id === id)
  if (!section) throw new Error(`No section ${id}`)
  return section
}

interface Profile {
  name: string
  answers: Partial<CrsAnswers>
  core: number
  spouse: number
  transferability: number
  additional: number
  total: number
  /** The lines this profile is about: the points each one adds. */
  lines?: Partial<Record<CrsLineId, number>>
}

const profiles: Profile[] = [
  {
    name: 'single, 29, bachelor, CLB 9, 3 years abroad',
    answers: { ...firstAt(9), foreignWork: 3 },
    // core: age 29 (110) + bachelor (120) + CLB 9 × 4 (31 × 4 = 124) = 354
    // transferability: bachelor with CLB 9 (25) + 3 years abroad with CLB 9 (50) = 75
    // total: 354 + 75 = 429
    core: 354,
    spouse: 0,
    transferability: 75,
    additional: 0,
    total: 429,
    lines: { age: 110, education: 120, firstLanguage: 124, educationTransfer: 25, foreignWorkTransfer: 50 },
  },
  {
    name: 'the same with a spouse: bachelor, CLB 7, 1 year in Canada',
    answers: { ...firstAt(9), foreignWork: 3, spouse: true, ...spouseAt(7), spouseCanadianWork: 1 },
    // core: age 29 (100) + bachelor (112) + CLB 9 × 4 (29 × 4 = 116) = 328
    // spouse: bachelor (8) + CLB 7 × 4 (3 × 4 = 12) + 1 year in Canada (5) = 25
    // transferability: 25 + 50 = 75 (as single); total: 328 + 25 + 75 = 428
    core: 328,
    spouse: 25,
    transferability: 75,
    additional: 0,
    total: 428,
    lines: { age: 100, education: 112, firstLanguage: 116, spouseEducation: 8, spouseLanguage: 12 },
  },
  {
    name: 'single, 35, master, CLB 10, French second at NCLC 9: second language 24, not cut',
    answers: { age: 35, education: 'master', ...firstAt(10), ...secondAt(9) },
    // core: age 35 (77) + master (135) + CLB 10 × 4 (34 × 4 = 136) + NCLC 9 × 4 (6 × 4 = 24) = 372
    // transferability: master (two or more) with CLB 10 (50) = 50
    // additional: French NCLC 7+ with English CLB 5+ (50)
    // total: 372 + 50 + 50 = 472
    core: 372,
    spouse: 0,
    transferability: 50,
    additional: 50,
    total: 472,
    lines: { age: 77, education: 135, firstLanguage: 136, secondLanguage: 24, french: 50 },
  },
  {
    name: 'the same with a spouse: second language capped at 22',
    answers: {
      age: 35,
      education: 'master',
      ...firstAt(10),
      ...secondAt(9),
      spouse: true,
      spouseEducation: 'none',
    },
    // core: age 35 (70) + master (126) + CLB 10 × 4 (32 × 4 = 128) + [6 × 4 = 24, capped at 22] = 346
    // spouse: no education (0) + untested (0) + no Canadian work (0) = 0
    // total: 346 + 0 + 50 + 50 = 446
    core: 346,
    spouse: 0,
    transferability: 50,
    additional: 50,
    total: 446,
    lines: { age: 70, education: 126, firstLanguage: 128, secondLanguage: 22, spouseEducation: 0 },
  },
  {
    name: 'education group capped: two or more credentials, CLB 9, 2 years in Canada',
    answers: { age: 31, education: 'two-or-more', ...firstAt(9), canadianWork: 2, foreignWork: 1 },
    // core: age 31 (99) + two or more (128) + CLB 9 × 4 (124) + 2 years in Canada (53) = 404
    // transferability: education [with CLB 9 (50) + with 2 years in Canada (50) = 100, capped at 50]
    //   + 1 year abroad [with CLB 9 (25) + with 2 years in Canada (25) = 50] = 100
    // total: 404 + 100 = 504
    core: 404,
    spouse: 0,
    transferability: 100,
    additional: 0,
    total: 504,
    lines: { age: 99, education: 128, canadianWork: 53, educationTransfer: 50, foreignWorkTransfer: 50 },
  },
  {
    name: 'transferability capped at 100: PhD, 3 years abroad and a certificate, all at CLB 9',
    answers: { age: 40, education: 'phd', ...firstAt(9), foreignWork: 3, certificate: true },
    // core: age 40 (50) + PhD (150) + CLB 9 × 4 (124) = 324
    // transferability: education (50) + foreign work (50) + certificate at CLB 7+ (50) = 150, capped at 100
    // total: 324 + 100 = 424
    core: 324,
    spouse: 0,
    transferability: 100,
    additional: 0,
    total: 424,
    lines: { age: 50, educationTransfer: 50, foreignWorkTransfer: 50, certificate: 50 },
  },
  {
    name: 'certificate of qualification at CLB 5-6: 25',
    answers: { age: 27, education: 'secondary', r: 5, w: 6, l: 6, s: 6, foreignWork: 2, certificate: true },
    // core: age 27 (110) + secondary (30) + CLB 5, 6, 6, 6 (6 + 9 + 9 + 9 = 33) = 173
    // transferability: secondary is no credential (0) + abroad below CLB 7, no Canadian work (0)
    //   + certificate with CLB 5 at the weakest (25) = 25
    // total: 173 + 25 = 198
    core: 173,
    spouse: 0,
    transferability: 25,
    additional: 0,
    total: 198,
    lines: {
      education: 30,
      firstLanguage: 33,
      educationTransfer: 0,
      foreignWorkTransfer: 0,
      certificate: 25,
    },
  },
  {
    name: 'certificate at CLB 7 with a provincial nomination',
    answers: {
      age: 36,
      education: 'two-year',
      ...firstAt(7),
      canadianWork: 1,
      foreignWork: 1,
      certificate: true,
      nomination: true,
    },
    // core: age 36 (72) + two-year (98) + CLB 7 × 4 (17 × 4 = 68) + 1 year in Canada (40) = 278
    // transferability: education [CLB 7 (13) + 1 year in Canada (13) = 26]
    //   + 1 year abroad [CLB 7 (13) + 1 year in Canada (13) = 26] + certificate (50) = 102, capped at 100
    // additional: nomination (600); total: 278 + 100 + 600 = 978
    core: 278,
    spouse: 0,
    transferability: 100,
    additional: 600,
    total: 978,
    lines: {
      age: 72,
      education: 98,
      firstLanguage: 68,
      canadianWork: 40,
      educationTransfer: 26,
      foreignWorkTransfer: 26,
      certificate: 50,
      nomination: 600,
    },
  },
  {
    name: 'French first at NCLC 7 with English CLB 5: 50 French points',
    answers: { age: 30, first: 'fr', ...firstAt(7), ...secondAt(5) },
    // core: age 30 (105) + bachelor (120) + NCLC 7 × 4 (68) + CLB 5 × 4 (1 × 4 = 4) = 297
    // transferability: bachelor with NCLC 7 (13); additional: French with English CLB 5+ (50)
    // total: 297 + 13 + 50 = 360
    core: 297,
    spouse: 0,
    transferability: 13,
    additional: 50,
    total: 360,
    lines: { age: 105, firstLanguage: 68, secondLanguage: 4, educationTransfer: 13, french: 50 },
  },
  {
    name: 'French first at NCLC 7 with English CLB 4: 25 French points',
    answers: { age: 30, first: 'fr', ...firstAt(7), ...secondAt(4) },
    // core: age 30 (105) + bachelor (120) + NCLC 7 × 4 (68) + CLB 4 × 4 (0) = 293
    // transferability: 13; additional: French with English CLB 4 (25); total: 293 + 13 + 25 = 331
    core: 293,
    spouse: 0,
    transferability: 13,
    additional: 25,
    total: 331,
    lines: { secondLanguage: 0, french: 25 },
  },
  {
    name: 'French first without an English test, with a spouse at the spouse maximum',
    answers: {
      age: 34,
      spouse: true,
      education: 'master',
      first: 'fr',
      ...firstAt(8),
      canadianWork: 3,
      spouseEducation: 'phd',
      ...spouseAt(9),
      spouseCanadianWork: 5,
      canadianStudy: 'long',
    },
    // core: age 34 (75) + master (126) + NCLC 8 × 4 (22 × 4 = 88) + 3 years in Canada (56) = 345
    // spouse: PhD (10) + CLB 9 × 4 (5 × 4 = 20) + 5 years in Canada (10) = 40
    // transferability: education [NCLC 8 (25) + 3 years in Canada (50) = 75, capped at 50] = 50
    // additional: French without English (25) + long Canadian study (30) = 55
    // total: 345 + 40 + 50 + 55 = 490
    core: 345,
    spouse: 40,
    transferability: 50,
    additional: 55,
    total: 490,
    lines: {
      age: 75,
      firstLanguage: 88,
      canadianWork: 56,
      spouseEducation: 10,
      spouseLanguage: 20,
      spouseCanadianWork: 10,
      educationTransfer: 50,
      french: 25,
      canadianStudy: 30,
    },
  },
  {
    name: 'English first at CLB 5, French second at NCLC 7, a sibling and a short Canadian credential',
    answers: {
      age: 20,
      education: 'one-year',
      ...firstAt(5),
      ...secondAt(7),
      sibling: true,
      canadianStudy: 'short',
    },
    // core: age 20 (110) + one-year (90) + CLB 5 × 4 (6 × 4 = 24) + NCLC 7 × 4 (3 × 4 = 12) = 236
    // transferability: CLB 5 is below CLB 7, no work (0)
    // additional: French with English CLB 5+ (50) + sibling (15) + short Canadian study (15) = 80
    // total: 236 + 0 + 80 = 316
    core: 236,
    spouse: 0,
    transferability: 0,
    additional: 80,
    total: 316,
    lines: {
      education: 90,
      firstLanguage: 24,
      secondLanguage: 12,
      french: 50,
      sibling: 15,
      canadianStudy: 15,
    },
  },
  {
    name: 'the same with English CLB 4 in reading: 25 French points',
    answers: {
      age: 20,
      education: 'one-year',
      ...firstAt(5),
      r: 4,
      ...secondAt(7),
      sibling: true,
      canadianStudy: 'short',
    },
    // core: age 20 (110) + one-year (90) + CLB 4, 5, 5, 5 (6 × 4 = 24) + NCLC 7 × 4 (12) = 236
    // additional: French with English below CLB 5 (25) + sibling (15) + short study (15) = 55
    // total: 236 + 0 + 55 = 291
    core: 236,
    spouse: 0,
    transferability: 0,
    additional: 55,
    total: 291,
    lines: { firstLanguage: 24, french: 25 },
  },
  {
    name: 'single, 45: no age points',
    answers: { age: 45, education: 'phd', ...firstAt(10), canadianWork: 5 },
    // core: age 45 (0) + PhD (150) + CLB 10 × 4 (136) + 5 years in Canada (80) = 366
    // transferability: education [CLB 10 (50) + 5 years in Canada (50) = 100, capped at 50] = 50
    // total: 366 + 50 = 416
    core: 366,
    spouse: 0,
    transferability: 50,
    additional: 0,
    total: 416,
    lines: { age: 0, education: 150, firstLanguage: 136, canadianWork: 80, educationTransfer: 50 },
  },
  {
    name: 'single, 17: no age points',
    answers: { age: 17, education: 'secondary' },
    // core: age 17 (0) + secondary (30) + CLB 8 × 4 (23 × 4 = 92) = 122; no transferability: 122
    core: 122,
    spouse: 0,
    transferability: 0,
    additional: 0,
    total: 122,
    lines: { age: 0, education: 30, firstLanguage: 92 },
  },
  {
    name: 'with a spouse, 18, no education, CLB 3; the spouse has 2 years in Canada',
    answers: {
      age: 18,
      spouse: true,
      education: 'none',
      ...firstAt(3),
      spouseEducation: 'none',
      ...spouseAt(4),
      spouseCanadianWork: 2,
    },
    // core: age 18 (90) + no education (0) + CLB 3 × 4 (0) = 90
    // spouse: no education (0) + CLB 4 × 4 (0) + 2 years in Canada (7) = 7; total: 90 + 7 = 97
    core: 90,
    spouse: 7,
    transferability: 0,
    additional: 0,
    total: 97,
    lines: { age: 90, education: 0, firstLanguage: 0, spouseLanguage: 0, spouseCanadianWork: 7 },
  },
  {
    name: 'with a spouse, 42, two-year diploma, 4 years in Canada and 1 abroad',
    answers: {
      age: 42,
      spouse: true,
      education: 'two-year',
      canadianWork: 4,
      foreignWork: 1,
      spouseEducation: 'secondary',
      ...spouseAt(6),
    },
    // core: age 42 (25) + two-year (91) + CLB 8 × 4 (22 × 4 = 88) + 4 years in Canada (63) = 267
    // spouse: secondary (2) + CLB 6 × 4 (1 × 4 = 4) + none in Canada (0) = 6
    // transferability: education [CLB 8 (13) + 2+ years in Canada (25) = 38]
    //   + 1 year abroad [CLB 8 (13) + 2+ years in Canada (25) = 38] = 76
    // total: 267 + 6 + 76 = 349
    core: 267,
    spouse: 6,
    transferability: 76,
    additional: 0,
    total: 349,
    lines: { age: 25, education: 91, canadianWork: 63, educationTransfer: 38, foreignWorkTransfer: 38 },
  },
  {
    name: 'single, 44, 1 year in Canada, a sibling and a short Canadian credential',
    answers: { age: 44, ...firstAt(7), canadianWork: 1, sibling: true, canadianStudy: 'short' },
    // core: age 44 (6) + bachelor (120) + CLB 7 × 4 (68) + 1 year in Canada (40) = 234
    // transferability: education [CLB 7 (13) + 1 year in Canada (13)] = 26
    // additional: sibling (15) + short study (15) = 30; total: 234 + 26 + 30 = 290
    core: 234,
    spouse: 0,
    transferability: 26,
    additional: 30,
    total: 290,
    lines: { age: 6, canadianWork: 40, educationTransfer: 26, sibling: 15, canadianStudy: 15 },
  },
  {
    name: 'everything at its best, single: 1,200',
    answers: {
      age: 25,
      education: 'phd',
      ...firstAt(12),
      ...secondAt(9),
      canadianWork: 5,
      foreignWork: 3,
      certificate: true,
      nomination: true,
      canadianStudy: 'long',
      sibling: true,
    },
    // core: age 25 (110) + PhD (150) + CLB 12 × 4 (136) + NCLC 9 × 4 (24) + 5 years in Canada (80) = 500
    // transferability: education [50 + 50, capped at 50] + foreign [50 + 50, capped at 50]
    //   + certificate (50) = 150, capped at 100
    // additional: nomination (600) + French (50) + long study (30) + sibling (15) = 695, capped at 600
    // total: 500 + 100 + 600 = 1,200
    core: 500,
    spouse: 0,
    transferability: 100,
    additional: 600,
    total: 1200,
  },
  {
    name: 'everything at its best, with a spouse: 1,200',
    answers: {
      age: 25,
      spouse: true,
      education: 'phd',
      ...firstAt(10),
      ...secondAt(9),
      canadianWork: 5,
      foreignWork: 3,
      certificate: true,
      spouseEducation: 'master',
      ...spouseAt(9),
      spouseCanadianWork: 5,
      nomination: true,
      canadianStudy: 'long',
      sibling: true,
    },
    // core: age 25 (100) + PhD (140) + CLB 10 × 4 (128) + [24, capped at 22] + 5 years in Canada (70) = 460
    // spouse: master (10) + CLB 9 × 4 (20) + 5 years in Canada (10) = 40
    // transferability: 150, capped at 100; additional: 695, capped at 600
    // total: 460 + 40 + 100 + 600 = 1,200
    core: 460,
    spouse: 40,
    transferability: 100,
    additional: 600,
    total: 1200,
    lines: { secondLanguage: 22, spouseEducation: 10 },
  },
]

describe('CRS points, worked by hand from the official grid', () => {
  it.each(profiles)('$name: $total points', (profile) => {
    const score = scoreCrs({ ...base, ...profile.answers }, grid)
    expect(score.total).toBe(profile.total)
    expect(score.maximum).toBe(maximum)
    expect(score.sections.map((section) => [section.id, section.subtotal.points])).toEqual([
      ['core', profile.core],
      ['spouse', profile.spouse],
      ['transferability', profile.transferability],
      ['additional', profile.additional],
    ])
    for (const [id, points] of Object.entries(profile.lines ?? {})) {
      expect(lineOf(score, id as CrsLineId)?.points, id).toBe(points)
    }
  })

  it('shows the second-language points a spouse cuts to 22', () => {
    // CLB 9+ in all four second-language abilities: 6 × 4 = 24, capped at 22 with a spouse
    const withSpouse = scoreCrs({ ...base, ...secondAt(9), spouse: true }, grid)
    expect(lineOf(withSpouse, 'secondLanguage')).toEqual({
      id: 'secondLanguage',
      points: 22,
      uncapped: 24,
      cap: 22,
    })
    const single = scoreCrs({ ...base, ...secondAt(9) }, grid)
    expect(lineOf(single, 'secondLanguage')).toEqual({ id: 'secondLanguage', points: 24 })
  })

  it('shows the transferability group and section caps it applied', () => {
    // two or more credentials with CLB 9 (50) + 2 years in Canada (50) = 100, capped at 50
    const group = scoreCrs({ ...base, education: 'two-or-more', ...firstAt(9), canadianWork: 2 }, grid)
    expect(lineOf(group, 'educationTransfer')).toEqual({
      id: 'educationTransfer',
      points: 50,
      uncapped: 100,
      cap: 50,
    })
    // education (50) + foreign work (50) + certificate (50) = 150, capped at 100
    const section = scoreCrs(
      { ...base, education: 'phd', ...firstAt(9), foreignWork: 3, certificate: true },
      grid,
    )
    expect(sectionOf(section, 'transferability').subtotal).toEqual({
      id: 'transferability',
      points: 100,
      uncapped: 150,
      cap: 100,
    })
  })

  it('shows the additional points cut to 600', () => {
    // nomination (600) + sibling (15) = 615, capped at 600
    const score = scoreCrs({ ...base, nomination: true, sibling: true }, grid)
    expect(sectionOf(score, 'additional').subtotal).toEqual({
      id: 'additional',
      points: 600,
      uncapped: 615,
      cap: 600,
    })
  })

  it('has no spouse lines for a single applicant', () => {
    const score = scoreCrs({ ...base, spouseEducation: 'phd', ...spouseAt(9), spouseCanadianWork: 5 }, grid)
    expect(sectionOf(score, 'spouse').lines).toEqual([])
    expect(sectionOf(score, 'spouse').subtotal.points).toBe(0)
  })
})

describe('every row of the CRS grid', () => {
  // [age, with a spouse, single]
  it.each([
    [17, 0, 0],
    [18, 90, 99],
    [19, 95, 105],
    [20, 100, 110],
    [25, 100, 110],
    [29, 100, 110],
    [30, 95, 105],
    [31, 90, 99],
    [32, 85, 94],
    [33, 80, 88],
    [34, 75, 83],
    [35, 70, 77],
    [36, 65, 72],
    [37, 60, 66],
    [38, 55, 61],
    [39, 50, 55],
    [40, 45, 50],
    [41, 35, 39],
    [42, 25, 28],
    [43, 15, 17],
    [44, 5, 6],
    [45, 0, 0],
  ])('age %i: %i with a spouse, %i single', (age, withSpouse, single) => {
    expect(lineOf(scoreCrs({ ...base, age, spouse: true }, grid), 'age')?.points).toBe(withSpouse)
    expect(lineOf(scoreCrs({ ...base, age }, grid), 'age')?.points).toBe(single)
  })

  // [education, with a spouse, single, the spouse's own education]
  it.each<[Education, number, number, number]>([
    ['none', 0, 0, 0],
    ['secondary', 28, 30, 2],
    ['one-year', 84, 90, 6],
    ['two-year', 91, 98, 7],
    ['bachelor', 112, 120, 8],
    ['two-or-more', 119, 128, 9],
    ['master', 126, 135, 10],
    ['phd', 140, 150, 10],
  ])(
    'education %s: %i with a spouse, %i single, %i for the spouse',
    (education, withSpouse, single, spouse) => {
      const married = scoreCrs({ ...base, education, spouse: true, spouseEducation: education }, grid)
      expect(lineOf(married, 'education')?.points).toBe(withSpouse)
      expect(lineOf(married, 'spouseEducation')?.points).toBe(spouse)
      expect(lineOf(scoreCrs({ ...base, education }, grid), 'education')?.points).toBe(single)
    },
  )

  // [CLB in all four abilities, first language with a spouse, single, second language, spouse's language]
  // (four abilities each: 4 × the per-ability points; the second language 6 × 4 = 24 is cut to 22 with a spouse)
  it.each([
    [0, 0, 0, 0, 0],
    [3, 0, 0, 0, 0],
    [4, 24, 24, 0, 0],
    [5, 24, 24, 4, 4],
    [6, 32, 36, 4, 4],
    [7, 64, 68, 12, 12],
    [8, 88, 92, 12, 12],
    [9, 116, 124, 24, 20],
    [10, 128, 136, 24, 20],
    [12, 128, 136, 24, 20],
  ])(
    'CLB %i: first %i with a spouse, %i single; second %i; spouse %i',
    (clb, withSpouse, single, second, spouse) => {
      const married = scoreCrs({ ...base, ...firstAt(clb), spouse: true, ...spouseAt(clb) }, grid)
      expect(lineOf(married, 'firstLanguage')?.points).toBe(withSpouse)
      expect(lineOf(married, 'spouseLanguage')?.points).toBe(spouse)
      const alone = scoreCrs({ ...base, ...firstAt(clb), ...secondAt(clb) }, grid)
      expect(lineOf(alone, 'firstLanguage')?.points).toBe(single)
      expect(lineOf(alone, 'secondLanguage')?.points).toBe(second)
    },
  )

  // [years, with a spouse, single, the spouse's own]
  it.each([
    [0, 0, 0, 0],
    [1, 35, 40, 5],
    [2, 46, 53, 7],
    [3, 56, 64, 8],
    [4, 63, 72, 9],
    [5, 70, 80, 10],
  ])(
    '%i years of Canadian work: %i with a spouse, %i single, %i for the spouse',
    (years, withSpouse, single, spouse) => {
      const married = scoreCrs(
        { ...base, canadianWork: years, spouse: true, spouseCanadianWork: years },
        grid,
      )
      expect(lineOf(married, 'canadianWork')?.points).toBe(withSpouse)
      expect(lineOf(married, 'spouseCanadianWork')?.points).toBe(spouse)
      expect(lineOf(scoreCrs({ ...base, canadianWork: years }, grid), 'canadianWork')?.points).toBe(single)
    },
  )

  // [education, weakest first-language CLB, years in Canada, education transferability]
  it.each<[Education, number, number, number]>([
    ['secondary', 10, 5, 0],
    ['one-year', 6, 0, 0],
    ['one-year', 7, 0, 13],
    ['two-year', 9, 0, 25],
    ['bachelor', 6, 1, 13],
    ['bachelor', 6, 2, 25],
    ['bachelor', 9, 2, 50],
    ['two-or-more', 8, 0, 25],
    ['master', 9, 0, 50],
    ['phd', 6, 1, 25],
    ['phd', 6, 3, 50],
    ['phd', 7, 1, 50],
  ])(
    'education %s, CLB %i, %i years in Canada: %i for transferability',
    (education, clb, canadianWork, points) => {
      const score = scoreCrs({ ...base, education, ...firstAt(clb), canadianWork }, grid)
      expect(lineOf(score, 'educationTransfer')?.points).toBe(points)
    },
  )

  // [years abroad, weakest first-language CLB, years in Canada, foreign work transferability]
  it.each([
    [0, 10, 5, 0],
    [1, 6, 0, 0],
    [1, 7, 0, 13],
    [2, 9, 0, 25],
    [2, 6, 1, 13],
    [1, 6, 2, 25],
    [3, 8, 0, 25],
    [3, 9, 0, 50],
    [3, 6, 1, 25],
    [3, 6, 2, 50],
    [2, 8, 1, 26],
    [3, 7, 1, 50],
  ])(
    '%i years abroad, CLB %i, %i years in Canada: %i for transferability',
    (foreignWork, clb, canadianWork, points) => {
      const score = scoreCrs({ ...base, foreignWork, ...firstAt(clb), canadianWork }, grid)
      expect(lineOf(score, 'foreignWorkTransfer')?.points).toBe(points)
    },
  )

  // [weakest first-language CLB, certificate of qualification]
  it.each([
    [4, 0],
    [5, 25],
    [6, 25],
    [7, 50],
    [12, 50],
  ])('a certificate of qualification with CLB %i: %i', (clb, points) => {
    const score = scoreCrs({ ...base, ...firstAt(clb), certificate: true }, grid)
    expect(lineOf(score, 'certificate')?.points).toBe(points)
  })

  // [first language, its CLB/NCLC, the second's, French points]
  it.each<['en' | 'fr', number, number, number]>([
    ['fr', 7, 5, 50],
    ['fr', 7, 4, 25],
    ['fr', 7, 0, 25],
    ['fr', 6, 9, 0],
    ['en', 5, 7, 50],
    ['en', 4, 7, 25],
    ['en', 12, 6, 0],
    ['en', 9, 0, 0],
  ])('first %s at %i, second at %i: %i French points', (first, firstClb, secondClb, points) => {
    const score = scoreCrs({ ...base, first, ...firstAt(firstClb), ...secondAt(secondClb) }, grid)
    expect(lineOf(score, 'french')?.points).toBe(points)
  })

  it('gives 600 for a nomination, 15 or 30 for Canadian study, 15 for a sibling', () => {
    const line = (answers: Partial<CrsAnswers>, id: CrsLineId) =>
      lineOf(scoreCrs({ ...base, ...answers }, grid), id)?.points
    expect(line({ nomination: true }, 'nomination')).toBe(600)
    expect(line({ canadianStudy: 'short' }, 'canadianStudy')).toBe(15)
    expect(line({ canadianStudy: 'long' }, 'canadianStudy')).toBe(30)
    expect(line({ sibling: true }, 'sibling')).toBe(15)
    expect(line({}, 'nomination')).toBe(0)
    expect(line({}, 'canadianStudy')).toBe(0)
    expect(line({}, 'sibling')).toBe(0)
  })
})

// ---------------------------------------------------------------- properties over every answer

const level = fc.integer({ min: 0, max: 12 })

/** Any answers the page can hold: without a spouse, the spouse's factors stay at their defaults. */
const answersArbitrary: fc.Arbitrary<CrsAnswers> = fc
  .record({
    age: fc.integer({ min: 17, max: 45 }),
    spouse: fc.boolean(),
    education: fc.constantFrom(...educationLevels),
    first: fc.constantFrom(...officialLanguages),
    r: level,
    w: level,
    l: level,
    s: level,
    r2: level,
    w2: level,
    l2: level,
    s2: level,
    canadianWork: fc.integer({ min: 0, max: 5 }),
    foreignWork: fc.integer({ min: 0, max: 3 }),
    certificate: fc.boolean(),
    spouseEducation: fc.constantFrom(...educationLevels),
    sr: level,
    sw: level,
    sl: level,
    ss: level,
    spouseCanadianWork: fc.integer({ min: 0, max: 5 }),
    nomination: fc.boolean(),
    canadianStudy: fc.constantFrom(...canadianStudyLevels),
    sibling: fc.boolean(),
    occupation: fc.constantFrom(...occupationGroups),
  })
  .map((answers) =>
    answers.spouse
      ? answers
      : {
          ...answers,
          spouseEducation: crsDefaults.spouseEducation,
          sr: crsDefaults.sr,
          sw: crsDefaults.sw,
          sl: crsDefaults.sl,
          ss: crsDefaults.ss,
          spouseCanadianWork: crsDefaults.spouseCanadianWork,
        },
  )

type Improvement = (a: CrsAnswers) => CrsAnswers | undefined
type Level = (typeof abilities)[number] | `${(typeof abilities)[number]}2` | `s${(typeof abilities)[number]}`

const oneLevelUp =
  (key: Level, spouseOnly = false): Improvement =>
  (a) =>
    a[key] < 12 && (!spouseOnly || a.spouse) ? { ...a, [key]: a[key] + 1 } : undefined
const oneYearMore =
  (key: 'canadianWork' | 'foreignWork' | 'spouseCanadianWork', max: number): Improvement =>
  (a) =>
    a[key] < max && (key !== 'spouseCanadianWork' || a.spouse) ? { ...a, [key]: a[key] + 1 } : undefined
const higherEducation =
  (key: 'education' | 'spouseEducation'): Improvement =>
  (a) => {
    const next = educationLevels[educationLevels.indexOf(a[key]) + 1]
    return next && (key === 'education' || a.spouse) ? { ...a, [key]: next } : undefined
  }
const switchedOn =
  (key: 'certificate' | 'nomination' | 'sibling'): Improvement =>
  (a) =>
    a[key] ? undefined : { ...a, [key]: true }

const improvements: [string, Improvement][] = [
  ...abilities.map((a): [string, Improvement] => [`first language ${a} one level up`, oneLevelUp(a)]),
  ...abilities.map((a): [string, Improvement] => [`second language ${a} one level up`, oneLevelUp(`${a}2`)]),
  ...abilities.map((a): [string, Improvement] => [
    `the spouse's ${a} one level up`,
    oneLevelUp(`s${a}`, true),
  ]),
  ['a year more in Canada', oneYearMore('canadianWork', 5)],
  ['a year more abroad', oneYearMore('foreignWork', 3)],
  ['a year more in Canada for the spouse', oneYearMore('spouseCanadianWork', 5)],
  ['higher education', higherEducation('education')],
  ["the spouse's higher education", higherEducation('spouseEducation')],
  ['a certificate of qualification', switchedOn('certificate')],
  ['a provincial nomination', switchedOn('nomination')],
  ['a sibling in Canada', switchedOn('sibling')],
  [
    'longer Canadian study',
    (a) => {
      const next = canadianStudyLevels[canadianStudyLevels.indexOf(a.canadianStudy) + 1]
      return next && { ...a, canadianStudy: next }
    },
  ],
]

describe('CRS points, for every answer', () => {
  it('add up to the total the visitor sees, section by section', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        const score = scoreCrs(answers, grid)
        expect(score.sections.map((section) => section.id)).toEqual([
          'core',
          'spouse',
          'transferability',
          'additional',
        ])
        for (const section of score.sections) {
          const sum = sumOf(section.lines)
          if (section.subtotal.uncapped === undefined) expect(section.subtotal.points).toBe(sum)
          else {
            // Cut to its cap: the points are the cap, and what was cut is what the lines add up to.
            expect(section.subtotal.uncapped).toBe(sum)
            expect(section.subtotal.points).toBe(section.max)
            expect(section.subtotal.cap).toBe(section.max)
            expect(sum).toBeGreaterThan(section.max)
          }
        }
        expect(score.total).toBe(sumOf(score.sections.map((section) => section.subtotal)))
      }),
    )
  })

  it('keep every line and section within its cap, and the total within 1,200', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        const score = scoreCrs(answers, grid)
        for (const line of score.sections.flatMap((section) => section.lines)) {
          expect(line.points).toBeGreaterThanOrEqual(0)
          if (line.cap !== undefined) {
            expect(line.points).toBe(line.cap)
            expect(line.uncapped).toBeGreaterThan(line.cap)
          }
        }
        const second = lineOf(score, 'secondLanguage')?.points
        expect(second).toBeLessThanOrEqual(answers.spouse ? 22 : 24)
        expect(sectionOf(score, 'core').subtotal.points).toBeLessThanOrEqual(
          answers.spouse ? coreMax.withSpouse : coreMax.single,
        )
        expect(sectionOf(score, 'spouse').subtotal.points).toBeLessThanOrEqual(answers.spouse ? spouseMax : 0)
        const transferability = sectionOf(score, 'transferability')
        for (const line of transferability.lines) expect(line.points).toBeLessThanOrEqual(groupMax)
        expect(transferability.subtotal.points).toBeLessThanOrEqual(transferabilityMax)
        expect(sectionOf(score, 'additional').subtotal.points).toBeLessThanOrEqual(additionalMax)
        expect(score.total).toBeLessThanOrEqual(maximum)
      }),
    )
  })

  it.each(improvements)('never go down with %s', (_, improve) => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        const better = improve(answers)
        if (better === undefined) return
        expect(scoreCrs(better, grid).total).toBeGreaterThanOrEqual(scoreCrs(answers, grid).total)
      }),
    )
  })
})

// ---------------------------------------------------------------- the page's URL

const parse = (query: string) => parseCrsQuery(new URLSearchParams(query), grid)

describe('a CRS link', () => {
  it('brings back exactly the answers it was made from', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        expect(parse(crsQuery(answers).toString())).toEqual(answers)
      }),
    )
  })

  it('without a query, starts from the defaults', () => {
    expect(parse('')).toEqual(crsDefaults)
  })

  it('falls back to the defaults for values it cannot read', () => {
    expect(
      parse(
        '?age=abc&education=masters&first=de&r=13&w=-1&l=eight&s=8.5&canadianWork=x&foreignWork=-3&canadianStudy=medium',
      ),
    ).toEqual(crsDefaults)
  })

  it.each([
    ['age=abc', crsDefaults.age],
    ['age=12', 17],
    ['age=17', 17],
    ['age=44', 44],
    ['age=45', 45],
    ['age=60', 45],
    ['age=1000', crsDefaults.age],
  ])('reads %s as age %i (17 standing for 17 or under, 45 for 45 or over)', (query, age) => {
    expect(parse(query).age).toBe(age)
  })

  it('reads a level above 12 as the default', () => {
    expect(parse('r=13').r).toBe(crsDefaults.r)
    expect(parse('r2=13').r2).toBe(0)
    expect(parse('r=12&r2=12').r).toBe(12)
  })

  it('keeps years within the grid', () => {
    expect(parse('canadianWork=9&foreignWork=7')).toMatchObject({ canadianWork: 5, foreignWork: 3 })
    expect(parse('spouse=1&spouseCanadianWork=20').spouseCanadianWork).toBe(5)
  })

  it('switches a flag on only with 1', () => {
    expect(parse('certificate=true&nomination=yes&sibling=0&spouse=on')).toMatchObject({
      certificate: false,
      nomination: false,
      sibling: false,
      spouse: false,
    })
    expect(parse('certificate=1&nomination=1&sibling=1&spouse=1')).toMatchObject({
      certificate: true,
      nomination: true,
      sibling: true,
      spouse: true,
    })
  })

  it("ignores the spouse's factors without spouse=1", () => {
    const spouseFactors = 'sr=9&sw=9&sl=9&ss=9&spouseEducation=phd&spouseCanadianWork=3'
    expect(parse(spouseFactors)).toEqual(crsDefaults)
    expect(parse(`spouse=true&${spouseFactors}`)).toEqual(crsDefaults)
    expect(parse(`spouse=1&${spouseFactors}`)).toMatchObject({
      spouse: true,
      sr: 9,
      sw: 9,
      sl: 9,
      ss: 9,
      spouseEducation: 'phd',
      spouseCanadianWork: 3,
    })
  })

  it('never throws, and always gives answers the calculator can score', () => {
    const names = [...Object.keys(crsDefaults), 'spouse']
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.string(), fc.integer().map(String))),
        (params) => {
          const answers = parseCrsQuery(new URLSearchParams(params), grid)
          expect(answers.age).toBeGreaterThanOrEqual(17)
          expect(answers.age).toBeLessThanOrEqual(45)
          for (const a of abilities) {
            for (const key of [a, `${a}2`, `s${a}`] as const) {
              expect(answers[key]).toBeGreaterThanOrEqual(0)
              expect(answers[key]).toBeLessThanOrEqual(12)
            }
          }
          expect(answers.canadianWork).toBeLessThanOrEqual(5)
          expect(answers.foreignWork).toBeLessThanOrEqual(3)
          expect(answers.spouseCanadianWork).toBeLessThanOrEqual(5)
          expect(educationLevels).toContain(answers.education)
          expect(educationLevels).toContain(answers.spouseEducation)
          expect(officialLanguages).toContain(answers.first)
          expect(canadianStudyLevels).toContain(answers.canadianStudy)
          const score = scoreCrs(answers, grid)
          expect(Number.isInteger(score.total)).toBe(true)
          expect(score.total).toBeLessThanOrEqual(maximum)
        },
      ),
    )
  })
})

describe('a grid with a hole in it', () => {
  it('stops the calculation with the place it lacks, never scoring it 0', () => {
    const holed = {
      ...grid,
      canadianWork: { ...grid.canadianWork, single: grid.canadianWork.single.slice(0, 2) },
    }
    const answers = { ...crsDefaults, canadianWork: 4 }
    expect(() => scoreCrs(answers, holed)).toThrow('The points grid has no value at 4')
  })
})

describe('the CRS tables the page prints', () => {
  it('names each table’s cap for what it caps: the second language’s total, then each section’s', () => {
    const { grid: copy, calculator } = copyIn('en').crsCalculator
    const tables = crsTables(grid, copy, calculator.education.options, 'Points')
    const secondLanguage = tables.find((table) => table.caption === copy.tables.secondLanguage)
    expect(secondLanguage?.rows.at(-1)?.situation).toBe(copy.caps.secondLanguage)
    expect(tables.at(-1)?.caption).toBe(copy.caps.heading)
  })
})
