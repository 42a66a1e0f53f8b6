// The UK, New Zealand and German calculators' forms with test scores (`test`, `r w l s`, `overall`):
// the English a link gives comes from the scores at each band edge of the registry's tables (one
// step below an edge does not reach it), a link without a test opens as it always did, a score that
// cannot be read stays as typed, and a form reopens from its own link.
import { describe, expect, it } from 'vitest'
import { facts } from '../../content/facts'
import { germanyForm } from '../../lib/calculators/germany/form'
import {
  germanyDefaults,
  germanyQuery,
  parseGermanyQuery,
  scoreGermany,
} from '../../lib/calculators/germany/rules'
import { germanyCalculatorGrid, nzCalculatorGrid, ukCalculatorGrid } from '../../lib/calculators/grids'
import { nzForm } from '../../lib/calculators/nz/form'
import { nzDefaults, nzQuery, parseNzQuery, scoreNz } from '../../lib/calculators/nz/rules'
import { ukForm } from '../../lib/calculators/uk/form'
import { parseUkQuery, scoreUk, ukDefaults, ukQuery } from '../../lib/calculators/uk/rules'
import { languageTables as tables } from '../../lib/language-scores/tables'

const query = (text: string) => new URLSearchParams(text)
/** The four scores at `score`, but for those `change` gives. */
const four = (score: number, change: Record<string, string> = {}) =>
  new URLSearchParams({
    r: String(score),
    w: String(score),
    l: String(score),
    s: String(score),
    ...change,
  }).toString()
const { uk, nz, germany } = facts.languageScores

describe('the UK Skilled Worker form', () => {
  const grid = { points: ukCalculatorGrid, tables }
  const form = (text: string) => ukForm.parse(query(text), grid)

  it('opens a link made before tests were taken as it always did, and writes it back so', () => {
    for (const link of ['offer=1&skill=1&english=1&salary=45000&option=none', 'offer=1&option=phd']) {
      expect(form(link)).toMatchObject({ ...parseUkQuery(query(link)), test: 'level' })
      expect(ukForm.query(form(link)).toString()).toBe(ukQuery(parseUkQuery(query(link))).toString())
    }
  })

  // uk.ieltsUkvi.b2 (GOV.UK, SELT: IELTS for UKVI, CEFR B2): 5.5 in each of the four components.
  it.each(['r', 'w', 'l', 's'] as const)(
    'takes B2 from IELTS 5.5 in each ability, and not with %s at 5',
    (a) => {
      expect(uk.ieltsUkvi.b2.value).toBe(5.5)
      const met = form(`offer=1&skill=1&test=ielts&${four(5.5)}`)
      expect(met).toMatchObject({ english: true, reached: { outcome: 'met' } })
      const short = form(`offer=1&skill=1&english=1&test=ielts&${four(7, { [a]: '5' })}`)
      expect(short).toMatchObject({ english: false, reached: { outcome: 'short', needed: { [a]: 5.5 } } })
      // The points are those of the box the scores tick.
      expect(scoreUk(met, ukCalculatorGrid).lines).toContainEqual({ id: 'english', points: 10 })
      expect(scoreUk(short, ukCalculatorGrid).lines).toContainEqual({ id: 'english', points: 0 })
    },
  )

  it('keeps the box as the link gave it, and what was typed, while a score cannot be read', () => {
    const answers = form(`english=1&test=ielts&${four(7, { w: '6.3' })}`)
    expect(answers.english).toBe(true)
    expect(answers.reached).toBeUndefined()
    expect(answers.scores.w).toEqual({ typed: '6.3', problem: 'not-a-step' })
    expect(ukForm.query(answers).get('w')).toBe('6.3')
    expect(form('test=ielts&r=9.5').scores.r.problem).toBe('outside-scale')
  })

  it('offers IELTS alone: a test without B2 scores in the registry opens as the level question', () => {
    expect(ukForm.tests).toEqual(['level', 'ielts'])
    expect(form(`english=1&test=pte-academic&${four(80)}`)).toMatchObject({ test: 'level', english: true })
  })

  it('reopens its own link, and back to the level question keeps the box the scores gave', () => {
    const answers = ukForm.withScore(form(`test=ielts&${four(6)}`), 'l', '5', grid)
    expect(form(ukForm.query(answers).toString())).toEqual(answers)
    expect(ukForm.withTest(answers, 'level', grid)).toMatchObject({ test: 'level', english: false })
  })
})

