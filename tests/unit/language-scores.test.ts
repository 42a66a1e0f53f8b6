// Test scores to each destination's levels, worked from the official tables themselves: every row is
// copied here from the table it cites, the registry must hold the same numbers, and every band edge of
// every table is crossed (the row's score reaches its level; one step below does not).
import { describe, expect, it } from 'vitest'
import { australianEnglish as australiaOutcome } from '../../lib/language-scores/australia'
import { type CanadaTest, clbLevels, levelReached, nextClb } from '../../lib/language-scores/clb'
import {
  germanEnglishLevel,
  germanyOpportunityCard,
  ieltsOverall,
  nzSkilledMigrant,
  type TestScores,
  ukSkilledWorker,
} from '../../lib/language-scores/destinations'
import { type AustralianLevel, languageTables as tables } from '../../lib/language-scores/tables'
import { type Ability, abilities, readScore, scaleOf, type TestId } from '../../lib/language-scores/tests'

type Row<Level> = readonly [level: Level, r: number, w: number, l: number, s: number]
const each = (score: number): Record<Ability, number> => ({ r: score, w: score, l: score, s: score })
const asScores = ([, r, w, l, s]: Row<unknown>): Record<Ability, number> => ({ r, w, l, s })

// ---------------------------------------------------------------- Canada
// IRCC, "Language test equivalency charts" (Express Entry), and for TEF Canada the table for tests taken
// from 11 December 2023 on IRCC's post-graduation work permit "language test results" page.
// Columns as IRCC prints them: CLB level | Reading | Writing | Listening | Speaking; each cell the lowest
// score of the row's range.
const irccCharts: Record<Exclude<CanadaTest, 'clb'>, readonly Row<number>[]> = {
  // IELTS General Training chart
  ielts: [
    [10, 8, 7.5, 8.5, 7.5], // "10 | 8.0 | 7.5 | 8.5 | 7.5"
    [9, 7, 7, 8, 7], // "9 | 7.0 | 7.0 | 8.0 | 7.0"
    [8, 6.5, 6.5, 7.5, 6.5], // "8 | 6.5 | 6.5 | 7.5 | 6.5"
    [7, 6, 6, 6, 6], // "7 | 6.0 | 6.0 | 6.0 | 6.0"
    [6, 5, 5.5, 5.5, 5.5], // "6 | 5.0 | 5.5 | 5.5 | 5.5"
    [5, 4, 5, 5, 5], // "5 | 4.0 | 5.0 | 5.0 | 5.0"
    [4, 3.5, 4, 4.5, 4], // "4 | 3.5 | 4.0 | 4.5 | 4.0"
  ],
  // CELPIP-General chart: "10 | 10 | 10 | 10 | 10" down to "4 | 4 | 4 | 4 | 4"
  celpip: [10, 9, 8, 7, 6, 5, 4].map((level) => [level, level, level, level, level] as const),
  // PTE Core chart
  pte: [
    [10, 88, 90, 89, 89], // "10 | 88-90 | 90 | 89-90 | 89-90"
    [9, 78, 88, 82, 84], // "9 | 78-87 | 88-89 | 82-88 | 84-88"
    [8, 69, 79, 71, 76], // "8 | 69-77 | 79-87 | 71-81 | 76-83"
    [7, 60, 69, 60, 68], // "7 | 60-68 | 69-78 | 60-70 | 68-75"
    [6, 51, 60, 50, 59], // "6 | 51-59 | 60-68 | 50-59 | 59-67"
    [5, 42, 51, 39, 51], // "5 | 42-50 | 51-59 | 39-49 | 51-58"
    [4, 33, 41, 28, 42], // "4 | 33-41 | 41-50 | 28-38 | 42-50"
    [3, 24, 32, 18, 34], // "3 | 24-32 | 32-40 | 18-27 | 34-41"
  ],
  // TEF Canada, tests taken after 10 December 2023 (scores out of 699)
  tef: [
    [10, 546, 558, 546, 556], // "10 | 546-699 | 558-699 | 546-699 | 556-699"
    [9, 503, 512, 503, 518], // "9 | 503-545 | 512-557 | 503-545 | 518-555"
    [8, 462, 472, 462, 494], // "8 | 462-502 | 472-511 | 462-502 | 494-517"
    [7, 434, 428, 434, 456], // "7 | 434-461 | 428-471 | 434-461 | 456-493"
    [6, 393, 379, 393, 422], // "6 | 393-433 | 379-427 | 393-433 | 422-455"
    [5, 352, 330, 352, 387], // "5 | 352-392 | 330-378 | 352-392 | 387-421"
    [4, 306, 268, 306, 328], // "4 | 306-351 | 268-329 | 306-351 | 328-386"
  ],
  // TCF Canada chart
  tcf: [
    [10, 549, 16, 549, 16], // "10 and above | 549-699 | 16-20 | 549-699 | 16-20"
    [9, 524, 14, 523, 14], // "9 | 524-548 | 14-15 | 523-548 | 14-15"
    [8, 499, 12, 503, 12], // "8 | 499-523 | 12-13 | 503-522 | 12-13"
    [7, 453, 10, 458, 10], // "7 | 453-498 | 10-11 | 458-502 | 10-11"
    [6, 406, 7, 398, 7], // "6 | 406-452 | 7-9 | 398-457 | 7-9"
    [5, 375, 6, 369, 6], // "5 | 375-405 | 6 | 369-397 | 6"
    [4, 342, 4, 331, 4], // "4 | 342-374 | 4-5 | 331-368 | 4-5"
  ],
}

