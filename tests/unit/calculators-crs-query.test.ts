// The CRS calculator's address with test scores: `test`, `test2` and `stest` read `r w l s` (and the
// second language's and the spouse's) on that test's scale. A link without them opens as it always did.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { crsAnswersFromQuery, readCrsLanguages } from '../../lib/calculators/crs/query'
import { crsDefaults, crsQuery, parseCrsQuery, scoreCrs } from '../../lib/calculators/crs/rules'
import { crsCalculatorGrid as grid } from '../../lib/calculators/grids'
import { languageTables as tables } from '../../lib/language-scores/tables'

const withTests = (query: string) => crsAnswersFromQuery(new URLSearchParams(query), grid, tables)
const languages = (query: string) => readCrsLanguages(new URLSearchParams(query), tables)

describe('a CRS link made before tests were taken', () => {
  it('opens with exactly the answers parseCrsQuery gives, whatever it holds', () => {
    const names = [...Object.keys(crsDefaults), 'spouse']
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.string(), fc.integer().map(String))),
        (params) => {
          const query = new URLSearchParams(params)
          expect(crsAnswersFromQuery(query, grid, tables)).toEqual(parseCrsQuery(query, grid))
        },
      ),
    )
  })

  it('opens a link the calculator made with the same answers', () => {
    const answers = {
      ...crsDefaults,
      spouse: true,
      r: 9,
      w: 7,
      l: 10,
      s: 8,
      r2: 5,
      sr: 6,
      sw: 6,
      sl: 7,
      ss: 4,
    }
    expect(withTests(crsQuery(answers).toString())).toEqual(answers)
  })

  it('reads test=clb as no test at all', () => {
    expect(withTests('test=clb&r=9&w=9&l=9&s=9')).toEqual(withTests('r=9&w=9&l=9&s=9'))
  })
})

describe('a CRS link with test scores', () => {
  it('gives the same CRS total as the same profile entered as CLB levels', () => {
    // IELTS L 8, R 7, W 6.5, S 7 is CLB 9, 9, 8, 9 (IRCC's IELTS General Training chart, rows 9 and 8).
    const asScores = withTests('age=30&education=master&test=ielts&l=8&r=7&w=6.5&s=7&foreignWork=3')
    const asLevels = withTests('age=30&education=master&l=9&r=9&w=8&s=9&foreignWork=3')
    expect(asScores).toEqual(asLevels)
    expect(scoreCrs(asScores, grid).total).toBe(scoreCrs(asLevels, grid).total)
  })

  it('reads each language on its own test: CELPIP first, TEF second, PTE Core for the spouse', () => {
    // TEF 503 in all four is NCLC 9 in reading and listening, 8 in writing (512 for 9) and speaking (518).
    // PTE Core 69 in all four: reading CLB 8, writing CLB 7 (79 for 8), listening CLB 7 (71 for 8), speaking CLB 7 (76 for 8).
    const answers = withTests(
      'test=celpip&r=10&w=9&l=11&s=9&test2=tef&r2=503&w2=503&l2=503&s2=503&spouse=1&stest=pte&sr=69&sw=69&sl=69&ss=69',
    )
    expect(answers).toMatchObject({ first: 'en', r: 10, w: 9, l: 10, s: 9 })
    expect(answers).toMatchObject({ r2: 9, w2: 8, l2: 9, s2: 8 })
    expect(answers).toMatchObject({ sr: 8, sw: 7, sl: 7, ss: 7 })
  })

  it('takes the first official language from a French test, whatever `first` says', () => {
    // TCF reading 453 is NCLC 7 (row 7), writing 12 is NCLC 8, listening 549 NCLC 10, speaking 6 NCLC 5.
    expect(withTests('first=en&test=tcf&r=453&w=12&l=549&s=6')).toMatchObject({
      first: 'fr',
      r: 7,
      w: 8,
      l: 10,
      s: 5,
    })
  })

  it('counts a score below the chart as no level', () => {
    // IELTS listening 4.0 is under row 4 (4.5): no CLB, which no CRS line counts.
    expect(withTests('test=ielts&l=4&r=6&w=6&s=6')).toMatchObject({ l: 0, r: 7 })
  })

  it('keeps what was typed and why it was not read, and scores the default meanwhile', () => {
    const read = languages('test=ielts&l=6.3&r=9.5&w=seven&s=7')
    expect(read.first.abilities).toEqual({
      l: { typed: '6.3', problem: 'not-a-step' },
      r: { typed: '9.5', problem: 'outside-scale' },
      w: { typed: 'seven', problem: 'not-a-number' },
      s: { typed: '7' },
    })
    expect(read.first.levels).toEqual({ l: crsDefaults.l, r: crsDefaults.r, w: crsDefaults.w, s: 9 })
  })

  it('counts no second language tested in the first one’s language', () => {
    const read = languages('test=ielts&l=8&r=8&w=8&s=8&test2=celpip&r2=9&w2=9&l2=9&s2=9')
    expect(read.second.problem).toBe('same-language-as-first')
    expect(withTests('test=ielts&l=8&r=8&w=8&s=8&test2=celpip&r2=9&w2=9&l2=9&s2=9')).toMatchObject({
      r2: 0,
      w2: 0,
      l2: 0,
      s2: 0,
    })
    // With CLB levels first, `first` names the language: English, so an English second test counts nothing.
    expect(languages('first=en&test2=ielts&r2=7&w2=7&l2=7&s2=7').second.problem).toBe(
      'same-language-as-first',
    )
    expect(withTests('first=en&test2=tef&r2=434&w2=428&l2=434&s2=456')).toMatchObject({
      r2: 7,
      w2: 7,
      l2: 7,
      s2: 7,
    })
  })

  it("reads the spouse's test only with spouse=1", () => {
    expect(withTests('stest=ielts&sr=8&sw=8&sl=8&ss=8')).toMatchObject({ sr: 0, sw: 0, sl: 0, ss: 0 })
    // IELTS 8 in all four: reading CLB 10, writing 10, listening 9 (8.5 for 10), speaking 10.
    expect(withTests('spouse=1&stest=ielts&sr=8&sw=8&sl=8&ss=8')).toMatchObject({
      sr: 10,
      sw: 10,
      sl: 9,
      ss: 10,
    })
  })

  it('reads an unknown test as CLB levels', () => {
    expect(withTests('test=duolingo&r=9&w=9&l=9&s=9')).toMatchObject({ r: 9, w: 9, l: 9, s: 9 })
  })
})
