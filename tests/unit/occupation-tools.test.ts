// The occupation inside the tools: the link's `occupation` read as every other answer, and each tool's
// rows of the common occupations, read from its country's snapshot by the occupation's code there.
import { describe, expect, it } from 'vitest'
import { germany } from '../../content/facts/germany'
import {
  australiaOccupations,
  canadaCategories,
  commonOccupations,
  germanyBlueCard,
  nocUnitGroups,
  nzGreenList,
  ukSkilledOccupations,
} from '../../content/facts/occupations'
import { parseAustraliaQuery } from '../../lib/calculators/australia/rules'
import { crsQuery, groupOfCategories, parseCrsQuery } from '../../lib/calculators/crs/rules'
import { parseGermanyQuery } from '../../lib/calculators/germany/rules'
import { australiaCalculatorGrid, crsCalculatorGrid } from '../../lib/calculators/grids'
import { parseNzQuery } from '../../lib/calculators/nz/rules'
import { parseUkQuery, ukDefaults, withOccupationRate } from '../../lib/calculators/uk/rules'
import { expressEntryRounds } from '../../lib/draws/snapshot'
import { finderQuery, findRoutes, parseFinderQuery } from '../../lib/finder/finder'
import { finderRules } from '../../lib/finder/rules'
import {
  chosenRow,
  commonOccupationIds,
  parseOccupation,
  writeOccupation,
} from '../../lib/occupations/choice'
import { australiaTable, crsTable, germanyTable, nzTable, ukTable } from '../../lib/occupations/tools'

const query = (text: string) => new URLSearchParams(text)

describe('the occupation in the link', () => {
  it('names the cross-walk’s occupations, in its order', () => {
    expect(commonOccupationIds).toEqual(commonOccupations.occupations.map((occupation) => occupation.id))
  })

  it.each([
    ['occupation=registered-nurse', 'registered-nurse'],
    ['occupation=software-engineer&salary=50000', 'software-engineer'],
    ['occupation=', undefined],
    ['occupation=Registered-Nurse', undefined],
    ['occupation=healthcare', undefined],
    ['salary=50000', undefined],
  ] as const)('%s reads as %s', (link, occupation) => {
    expect(parseOccupation(query(link))).toBe(occupation)
  })

  it('is written only when chosen, and reads back', () => {
    expect(writeOccupation(new URLSearchParams(), undefined).toString()).toBe('')
    for (const id of commonOccupationIds)
      expect(parseOccupation(writeOccupation(new URLSearchParams(), id))).toBe(id)
  })

  it.each([
    ['the UK calculator', (link: string) => parseUkQuery(query(link)).occupation],
    ['the CRS calculator', (link: string) => parseCrsQuery(query(link), crsCalculatorGrid).job],
    [
      'the Australian calculator',
      (link: string) => parseAustraliaQuery(query(link), australiaCalculatorGrid).occupation,
    ],
    ['the New Zealand check', (link: string) => parseNzQuery(query(link)).occupation],
    ['the German check', (link: string) => parseGermanyQuery(query(link)).occupation],
  ])('%s reads it with its other answers', (_tool, read) => {
    expect(read('occupation=chef')).toBe('chef')
    expect(read('occupation=astronaut')).toBeUndefined()
  })
})

describe('the UK calculator', () => {
  const table = ukTable(commonOccupations, ukSkilledOccupations)
  const appendix = (soc: string) => ukSkilledOccupations.occupations.find((row) => row.soc === soc)

  // Ten occupations against the appendix's rows: the code, its eligibility and going rate.
  it.each([
    ['software-engineer', '2134', 'rqf6'],
    ['civil-engineer', '2121', 'rqf6'],
    ['mechanical-engineer', '2122', 'rqf6'],
    ['electrical-engineer', '2123', 'rqf6'],
    ['accountant', '2421', 'rqf6'],
    ['registered-nurse', '2237', 'rqf6'],
    ['electrician', '5241', 'lists-only'],
    ['chef', '5434', 'lists-only'],
    ['welder', '5213', 'lists-only'],
    ['truck-driver', '8211', 'ineligible'],
  ] as const)('%s: SOC %s, %s, the appendix’s row', (id, soc, eligibility) => {
    const row = table[id]
    expect(row).toEqual({ code: soc, answer: appendix(soc) ?? null })
    expect(row?.code && row.answer?.eligibility).toBe(eligibility)
  })

  it('a title no single SOC code fits names the candidates', () => {
    expect(table['data-scientist']).toMatchObject({ code: null })
  })

  it('the going rate typed wins; without one, the occupation’s counts; a pay scale gives none', () => {
    const answers = { ...ukDefaults, salary: 50_000 }
    expect(withOccupationRate(answers, 49_400).goingRate).toBe(49_400)
    expect(withOccupationRate({ ...answers, goingRate: 45_000 }, 49_400).goingRate).toBe(45_000)
    expect(withOccupationRate(answers, null).goingRate).toBeUndefined()
    expect(withOccupationRate(answers, undefined).goingRate).toBeUndefined()
  })

  it('reads the chosen row only', () => {
    expect(chosenRow(table, undefined)).toBeNull()
    expect(chosenRow(table, 'chef')).toBe(table.chef)
  })
})

