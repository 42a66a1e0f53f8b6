// The visa finder with English given as test scores: each route reads them by its destination's rule
// in the registry (content/facts/language-scores.ts), at the rows' edges; by the test maker's CEFR table
// where it has no rule for the test; else it says "check", never a guessed pass.
import { describe, expect, it } from 'vitest'
import { readCrsLanguages } from '../../lib/calculators/crs/query'
import type { FinderTest, TypedScores } from '../../lib/finder/english'
import { packTables, unpackTables } from '../../lib/finder/english-tables'
import {
  type FinderAnswers,
  finderDefaults,
  finderQuery,
  findRoutes,
  parseFinderQuery,
  type RouteId,
} from '../../lib/finder/finder'
import { finderRules as rules } from '../../lib/finder/rules'
import { languageTables } from '../../lib/language-scores/tables'

/** Scores in the order a report lists them: listening, reading, writing, speaking. */
const lrws = (l: string, r: string, w: string, s: string, overall?: string): TypedScores => ({
  l,
  r,
  w,
  s,
  ...(overall ? { overall } : {}),
})
const each = (score: string) => lrws(score, score, score, score)

function judge(route: RouteId, test: FinderTest, scores: TypedScores, answers: Partial<FinderAnswers> = {}) {
  const result = findRoutes({ ...finderDefaults, ...answers, test, scores }, rules)
  const found = [...result.forGoal, ...result.others].find((j) => j.route === route)
  if (!found) throw new Error(`no judgement for ${route}`)
  return found
}

type Case = [string, RouteId, FinderTest, TypedScores, Partial<FinderAnswers>, string, string, unknown]