describe('the New Zealand Skilled Migrant form', () => {
  const grid = { points: nzCalculatorGrid, tables }
  const form = (text: string) => nzForm.parse(query(text), grid)

  it('opens a link made before tests were taken as it always did, and writes it back so', () => {
    const link =
      'age=35&registration=none&qualification=master&hourlyRate=60&jobLevel=skilled&nzWork=1&offer=1&english=1'
    expect(form(link)).toMatchObject({ ...parseNzQuery(query(link)), test: 'level' })
    expect(nzForm.query(form(link)).toString()).toBe(nzQuery(parseNzQuery(query(link))).toString())
  })

  // nz.smc.ieltsOverall (INZ, acceptable results): IELTS overall 6.5; without an overall typed, the
  // four bands' mean to the nearest half band (6.25 is 6.5, 6.125 is 6).
  it.each([
    ['l=6.5&r=6.5&w=6&s=6', true],
    ['l=6.5&r=6&w=6&s=6', false],
    [`${four(7)}&overall=6.5`, true],
    [`${four(7)}&overall=6`, false],
  ] as const)('IELTS %s meets INZ’s English: %s', (scores, met) => {
    expect(nz.smc.ieltsOverall.value).toBe(6.5)
    const answers = form(`offer=1&test=ielts&${scores}`)
    expect(answers.english).toBe(met)
    expect(answers.reached).toEqual(met ? { outcome: 'met' } : { outcome: 'short', needed: { overall: 6.5 } })
    expect(scoreNz(answers, nzCalculatorGrid).missing.includes('english')).toBe(!met)
  })

  // nz.smc.toeflTotal: TOEFL iBT total 79, the four section scores added up (no overall field).
  it('takes TOEFL iBT’s total of the four: 79 meets, 78 does not', () => {
    expect(nz.smc.toeflTotal.value).toBe(79)
    expect(form('test=toefl&l=20&r=20&w=20&s=19').english).toBe(true)
    expect(form('english=1&test=toefl&l=20&r=20&w=19&s=19').reached).toEqual({
      outcome: 'short',
      needed: { overall: 79 },
    })
    expect(form('test=toefl&l=20&r=20&w=20&s=19&overall=10').scores.overall.typed).toBeNull()
  })

  // nz.smc.pteAcademicOverall: PTE Academic overall 58, which the four scores do not give.
  it('asks PTE Academic’s overall score, keeping the box until it is typed: 58 meets, 57 does not', () => {
    expect(nz.smc.pteAcademicOverall.value).toBe(58)
    const untyped = form(`english=1&test=pte-academic&${four(65)}`)
    expect(untyped).toMatchObject({ english: true, reached: { outcome: 'needs-overall' } })
    expect(form(`test=pte-academic&${four(65)}&overall=58`).english).toBe(true)
    expect(form(`english=1&test=pte-academic&${four(65)}&overall=57`).english).toBe(false)
  })

  it('reopens its own link with the same answers', () => {
    const answers = nzForm.withScore(form(`test=ielts&${four(6)}`), 'overall', '6.3', grid)
    expect(answers.scores.overall).toEqual({ typed: '6.3', problem: 'not-a-step' })
    expect(form(nzForm.query(answers).toString())).toEqual(answers)
  })
})

describe('the German Opportunity Card form', () => {
  const grid = { points: germanyCalculatorGrid, tables }
  const form = (text: string) => germanyForm.parse(query(text), grid)

  it('opens a link made before tests were taken as it always did, and writes it back so', () => {
    for (const english of ['none', 'b2', 'c1']) {
      const link = `qualification=foreign&german=none&english=${english}&experience=none&age=30&funds=1`
      expect(form(link)).toMatchObject({ ...parseGermanyQuery(query(link)), test: 'level' })
      expect(germanyForm.query(form(link)).toString()).toBe(
        germanyQuery(parseGermanyQuery(query(link))).toString(),
      )
    }
  })

  // germany.opportunityCard: IELTS overall B2 from 5.5 (ieltsB2Overall), C1 from 7 (ieltsC1Overall);
  // TOEFL iBT total B2 from 72 (toeflB2Total), C1 from 95 (toeflC1Total).
  it.each([
    ['ielts', `${four(9)}&overall=5`, 'none', { level: 'b2', overall: 5.5 }],
    ['ielts', `${four(5)}&overall=5.5`, 'b2', { level: 'c1', overall: 7 }],
    ['ielts', `${four(6.5)}&overall=6.5`, 'b2', { level: 'c1', overall: 7 }],
    ['ielts', four(7), 'c1', undefined],
    ['toefl', 'l=18&r=18&w=18&s=17', 'none', { level: 'b2', overall: 72 }],
    ['toefl', four(18), 'b2', { level: 'c1', overall: 95 }],
    ['toefl', 'l=24&r=24&w=24&s=22', 'b2', { level: 'c1', overall: 95 }],
    ['toefl', 'l=24&r=24&w=24&s=23', 'c1', undefined],
  ] as const)('%s %s shows English at %s', (test, scores, level, next) => {
    const o = germany.opportunityCard
    expect([o.ieltsB2Overall, o.ieltsC1Overall, o.toeflB2Total, o.toeflC1Total].map((f) => f.value)).toEqual([
      5.5, 7, 72, 95,
    ])
    const answers = form(`qualification=foreign&english=b2&funds=1&test=${test}&${scores}`)
    expect(answers.english).toBe(level)
    expect(answers.reached).toEqual(next ? { level, next } : { level })
    expect(scoreGermany(answers, germanyCalculatorGrid).missing.includes('language')).toBe(level === 'none')
  })

  it('keeps the level the link gave, and what was typed, while a score cannot be read', () => {
    const answers = form(`english=c1&test=ielts&${four(7)}&overall=6.3`)
    expect(answers).toMatchObject({
      english: 'c1',
      scores: { overall: { typed: '6.3', problem: 'not-a-step' } },
    })
    expect(answers.reached).toBeUndefined()
    expect(germanyForm.query(answers).get('overall')).toBe('6.3')
  })
})

it('the scores’ parameters clash with none a calculator’s links already carry', () => {
  // Every answer given, so every parameter is written.
  const carried = [
    ukQuery({ ...ukDefaults, salary: 40000, goingRate: 50000 }),
    nzQuery({ ...nzDefaults, hourlyRate: 40 }),
    germanyQuery({ ...germanyDefaults, shortage: true, stay: true, partner: true }),
  ].flatMap((written) => [...written.keys()])
  expect(carried).toEqual(expect.arrayContaining(['salary', 'goingRate', 'hourlyRate', 'english', 'partner']))
  for (const name of ['test', 'r', 'w', 'l', 's', 'overall']) expect(carried).not.toContain(name)
})