/** One step below a score on a test's scale (a half band for IELTS). */
const below = (test: TestId, ability: Ability, score: number) => score - scaleOf(test, ability).step

describe.each(Object.entries(irccCharts) as [Exclude<CanadaTest, 'clb'>, readonly Row<number>[]][])(
  'CLB from %s',
  (test, chart) => {
    const rows = tables.clb[test]

    it('the registry holds IRCC’s chart, row for row', () => {
      expect(rows.map((row) => [row.level, row.min.r, row.min.w, row.min.l, row.min.s])).toEqual(chart)
    })

    // Every edge: the row's lowest score reaches its level, one step less the level under it
    // (below the chart's lowest row, 0: no level the chart certifies).
    const edges = chart.flatMap((row, index) =>
      abilities.map((ability) => {
        const min = asScores(row)[ability]
        const under = chart[index + 1]?.[0] ?? 0
        return [row[0], ability, min, under] as const
      }),
    )
    it.each(edges)('CLB %i in %s starts at %d; a step less is CLB %i', (level, ability, min, under) => {
      expect(levelReached(rows, ability, min)).toBe(level)
      expect(levelReached(rows, ability, below(test, ability, min))).toBe(under)
    })

    it('the top of the scale is the chart’s top row, CLB 10 ("10 and above")', () => {
      for (const ability of abilities)
        expect(levelReached(rows, ability, scaleOf(test, ability).max)).toBe(10)
    })
  },
)

describe('CLB levels of a test report', () => {
  it('reads each ability on its own column: IELTS L 8, R 7, W 6.5, S 7', () => {
    // Listening 8.0 is CLB 9 (row 9), reading 7.0 CLB 9, writing 6.5 CLB 8, speaking 7.0 CLB 9.
    expect(clbLevels(tables, 'ielts', { l: 8, r: 7, w: 6.5, s: 7 })).toEqual({ l: 9, r: 9, w: 8, s: 9 })
  })

  it('takes CLB levels as they are', () => {
    expect(clbLevels(tables, 'clb', { l: 11, r: 3, w: 7, s: 12 })).toEqual({ l: 11, r: 3, w: 7, s: 12 })
  })

  it('names the score the next level takes, and nothing past the top row', () => {
    // IELTS listening 7.0 is CLB 7 (row 7 runs from 6.0 to 7.0); CLB 8 starts at 7.5 (row 8).
    expect(nextClb(tables.clb.ielts, 'l', 7)).toEqual({ level: 8, score: 7.5 })
    expect(nextClb(tables.clb.ielts, 'r', 3)).toEqual({ level: 4, score: 3.5 })
    expect(nextClb(tables.clb.ielts, 's', 8)).toBeUndefined()
  })
})