describe('each route reads the scores by its own rule', () => {
  it.each<Case>([
    // Express Entry, Federal Skilled Worker: CLB 7 in all four (canada.expressEntry.fsw.minimumClb).
    // IELTS General Training, IRCC's chart: CLB 7 is 6 in each (languageScores.canada.ielts.clb7).
    [
      'IELTS 6 in each: CLB 7',
      'expressEntry',
      'ielts',
      each('6'),
      {},
      'check',
      'score',
      { kind: 'clb', clb: { r: 7, w: 7, l: 7, s: 7 } },
    ],
    // Reading 5.5 is the CLB 6 row (clb6.r 5).
    [
      'IELTS reading 5.5: CLB 6',
      'expressEntry',
      'ielts',
      lrws('6', '5.5', '6', '6'),
      {},
      'not-eligible',
      'english',
      { kind: 'clb', clb: { r: 6, w: 7, l: 7, s: 7 } },
    ],
    // CLB 9 is L 8, R 7, W 7, S 7 (clb9); L 7.5 is CLB 8 (clb8.l).
    [
      'IELTS L 8 R 7 W 7 S 7: CLB 9',
      'expressEntry',
      'ielts',
      lrws('8', '7', '7', '7'),
      {},
      'check',
      'score',
      { kind: 'clb', clb: { r: 9, w: 9, l: 9, s: 9 } },
    ],
    [
      'IELTS L 7.5 R 7 W 7 S 7',
      'expressEntry',
      'ielts',
      lrws('7.5', '7', '7', '7'),
      {},
      'check',
      'score',
      { kind: 'clb', clb: { r: 9, w: 9, l: 8, s: 9 } },
    ],
    // CELPIP levels are CLB levels (languageScores.canada.celpip).
    [
      'CELPIP speaking 6',
      'expressEntry',
      'celpip',
      lrws('7', '7', '7', '6'),
      {},
      'not-eligible',
      'english',
      { kind: 'clb', clb: { r: 7, w: 7, l: 7, s: 6 } },
    ],
    // PTE Core's CLB 7 row: L 60, R 60, W 69, S 68 (languageScores.canada.pte.clb7); R 59 is CLB 6.
    [
      'PTE Core at CLB 7',
      'expressEntry',
      'pte',
      lrws('60', '60', '69', '68'),
      {},
      'check',
      'score',
      { kind: 'clb', clb: { r: 7, w: 7, l: 7, s: 7 } },
    ],
    [
      'PTE Core reading 59',
      'expressEntry',
      'pte',
      lrws('60', '59', '69', '68'),
      {},
      'not-eligible',
      'english',
      { kind: 'clb', clb: { r: 6, w: 7, l: 7, s: 7 } },
    ],
    // Not IRCC's test: IELTS's CEFR table, overall 5.5 and up is B2 (languageScores.germany.opportunityCard.ieltsB2Overall).
    [
      'IELTS Academic 5.5: B2 by its CEFR table',
      'expressEntry',
      'ielts-academic',
      each('5.5'),
      {},
      'check',
      'score',
      { kind: 'met', level: 'b2' },
    ],
    [
      'IELTS Academic 5: below B2',
      'expressEntry',
      'ielts-academic',
      each('5'),
      {},
      'not-eligible',
      'english',
      { kind: 'not-met', level: 'b2' },
    ],
    // TOEFL's total 72 is B2 (toeflB2Total): 18 in each.
    [
      'TOEFL 72 in all',
      'expressEntry',
      'toefl',
      each('18'),
      {},
      'check',
      'score',
      { kind: 'met', level: 'b2' },
    ],
    [
      'TOEFL 71 in all',
      'expressEntry',
      'toefl',
      lrws('18', '18', '18', '17'),
      {},
      'not-eligible',
      'english',
      { kind: 'not-met', level: 'b2' },
    ],
    // No rule and no CEFR table here: check.
    ['C1 Advanced', 'expressEntry', 'c1-advanced', each('200'), {}, 'check', 'english', undefined],
    [
      'C1 Advanced, no schooling',
      'expressEntry',
      'c1-advanced',
      each('200'),
      { education: 'none' },
      'not-eligible',
      'education',
      undefined,
    ],
    // Australia, LIN 25/016: Competent is IELTS 6 in each (languageScores.australia.ielts.competent).
    [
      'IELTS 6 in each: Competent',
      'australiaSkilled',
      'ielts',
      each('6'),
      {},
      'check',
      'points',
      { kind: 'level', level: 'competent' },
    ],
    [
      'IELTS 7, 7, 7 and 6.5: Competent',
      'australiaSkilled',
      'ielts-academic',
      lrws('7', '7', '7', '6.5'),
      {},
      'check',
      'points',
      { kind: 'level', level: 'competent' },
    ],
    [
      'IELTS 8 in each: Superior',
      'australiaSkilled',
      'ielts',
      each('8'),
      {},
      'check',
      'points',
      { kind: 'level', level: 'superior' },
    ],
    [
      'IELTS speaking 5.5',
      'australiaSkilled',
      'ielts',
      lrws('6', '6', '6', '5.5'),
      {},
      'not-eligible',
      'english',
      { kind: 'not-met', level: 'competent' },
    ],
    // PTE Academic's Competent row: L 47, R 48, W 51, S 54 (australia.pteAcademic.competent).
    [
      'PTE Academic at Competent',
      'australiaSkilled',
      'pte-academic',
      lrws('47', '48', '51', '54'),
      {},
      'check',
      'points',
      { kind: 'level', level: 'competent' },
    ],
    [
      'PTE Academic writing 50',
      'australiaSkilled',
      'pte-academic',
      lrws('47', '48', '50', '54'),
      {},
      'not-eligible',
      'english',
      { kind: 'not-met', level: 'competent' },
    ],
    // PTE Core is not Australia's test, and has no CEFR table here.
    ['PTE Core', 'australiaSkilled', 'pte', each('80'), {}, 'check', 'english', undefined],
    // UK Skilled Worker: B2 is IELTS for UKVI 5.5 in each (languageScores.uk.ieltsUkvi.b2).
    [
      'a UK offer, IELTS 5.5 in each',
      'ukSkilledWorker',
      'ielts',
      each('5.5'),
      { offer: 'uk' },
      'check',
      'salary',
      { kind: 'met', level: 'b2' },
    ],
    [
      'a UK offer, IELTS writing 5',
      'ukSkilledWorker',
      'ielts',
      lrws('7', '7', '5', '7'),
      { offer: 'uk' },
      'not-eligible',
      'english',
      { kind: 'not-met', level: 'b2' },
    ],
    [
      'a UK offer, CELPIP',
      'ukSkilledWorker',
      'celpip',
      each('9'),
      { offer: 'uk' },
      'check',
      'english',
      undefined,
    ],
    ['no UK offer, CELPIP', 'ukSkilledWorker', 'celpip', each('9'), {}, 'not-eligible', 'offer', undefined],
    // New Zealand: IELTS overall 6.5 (languageScores.nz.smc.ieltsOverall). 6, 6, 6.5, 6.5 average
    // 6.25, which IELTS rounds up to 6.5; 6, 6, 6, 6.5 average 6.125, rounded down to 6.
    [
      'a NZ offer, IELTS averaging 6.25',
      'nzSkilledMigrant',
      'ielts',
      lrws('6', '6', '6.5', '6.5'),
      { offer: 'nz' },
      'check',
      'pay',
      { kind: 'met', level: 'overall', min: 6.5 },
    ],
    [
      'a NZ offer, IELTS averaging 6.125',
      'nzSkilledMigrant',
      'ielts',
      lrws('6', '6', '6', '6.5'),
      { offer: 'nz' },
      'not-eligible',
      'english',
      { kind: 'not-met', level: 'overall', min: 6.5 },
    ],
    [
      'a NZ offer, IELTS 6s with overall 6.5 printed',
      'nzSkilledMigrant',
      'ielts',
      lrws('6', '6', '6', '6', '6.5'),
      { offer: 'nz' },
      'check',
      'pay',
      { kind: 'met', level: 'overall', min: 6.5 },
    ],
    // TOEFL total 79 (toeflTotal).
    [
      'a NZ offer, TOEFL 79',
      'nzSkilledMigrant',
      'toefl',
      lrws('20', '20', '20', '19'),
      { offer: 'nz' },
      'check',
      'pay',
      { kind: 'met', level: 'overall', min: 79 },
    ],
    [
      'a NZ offer, TOEFL 78',
      'nzSkilledMigrant',
      'toefl',
      lrws('20', '20', '19', '19'),
      { offer: 'nz' },
      'not-eligible',
      'english',
      { kind: 'not-met', level: 'overall', min: 79 },
    ],
    // PTE Academic overall 58 (pteAcademicOverall): read from the report, not worked out.
    [
      'a NZ offer, PTE Academic overall 58',
      'nzSkilledMigrant',
      'pte-academic',
      lrws('50', '50', '50', '50', '58'),
      { offer: 'nz' },
      'check',
      'pay',
      { kind: 'met', level: 'overall', min: 58 },
    ],
    [
      'a NZ offer, PTE Academic overall 57',
      'nzSkilledMigrant',
      'pte-academic',
      lrws('70', '70', '70', '70', '57'),
      { offer: 'nz' },
      'not-eligible',
      'english',
      { kind: 'not-met', level: 'overall', min: 58 },
    ],
    [
      'a NZ offer, PTE Academic without its overall',
      'nzSkilledMigrant',
      'pte-academic',
      each('70'),
      { offer: 'nz' },
      'check',
      'english',
      undefined,
    ],
    // Opportunity Card: IELTS overall 7 is C1, a point (ieltsC1Overall): 28 (2) + 3 years (2) + 1 = 5 of 6.
    [
      'IELTS 7: C1, 5 points',
      'germanyOpportunityCard',
      'ielts',
      each('7'),
      {},
      'not-eligible',
      'points',
      { kind: 'met', level: 'c1' },
    ],
    [
      'IELTS 7 and German B1: 7 points',
      'germanyOpportunityCard',
      'ielts',
      each('7'),
      { german: 'b1' },
      'eligible',
      'eligible',
      { kind: 'met', level: 'c1' },
    ],
    [
      'IELTS 5, no German',
      'germanyOpportunityCard',
      'ielts',
      each('5'),
      {},
      'not-eligible',
      'language',
      { kind: 'not-met', level: 'b2' },
    ],
    [
      'CELPIP and German B1',
      'germanyOpportunityCard',
      'celpip',
      each('9'),
      { german: 'b1' },
      'check',
      'language',
      undefined,
    ],
    [
      'CELPIP, no qualification',
      'germanyOpportunityCard',
      'celpip',
      each('9'),
      { education: 'secondary' },
      'not-eligible',
      'qualification',
      undefined,
    ],
    // Study: the institution decides; B2 by the CEFR table is a first sort.
    [
      'IELTS 5.5, school and funds',
      'ukStudent',
      'ielts',
      each('5.5'),
      {},
      'eligible',
      'offer',
      { kind: 'met', level: 'b2' },
    ],
    ['IELTS 5', 'canadaStudy', 'ielts', each('5'), {}, 'check', 'english', { kind: 'not-met', level: 'b2' }],
    ['PTE Academic', 'nzStudent', 'pte-academic', each('70'), {}, 'check', 'english', undefined],
    [
      'PTE Academic, no funds',
      'nzStudent',
      'pte-academic',
      each('70'),
      { funds: false },
      'not-eligible',
      'funds',
      undefined,
    ],
  ])('%s: %s is %s (%s)', (_name, route, test, scores, answers, verdict, reason, reading) => {
    const judgement = judge(route, test, scores, answers)
    expect([judgement.verdict, judgement.reason, judgement.english]).toEqual([verdict, reason, reading])
  })
})

