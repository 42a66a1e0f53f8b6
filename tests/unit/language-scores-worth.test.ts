// /language-scores: what one report is worth at each destination, worked from the official tables.
import { describe, expect, it } from 'vitest'
import { australiaCalculatorGrid, crsCalculatorGrid } from '../../lib/calculators/grids'
import { languageTables as tables } from '../../lib/language-scores/tables'
import { parseScoreQuery, readScores, scoreQuery, scoresWorth } from '../../lib/language-scores/worth'

const grids = { crs: crsCalculatorGrid, australia: australiaCalculatorGrid.english }
const worthOf = (query: string) => {
  const answers = parseScoreQuery(new URLSearchParams(query))
  const read = readScores(answers)
  return read && scoresWorth(tables, grids, answers.test, read)
}

describe('a report’s worth', () => {
  it('IELTS General Training L 8, R 7, W 6.5, S 7: CLB 9, 9, 8, 9 and its CRS points, Proficient for Australia', () => {
    const worth = worthOf('test=ielts&listening=8&reading=7&writing=6.5&speaking=7')
    // IRCC's IELTS General Training chart: listening 8.0 and reading 7.0 are CLB 9, writing 6.5 CLB 8, speaking 7.0 CLB 9.
    expect(worth?.canada).toMatchObject({ levels: { l: 9, r: 9, w: 8, s: 9 } })
    // CRS first official language, single: CLB 9 is 31 an ability, CLB 8 is 23; with a spouse 29 and 22.
    expect(worth?.canada).toMatchObject({ points: { single: 31 * 3 + 23, withSpouse: 29 * 3 + 22 } })
    // The next CLB: listening 8.5 (CLB 10), reading 8 (10), writing 7 (9), speaking 7.5 (10).
    expect(worth?.canada).toMatchObject({
      next: {
        l: { level: 10, score: 8.5 },
        r: { level: 10, score: 8 },
        w: { level: 9, score: 7 },
        s: { level: 10, score: 7.5 },
      },
    })
    // LIN 25/016: Proficient is 7 in each; writing 6.5 leaves it Competent (6), worth no points.
    expect(worth?.australia).toMatchObject({
      level: 'competent',
      points: 0,
      next: { level: 'proficient', needed: { w: 7 } },
    })
    // UK Skilled Worker B2: IELTS for UKVI 5.5 in each. New Zealand: overall 6.5 (7.125 rounds to 7).
    expect(worth?.uk).toEqual({ outcome: 'met' })
    expect(worth?.nz).toEqual({ outcome: 'met' })
    expect(worth?.germany).toEqual({ outcome: 'met' })
  })

  it('says Canada does not take IELTS Academic or PTE Academic, and New Zealand needs PTE Academic’s overall', () => {
    expect(worthOf('test=ielts-academic&listening=8&reading=8&writing=8&speaking=8')?.canada).toEqual({
      outcome: 'not-accepted',
    })
    const pte = worthOf('test=pte-academic&listening=70&reading=70&writing=70&speaking=70')
    expect(pte?.canada).toEqual({ outcome: 'not-accepted' })
    expect(pte?.nz).toEqual({ outcome: 'needs-overall' })
    // New Zealand's Skilled Migrant Category: PTE Academic overall 58.
    expect(
      worthOf('test=pte-academic&listening=70&reading=70&writing=70&speaking=70&overall=57')?.nz,
    ).toEqual({
      outcome: 'short',
      needed: { overall: 58 },
    })
  })

  it('gives nothing until all four scores are read, and keeps what was typed', () => {
    const answers = parseScoreQuery(
      new URLSearchParams('test=ielts&listening=8&reading=6.3&writing=7&speaking=7'),
    )
    expect(readScores(answers)).toBeUndefined()
    expect(answers.scores.r).toEqual({ typed: '6.3', problem: 'not-a-step' })
    expect(scoreQuery(answers).toString()).toBe('test=ielts&reading=6.3&writing=7&listening=8&speaking=7')
  })

  it('reads an overall score only for a test whose overall a rule reads', () => {
    expect(parseScoreQuery(new URLSearchParams('test=celpip&overall=9')).scores.overall).toEqual({
      typed: null,
    })
    expect(parseScoreQuery(new URLSearchParams('test=ielts&overall=6.75')).scores.overall).toEqual({
      typed: '6.75',
      problem: 'not-a-step',
    })
  })
})