// ---------------------------------------------------------------- Australia
// Migration (Specification of Language Tests, Test Scores and Passports) Instrument 2025 (LIN 25/016),
// for tests taken from 7 August 2025. Columns: level | Reading | Writing | Listening | Speaking (the
// instrument lists listening, reading, writing, speaking; each cell is the score "in" that component).
const lin25016: Record<keyof typeof tables.australia, readonly Row<AustralianLevel>[]> = {
  ielts: [
    ['competent', 6, 6, 6, 6], // item 2, IELTS Academic / General Training: 6 in each
    ['proficient', 7, 7, 7, 7], // item 3: 7 in each
    ['superior', 8, 8, 8, 8], // item 4: 8 in each
  ],
  'pte-academic': [
    ['competent', 48, 51, 47, 54], // item 2, PTE Academic: L 47, R 48, W 51, S 54
    ['proficient', 59, 69, 58, 76], // item 3: L 58, R 59, W 69, S 76
    ['superior', 70, 85, 69, 88], // item 4: L 69, R 70, W 85, S 88
  ],
  toefl: [
    ['competent', 16, 19, 16, 19], // item 2, TOEFL iBT: L 16, R 16, W 19, S 19
    ['proficient', 22, 26, 22, 24], // item 3: L 22, R 22, W 26, S 24
    ['superior', 27, 30, 26, 28], // item 4: L 26, R 27, W 30, S 28
  ],
  'c1-advanced': [
    ['competent', 163, 170, 163, 179], // item 2, C1 Advanced: L 163, R 163, W 170, S 179
    ['proficient', 179, 193, 175, 194], // item 3: L 175, R 179, W 193, S 194
    ['superior', 190, 210, 186, 208], // item 4: L 186, R 190, W 210, S 208
  ],
  celpip: [
    ['competent', 7, 7, 7, 7], // item 2, CELPIP General: 7 in each
    ['proficient', 8, 10, 9, 8], // item 3: L 9, R 8, W 10, S 8
    ['superior', 10, 12, 10, 10], // item 4: L 10, R 10, W 12, S 10
  ],
}

/** The level of a test Australia takes and the registry holds. */
function australianEnglish(...[table, test, scores]: Parameters<typeof australiaOutcome>) {
  const result = australiaOutcome(table, test, scores)
  if ('outcome' in result) throw new Error(`${test} has no Australian table: ${result.outcome}`)
  return result
}

const australiaTestOf: Record<
  keyof typeof lin25016,
  'ielts' | 'pte-academic' | 'toefl' | 'c1-advanced' | 'celpip'
> = {
  ielts: 'ielts',
  'pte-academic': 'pte-academic',
  toefl: 'toefl',
  'c1-advanced': 'c1-advanced',
  celpip: 'celpip',
}

describe.each(Object.entries(lin25016) as [keyof typeof lin25016, readonly Row<AustralianLevel>[]][])(
  'Australian English from %s',
  (key, instrument) => {
    const test = australiaTestOf[key]

    it('the registry holds the instrument’s rows', () => {
      expect(
        tables.australia[key].map((row) => [row.level, row.min.r, row.min.w, row.min.l, row.min.s]),
      ).toEqual(instrument)
    })

    // Every edge: all four components at a row's scores reach its level; any one a step short falls to
    // the level under it, and the answer names that component's score for the level.
    const edges = instrument.flatMap((row, index) =>
      abilities.map((ability) => [row[0], ability, index] as const),
    )
    it.each(edges)('%s: %s a step short falls a level', (level, ability, index) => {
      const row = instrument[index] as Row<AustralianLevel>
      const scores = asScores(row)
      expect(australianEnglish(tables, test, scores).level).toBe(level)
      const short = { ...scores, [ability]: below(test, ability, scores[ability]) }
      const result = australianEnglish(tables, test, short)
      expect(result.level).toBe(instrument[index - 1]?.[0] ?? null)
      expect(result.next).toEqual({ level, needed: { [ability]: scores[ability] } })
    })
  },
)