describe('scores that cannot be read yet', () => {
  it.each<[string, TypedScores]>([
    ['three of four', lrws('8', '7', '7', '')],
    ['a band IELTS does not give', lrws('8', '7', '6.3', '7')],
    ['a band past the scale', lrws('8', '7', '10', '7')],
  ])('%s: every route that reads English says check, none passes on a guess', (_name, scores) => {
    for (const route of ['expressEntry', 'australiaSkilled', 'ukStudent'] as const) {
      const judgement = judge(route, 'ielts', scores)
      expect([judgement.verdict, judgement.reason, judgement.english]).toEqual([
        'check',
        'english',
        undefined,
      ])
    }
  })

  it('keeps what was typed in the link', () => {
    const answers = parseFinderQuery(new URLSearchParams('test=ielts&l=8&r=7&w=6.3&s=7&overall=7'))
    expect(answers).toMatchObject({
      test: 'ielts',
      scores: { l: '8', r: '7', w: '6.3', s: '7', overall: '7' },
    })
    expect(finderQuery(answers).toString()).toContain('test=ielts&r=7&w=6.3&l=8&s=7&overall=7')
  })
})

it('IELTS scores at CLB 9 in each ability list every route as C1 does (the browser test’s profile)', () => {
  const verdicts = (answers: Partial<FinderAnswers>) => {
    const result = findRoutes({ ...finderDefaults, age: 30, ...answers }, rules)
    return [...result.forGoal, ...result.others].map((j) => `${j.route}: ${j.verdict} (${j.reason})`)
  }
  expect(verdicts({ test: 'ielts', scores: lrws('8', '7', '7', '7') })).toEqual(verdicts({ english: 'c1' }))
})