describe('the CRS calculator', () => {
  const table = crsTable(commonOccupations, {
    nocs: nocUnitGroups,
    categories: canadaCategories,
    rounds: expressEntryRounds.rounds,
  })

  // Five NOC codes against the category lists kept: the rounds each qualifies for.
  it.each([
    ['registered-nurse', '31301', ['healthcare 2025']],
    ['general-practitioner', '31102', ['healthcare 2025', 'physicians 2026']],
    ['electrician', '72200', ['trade 2025']],
    ['welder', '72106', ['trade 2025']],
    ['software-engineer', '21231', []],
    ['truck-driver', '73300', []],
  ] as const)('%s: NOC %s is on %j', (id, noc, lists) => {
    const row = table[id]
    if (!row?.code) throw new Error(`${id} has no NOC code`)
    expect(row.code).toBe(noc)
    expect(row.answer?.categories.map(({ round, year }) => `${round} ${year}`)).toEqual(lists)
    // Each category's most recent rounds of its year, newest first, three at most.
    for (const { round, year } of row.answer?.categories ?? []) {
      const held = expressEntryRounds.rounds
        .filter((kept) => kept.type === round && kept.date.startsWith(`${year}-`))
        .sort((a, b) => b.date.localeCompare(a.date))
        .slice(0, 3)
        .map(({ type, date, lowestScore }) => ({ type, date, lowestScore }))
      expect(row.answer?.rounds.filter((kept) => kept.type === round)).toEqual(held)
    }
  })
})

describe('the CRS calculator’s one occupation question', () => {
  it('takes a common occupation or, as its links always have, a group', () => {
    expect(parseCrsQuery(query('occupation=welder'), crsCalculatorGrid)).toMatchObject({
      job: 'welder',
      occupation: 'other',
    })
    expect(parseCrsQuery(query('occupation=healthcare'), crsCalculatorGrid)).toMatchObject({
      job: undefined,
      occupation: 'healthcare',
    })
    const answers = parseCrsQuery(query('occupation=welder'), crsCalculatorGrid)
    expect(crsQuery(answers).get('occupation')).toBe('welder')
  })

  it.each([
    [['healthcare'], 'healthcare'],
    [['healthcare', 'physicians'], 'physicians'],
    [['trade'], 'trade'],
    [[], 'other'],
  ] as const)('category rounds %j put the work in the group %s', (rounds, group) => {
    expect(groupOfCategories(rounds)).toBe(group)
  })
})

describe('the Australian calculator', () => {
  const table = australiaTable(commonOccupations, australiaOccupations)

  it.each([
    ['software-engineer', '261313', ['189', '190', '491'], 'ACS'],
    ['civil-engineer', '233211', ['189', '190', '491'], 'Engineers Australia'],
    ['construction-project-manager', '133111', ['189', '190', '491'], 'VETASSESS'],
  ] as const)('%s: ANZSCO %s opens %j, assessed by %s', (id, code, visas, authority) => {
    expect(table[id]).toMatchObject({ code, answer: { visas, authority } })
  })

  it('an occupation on none of the lists says so; a title of several codes names them', () => {
    // Not on Home Affairs' list of 14 September 2026.
    expect(table['truck-driver']).toEqual({
      code: '733111',
      answer: { title: 'Truck Driver (General)', lists: [], visas: [], authority: null },
    })
    expect(table['registered-nurse']).toMatchObject({
      code: null,
      alternatives: expect.arrayContaining(['254418']),
    })
  })
})

describe('the New Zealand check', () => {
  const table = nzTable(commonOccupations, nzGreenList)

  it.each([
    ['software-engineer', 1],
    ['civil-engineer', 1],
    ['early-childhood-teacher', 2],
  ] as const)('%s is on Tier %i', (id, tier) => {
    expect(table[id]).toMatchObject({ answer: { tier } })
  })

  it('an occupation off the rows kept has no answer', () => {
    expect(table.electrician).toEqual({ code: '341111', answer: null })
  })
})

describe('the German check', () => {
  const salaries = germany.blueCard.salary
  const table = germanyTable(commonOccupations, germanyBlueCard, {
    standard: salaries.standard2026,
    shortage: salaries.reduced2026,
  })

  it.each([
    ['software-engineer', '25', salaries.reduced2026.value],
    ['registered-nurse', '222', salaries.reduced2026.value],
    ['civil-engineer', '21', salaries.reduced2026.value],
    ['electrician', null, salaries.standard2026.value],
    ['truck-driver', null, salaries.standard2026.value],
  ] as const)('%s: shortage group %s, a threshold of %d', (id, group, salary) => {
    expect(table[id]).toMatchObject({ answer: { shortageGroup: group, salary } })
  })
})

describe('the visa finder', () => {
  const profile = (link: string) => parseFinderQuery(query(link))

  it('reads the occupation with its other answers, and keeps it in its link', () => {
    expect(profile('occupation=plumber').occupation).toBe('plumber')
    expect(finderQuery(profile('occupation=plumber')).get('occupation')).toBe('plumber')
    expect(finderQuery(profile('age=30')).has('occupation')).toBe(false)
  })

  it('opens each calculator with the occupation', () => {
    const { forGoal, others } = findRoutes(profile('occupation=electrician&offer=uk'), finderRules)
    const queries = [...forGoal, ...others].flatMap((judgement) => (judgement.query ? [judgement.query] : []))
    expect(queries.length).toBeGreaterThanOrEqual(3)
    for (const link of queries) expect(parseOccupation(query(link))).toBe('electrician')
  })
})