describe('Australian English, level by the weakest component', () => {
  it('PTE Academic L 80, R 75, W 70, S 60: Competent, Proficient needs speaking 76', () => {
    // Speaking 60 reaches only Competent (54); Proficient asks S 76 (item 3), Superior W 85 and S 88.
    const result = australianEnglish(tables, 'pte-academic', { l: 80, r: 75, w: 70, s: 60 })
    expect(result).toEqual({
      level: 'competent',
      components: { l: 'superior', r: 'superior', w: 'proficient', s: 'competent' },
      next: { level: 'proficient', needed: { s: 76 } },
    })
  })

  it('IELTS Academic reads as IELTS; below Competent the next step is Competent', () => {
    const result = australianEnglish(tables, 'ielts-academic', { l: 6, r: 5.5, w: 6, s: 6 })
    expect(result.level).toBeNull()
    expect(result.next).toEqual({ level: 'competent', needed: { r: 6 } })
  })

  it('takes no PTE Core, CLB levels or French tests; OET, LANGUAGECERT and MET it takes are not covered', () => {
    for (const test of ['pte', 'clb', 'tef', 'tcf'] as const)
      expect(australiaOutcome(tables, test, each(90))).toEqual({ outcome: 'not-accepted' })
    for (const test of ['oet', 'languagecert', 'met'] as const)
      expect(australiaOutcome(tables, test, each(80))).toEqual({ outcome: 'not-covered' })
  })

  it('Superior has no next step', () => {
    expect(australianEnglish(tables, 'celpip', { l: 12, r: 12, w: 12, s: 12 }).next).toBeUndefined()
  })
})

// ---------------------------------------------------------------- the UK, New Zealand, Germany
const report = (test: TestId, scores: Record<Ability, number>, overall?: number): TestScores => ({
  test,
  scores,
  ...(overall === undefined ? {} : { overall }),
})

describe('UK Skilled Worker (B2 from 8 January 2026)', () => {
  // Home Office list of approved SELTs: IELTS for UKVI, B2 = 5.5 in each of the four components.
  it('IELTS 5.5 in each meets it; 5.0 in one falls short by that component', () => {
    expect(ukSkilledWorker(tables, report('ielts', each(5.5)))).toEqual({ outcome: 'met' })
    expect(ukSkilledWorker(tables, report('ielts-academic', { ...each(7), w: 5 }))).toEqual({
      outcome: 'short',
      needed: { w: 5.5 },
    })
  })

  it('tests that are no secure English language test are not accepted; other SELTs are not covered', () => {
    for (const test of ['celpip', 'tef', 'tcf', 'pte', 'toefl', 'c1-advanced', 'oet', 'met'] as const)
      expect(ukSkilledWorker(tables, report(test, each(10))).outcome).toBe('not-accepted')
    expect(ukSkilledWorker(tables, report('pte-academic', each(90))).outcome).toBe('not-covered')
  })
})

describe('New Zealand Skilled Migrant Category (principal applicant)', () => {
  // INZ, acceptable English test results: IELTS overall 6.5, TOEFL iBT 79, PTE Academic 58.
  it('IELTS overall 6.5 meets it, 6.0 does not; the overall is worked out when not given', () => {
    expect(nzSkilledMigrant(tables, report('ielts', each(6), 6.5))).toEqual({ outcome: 'met' })
    expect(nzSkilledMigrant(tables, report('ielts', each(6), 6))).toEqual({
      outcome: 'short',
      needed: { overall: 6.5 },
    })
    // 6 + 6 + 6.5 + 7 = 25.5, a mean of 6.375: overall 6.5.
    expect(nzSkilledMigrant(tables, report('ielts', { l: 6, r: 6, w: 6.5, s: 7 })).outcome).toBe('met')
  })

  it('TOEFL iBT 79 in total meets it, 78 does not', () => {
    expect(nzSkilledMigrant(tables, report('toefl', { l: 20, r: 20, w: 20, s: 19 })).outcome).toBe('met')
    expect(nzSkilledMigrant(tables, report('toefl', { l: 20, r: 20, w: 19, s: 19 })).outcome).toBe('short')
  })

  it('PTE Academic needs its overall score: 58 meets it, 57 does not', () => {
    expect(nzSkilledMigrant(tables, report('pte-academic', each(60))).outcome).toBe('needs-overall')
    expect(nzSkilledMigrant(tables, report('pte-academic', each(60), 58)).outcome).toBe('met')
    expect(nzSkilledMigrant(tables, report('pte-academic', each(60), 57)).outcome).toBe('short')
  })
})