describe('the link', () => {
  it('opens a link shared before tests were asked as it did: the level chosen, no test', () => {
    const query = 'age=24&education=master&english=c1&german=b1&experience=4&offer=uk&goal=work&funds=1'
    const answers = parseFinderQuery(new URLSearchParams(query))
    expect(answers).toMatchObject({ english: 'c1', test: 'level', scores: {} })
    expect(finderQuery(answers).toString()).toBe(query)
  })

  it('reads an overall score only for a test whose overall a rule reads', () => {
    expect(parseFinderQuery(new URLSearchParams('test=toefl&overall=90')).scores).toEqual({})
    expect(parseFinderQuery(new URLSearchParams('test=pte-academic&overall=58')).scores).toEqual({
      overall: '58',
    })
  })

  it('carries IELTS scores into the CRS calculator, which reads them as the same CLB levels', () => {
    const query = new URLSearchParams(judge('expressEntry', 'ielts', lrws('7.5', '7', '6.5', '8')).query)
    expect(Object.fromEntries(query)).toMatchObject({ test: 'ielts', l: '7.5', r: '7', w: '6.5', s: '8' })
    // IRCC's chart: L 7.5 and W 6.5 are CLB 8 (clb8), R 7 and S 8 CLB 9 and 10 (clb9.r, clb10.s 7.5).
    expect(readCrsLanguages(query, languageTables).first.levels).toEqual({ l: 8, r: 9, w: 8, s: 10 })
  })

  it('carries the level the scores reach into the Australian calculator', () => {
    const query = new URLSearchParams(judge('australiaSkilled', 'ielts', each('7')).query)
    expect(query.get('english')).toBe('proficient')
  })
})

it('the tables reach the island packed and read there as the registry gives them', () => {
  expect(unpackTables(packTables(rules.english))).toEqual(rules.english)
})
