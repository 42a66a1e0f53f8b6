// The Australian calculator's form with test scores (`test`, `r w l s`): the English a link gives is
// the level all four components reach (LIN 25/016), a link without a test opens as it always did,
// and a score that cannot be read stays as typed.
import { describe, expect, it } from 'vitest'
import { australiaForm } from '../../lib/calculators/australia/form'
import {
  australiaDefaults,
  australiaQuery,
  parseAustraliaQuery,
  scoreAustralia,
} from '../../lib/calculators/australia/rules'
import { australiaCalculatorGrid as points } from '../../lib/calculators/grids'
import { languageTables as tables } from '../../lib/language-scores/tables'

const grid = { points, tables }
const form = (query: string) => australiaForm.parse(new URLSearchParams(query), grid)

describe('an Australian link made before tests were taken', () => {
  it('opens with the answers parseAustraliaQuery gives, and is written back as it was', () => {
    const query =
      'age=33&english=proficient&overseas=5&australian=1&qualification=bachelor&ausStudy=1&partner=skilled&visa=190'
    const answers = parseAustraliaQuery(new URLSearchParams(query), points)
    expect(form(query)).toMatchObject({ ...answers, test: 'level' })
    expect(australiaForm.query(form(query)).toString()).toBe(australiaQuery(answers).toString())
  })
})

describe('an Australian link with test scores', () => {
  it('takes the level every component reaches: IELTS 8, 8, 7.5, 8 is Proficient', () => {
    // LIN 25/016, IELTS: Superior 8 in each, Proficient 7 in each.
    const answers = form('english=competent&test=ielts&l=8&r=8&w=7.5&s=8')
    expect(answers.english).toBe('proficient')
    expect(answers.reached?.components).toEqual({
      l: 'superior',
      r: 'superior',
      w: 'proficient',
      s: 'superior',
    })
    expect(answers.reached?.next).toEqual({ level: 'superior', needed: { w: 8 } })
    expect(scoreAustralia(answers, points).total).toBe(
      scoreAustralia({ ...australiaDefaults, english: 'proficient' }, points).total,
    )
  })

  it('reads PTE Academic by the scores in force since 7 August 2025', () => {
    // LIN 25/016, PTE Academic: Superior L 69, R 70, W 85, S 88; Proficient L 58, R 59, W 69, S 76.
    expect(form('test=pte-academic&l=69&r=70&w=85&s=88').english).toBe('superior')
    expect(form('test=pte-academic&l=69&r=70&w=84&s=88').english).toBe('proficient')
    // Competent L 47, R 48, W 51, S 54: speaking 53 is below it.
    const below = form('test=pte-academic&l=60&r=60&w=60&s=53')
    expect(below.reached?.level).toBeNull()
    expect(below.reached?.next).toEqual({ level: 'competent', needed: { s: 54 } })
  })

  it('keeps `english` until all four scores are read, and what was typed', () => {
    const answers = form('english=superior&test=ielts&l=8&r=8&w=6.3&s=8')
    expect(answers.english).toBe('superior')
    expect(answers.reached).toBeUndefined()
    expect(answers.scores.w).toEqual({ typed: '6.3', problem: 'not-a-step' })
    expect(australiaForm.query(answers).get('w')).toBe('6.3')
  })

  it('reopens its own link with the same answers', () => {
    const answers = australiaForm.withScore(form('test=toefl&l=22&r=22&w=26&s=24'), 's', '28', grid)
    expect(form(australiaForm.query(answers).toString())).toEqual(answers)
  })

  it('starts a test at the lowest scores of the level given, so the total stays', () => {
    for (const english of ['competent', 'proficient', 'superior'] as const) {
      const level = form(`english=${english}&age=30`)
      for (const test of ['ielts', 'pte-academic', 'toefl', 'c1-advanced', 'celpip'] as const) {
        const asScores = australiaForm.withTest(level, test, grid)
        expect(asScores.english, `${english} ${test}`).toBe(english)
        expect(australiaForm.withTest(asScores, 'level', grid).english).toBe(english)
      }
    }
  })
})