describe('IELTS overall band', () => {
  it.each([
    [{ l: 6, r: 6, w: 6, s: 6.5 }, 6], // mean 6.125: down to 6
    [{ l: 6, r: 6, w: 6.5, s: 6.5 }, 6.5], // mean 6.25: up to 6.5
    [{ l: 6.5, r: 6.5, w: 6.5, s: 7 }, 6.5], // mean 6.625: down to 6.5
    [{ l: 6.5, r: 6.5, w: 7, s: 7 }, 7], // mean 6.75: up to 7
  ])('%o is %d', (scores, overall) => {
    expect(ieltsOverall(scores)).toBe(overall)
  })
})

describe('Germany, Opportunity Card English', () => {
  // ETS: TOEFL iBT total 72-94 is B2, 95-120 C1. IELTS: overall 5.5-6.5 B2, 7-8 C1.
  it.each([
    ['toefl', 72, 'b2'],
    ['toefl', 71, 'none'],
    ['toefl', 95, 'c1'],
    ['toefl', 94, 'b2'],
    ['ielts', 5.5, 'b2'],
    ['ielts', 5, 'none'],
    ['ielts', 7, 'c1'],
    ['ielts', 6.5, 'b2'],
  ] as const)('%s overall %d is %s', (test, overall, level) => {
    expect(germanEnglishLevel(tables, report(test, each(0), overall))).toBe(level)
  })

  it('B2 meets the prerequisite; below, the overall score it needs; a test without a table is not covered', () => {
    expect(germanyOpportunityCard(tables, report('ielts', each(6))).outcome).toBe('met')
    expect(germanyOpportunityCard(tables, report('toefl', each(15)))).toEqual({
      outcome: 'short',
      needed: { overall: 72 },
    })
    expect(germanyOpportunityCard(tables, report('celpip', each(9))).outcome).toBe('not-covered')
  })
})

// ---------------------------------------------------------------- reading a typed score
describe('a typed score on its test’s scale', () => {
  it.each([
    ['ielts', 'l', '6.5', { score: 6.5 }],
    ['ielts', 'l', '6,5', { score: 6.5 }],
    ['ielts', 'l', ' 9 ', { score: 9 }],
    ['ielts', 'l', '6.3', { problem: 'not-a-step' }],
    ['ielts', 'l', '9.5', { problem: 'outside-scale' }],
    ['ielts', 'l', 'seven', { problem: 'not-a-number' }],
    ['ielts', 'l', '', { problem: 'not-a-number' }],
    ['pte', 'r', '90', { score: 90 }],
    ['pte', 'r', '9', { problem: 'outside-scale' }],
    ['pte', 'r', '65.5', { problem: 'not-a-step' }],
    ['celpip', 'w', '12', { score: 12 }],
    ['celpip', 'w', '13', { problem: 'outside-scale' }],
    ['tef', 's', '699', { score: 699 }],
    ['tef', 's', '700', { problem: 'outside-scale' }],
    ['tcf', 'w', '20', { score: 20 }],
    ['tcf', 'w', '21', { problem: 'outside-scale' }],
    ['tcf', 'r', '99', { problem: 'outside-scale' }],
    ['oet', 'l', '350', { score: 350 }],
    ['oet', 'l', '355', { problem: 'not-a-step' }],
    ['clb', 'r', '-1', { problem: 'outside-scale' }],
  ] as const)('%s %s "%s"', (test, ability, typed, reading) => {
    expect(readScore(test, ability, typed)).toEqual(reading)
  })
})
