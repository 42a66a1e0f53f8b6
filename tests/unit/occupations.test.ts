// What the occupation page will tell a visitor of one occupation code in each country, from the lists'
// snapshots: the UK's going rate and eligibility against the table's rows, Canada's category lists and
// their rounds, Australia's lists and assessing authority, the Green List tier, the Blue Card threshold.
import { describe, expect, it } from 'vitest'
import { germany } from '../../content/facts/germany'
import {
  australiaOccupations,
  canadaCategories,
  germanyBlueCard,
  nocUnitGroups,
  nzGreenList,
  ukSkilledOccupations,
} from '../../content/facts/occupations'
import { expressEntryRounds } from '../../lib/draws/snapshot'
import { australiaOccupation } from '../../lib/occupations/australia'
import { canadaOccupation } from '../../lib/occupations/canada'
import { blueCardThreshold } from '../../lib/occupations/germany'
import { greenListOccupation } from '../../lib/occupations/nz'
import { ukOccupation } from '../../lib/occupations/uk'

describe('the UK: going rate, eligibility and shortage lists by SOC 2020 code', () => {
  const tsl = { list: 'temporary-shortage', until: '2026-12-31' }
  const isl = { list: 'immigration-salary', until: '2026-12-31' }
  // The rows of the appendix's tables (updated 25 November 2025) and of the shortage lists as the snapshot's copy gives them.
  it.each([
    ['1111', 'Chief executives and senior officials', 'rqf6', 88_100, []],
    ['1131', 'Financial managers and directors', 'rqf6', 75_100, []],
    ['1137', 'Information technology directors', 'rqf6', 86_000, []],
    ['1150', 'Managers and directors in retail and wholesale', 'lists-only', 36_400, []],
    ['1211', 'Managers and proprietors in agriculture and horticulture', 'lists-only', 35_900, []],
    ['2121', 'Civil engineers', 'rqf6', 50_400, []],
    ['2122', 'Mechanical engineers', 'rqf6', 46_800, []],
    ['2123', 'Electrical engineers', 'rqf6', 58_700, []],
    ['2134', 'Programmers and software development professionals', 'rqf6', 54_700, []],
    ['2237', 'Other registered nursing professionals', 'rqf6', null, []],
    ['2421', 'Chartered and certified accountants', 'rqf6', 49_200, []],
    ['3544', 'Data analysts', 'lists-only', 34_900, [tsl]],
    ['5241', 'Electricians and electrical fitters', 'lists-only', 38_800, [tsl]],
    ['5316', 'Carpenters and joiners', 'lists-only', 33_400, [isl]],
    ['5434', 'Chefs', 'lists-only', 33_400, []],
    ['5435', 'Cooks', 'ineligible', null, []],
  ])('%s %s: %s, £%s', (soc, title, eligibility, goingRate, shortageLists) => {
    expect(ukOccupation(ukSkilledOccupations, soc)).toEqual({
      soc,
      title,
      eligibility,
      goingRate,
      shortageLists,
    })
  })

  it('a welder: on the Temporary Shortage List, and on the Immigration Salary List only as a high integrity pipe welder', () => {
    expect(ukOccupation(ukSkilledOccupations, '5213')?.shortageLists).toEqual([
      tsl,
      { ...isl, only: expect.stringMatching(/^high integrity pipe welders/) },
    ])
  })

  it('answers nothing for a code the snapshot does not hold (2136 is SOC 2010’s programmers)', () => {
    expect(ukOccupation(ukSkilledOccupations, '2136')).toBeNull()
  })
})

describe('Canada: category lists and their rounds by NOC 2021 code', () => {
  const lookUp = (noc: string) => {
    const found = canadaOccupation(
      { nocs: nocUnitGroups, categories: canadaCategories, rounds: expressEntryRounds.rounds },
      noc,
    )
    return (
      found && {
        title: found.title,
        teer: found.teer,
        categories: found.categories.map((list) => `${list.year} ${list.name}`),
        rounds: found.rounds.map((round) => `#${round.number} ${round.name}`),
      }
    )
  }
  const healthcare2025 = [349, 345].map(
    (number) => `#${number} Healthcare and social services occupations (Version 2)`,
  )
  // The 2026 rounds of one kind, found by name: a refresh adds rounds of 2026, never removes one.
  const rounds2026 = (name: RegExp) =>
    expressEntryRounds.rounds
      .filter((round) => name.test(round.name) && round.date.startsWith('2026-'))
      .map((round) => `#${round.number} ${round.name}`)
  const seniorManagers = rounds2026(/^Senior managers/)

  it('a registered nurse: the 2025 healthcare list and its seven rounds of 2025', () => {
    const nurse = lookUp('31301')
    expect(nurse).toMatchObject({
      title: 'Registered nurses and registered psychiatric nurses',
      teer: 1,
      categories: ['2025 Healthcare and social services occupations'],
    })
    expect(nurse?.rounds).toHaveLength(7)
    expect(nurse?.rounds.slice(-2)).toEqual(healthcare2025)
  })

  it('a family physician: the 2025 healthcare list and the 2026 physicians list, with the rounds of each year', () => {
    const physician = lookUp('31102')
    expect(physician?.categories).toEqual([
      '2025 Healthcare and social services occupations',
      '2026 Physicians with Canadian work experience',
    ])
    const physicians = rounds2026(/^Physicians/)
    expect(physicians).toEqual(
      expect.arrayContaining([
        '#421 Physicians with Canadian Work Experience, 2026-Version 1',
        '#397 Physicians with Canadian Work Experience, 2026-Version 1',
      ]),
    )
    expect(physician?.rounds).toEqual([...physicians, ...(lookUp('31301')?.rounds ?? [])])
  })

  it('a senior manager: TEER 0, the 2026 list and its rounds', () => {
    expect(seniorManagers).toEqual(
      expect.arrayContaining([
        '#426 Senior managers with Canadian Work Experience, 2026-Version 1',
        '#402 Senior managers with Canadian Work Experience, 2026-Version 1',
      ]),
    )
    expect(lookUp('00012')).toEqual({
      title: 'Senior managers - financial, communications and other business services',
      teer: 0,
      categories: ['2026 Senior managers with Canadian work experience'],
      rounds: seniorManagers,
    })
  })

  it('an electrician: TEER 2, the 2025 trades list and its round of 2025', () => {
    expect(lookUp('72200')).toEqual({
      title: 'Electricians (except industrial and power system)',
      teer: 2,
      categories: ['2025 Trade occupations'],
      rounds: [expect.stringMatching(/^#\d+ Trade occupations \(Version 2\)$/)],
    })
  })

  it('an automotive service technician: the 2026 transport list and its rounds', () => {
    const transport = rounds2026(/^Transport/)
    expect(transport).toEqual(expect.arrayContaining(['#434 Transport Occupations, 2026-Version 2']))
    expect(lookUp('72410')).toMatchObject({
      categories: ['2026 Transport occupations'],
      rounds: transport,
    })
  })

  it('a university professor: on the 2026 researchers list, with its rounds (none in the snapshot)', () => {
    expect(lookUp('41200')).toEqual({
      title: 'University professors and lecturers',
      teer: 1,
      categories: ['2026 Researchers with Canadian work experience'],
      rounds: rounds2026(/^Researchers/),
    })
  })

  it('a senior manager in construction: TEER 0, on the 2026 list, its title from NOC 2021', () => {
    expect(lookUp('00015')).toMatchObject({
      title: 'Senior managers - construction, transportation, production and utilities',
      teer: 0,
      rounds: seniorManagers,
    })
  })

  it('a software engineer: TEER 1, on no list the snapshot keeps', () => {
    expect(lookUp('21231')).toEqual({
      title: 'Software engineers and designers',
      teer: 1,
      categories: [],
      rounds: [],
    })
  })

  it('answers nothing for a code NOC 2021 lacks (3012 is a NOC 2016 code)', () => {
    expect(lookUp('3012')).toBeNull()
  })

  it('names in its category lists only unit groups of NOC 2021', () => {
    const codes = new Set(nocUnitGroups.unitGroups.map((group) => group.noc))
    for (const list of canadaCategories.categories)
      expect(
        list.noc.filter((noc) => !codes.has(noc)),
        list.name,
      ).toEqual([])
  })

  it('holds every unit group of NOC 2021, each TEER its code’s second digit', () => {
    expect(nocUnitGroups.unitGroups).toHaveLength(516)
    for (const { noc, teer } of nocUnitGroups.unitGroups) expect(teer).toBe(Number(noc[1]))
  })
})

describe('Australia: lists, visas and assessing authority', () => {
  // The rows of Home Affairs' list of 14 September 2026: every occupation kept is also on the CSOL (482).
  const mltssl = ['189', '190', '482', '491']
  it.each([
    ['411411', 'an enrolled nurse', ['STSOL', 'CSOL'], ['190', '482', '491'], 'ANMAC'],
    ['233999', 'engineering professionals nec', ['MLTSSL', 'CSOL'], mltssl, 'Engineers Australia'],
    ['261313', 'a software engineer', ['MLTSSL', 'CSOL'], mltssl, 'ACS'],
    ['261312', 'a developer programmer', ['MLTSSL', 'CSOL'], mltssl, 'ACS'],
    ['233211', 'a civil engineer', ['MLTSSL', 'CSOL'], mltssl, 'Engineers Australia'],
    ['233311', 'an electrical engineer', ['MLTSSL', 'CSOL'], mltssl, 'Engineers Australia'],
    ['233512', 'a mechanical engineer', ['MLTSSL', 'CSOL'], mltssl, 'Engineers Australia'],
    ['221111', 'a general accountant', ['MLTSSL', 'CSOL'], mltssl, 'CAANZ, CPAA or IPA'],
    ['133111', 'a construction project manager', ['MLTSSL', 'CSOL'], mltssl, 'VETASSESS'],
    ['254418', 'a registered nurse (medical)', ['MLTSSL', 'CSOL'], mltssl, 'ANMAC'],
    ['254424', 'a registered nurse (surgical)', ['MLTSSL', 'CSOL'], mltssl, 'ANMAC'],
    ['254415', 'a critical care nurse', ['MLTSSL', 'CSOL'], mltssl, 'ANMAC'],
    ['341111', 'an electrician', ['MLTSSL', 'CSOL'], mltssl, 'TRA'],
    ['351311', 'a chef', ['MLTSSL', 'CSOL'], mltssl, 'TRA'],
    ['351411', 'a cook', ['STSOL', 'CSOL'], ['190', '482', '491'], 'TRA'],
    ['253111', 'a general practitioner', ['MLTSSL', 'CSOL'], mltssl, 'MedBA'],
    ['241411', 'a secondary school teacher', ['MLTSSL', 'CSOL'], mltssl, 'AITSL'],
    ['241111', 'an early childhood teacher', ['MLTSSL', 'CSOL'], mltssl, 'ACECQA'],
    ['252511', 'a physiotherapist', ['MLTSSL', 'CSOL'], mltssl, 'APC'],
    ['322313', 'a welder (first class)', ['MLTSSL', 'CSOL'], mltssl, 'TRA'],
    // Listed by its ANZSCO 2022 code 334116 for 186 and 482, and by its 2013 code for the other visas.
    ['334111', 'a plumber', ['MLTSSL', 'CSOL'], mltssl, 'TRA'],
    ['331212', 'a carpenter', ['MLTSSL', 'CSOL'], mltssl, 'TRA'],
    ['135112', 'an ICT project manager', ['STSOL', 'CSOL'], ['190', '482', '491'], 'ACS'],
  ])('%s, %s: %j, so %j, assessed by %s', (code, _who, lists, visas, assessingAuthority) => {
    expect(australiaOccupation(australiaOccupations, code)).toMatchObject({
      lists,
      visas,
      assessingAuthority,
    })
  })

  it('answers nothing for a code the snapshot does not hold', () => {
    expect(australiaOccupation(australiaOccupations, '254411')).toBeNull()
  })
})

describe('New Zealand: the Green List tier', () => {
  it('a construction project manager: Tier 1, with the qualifications it needs', () => {
    expect(greenListOccupation(nzGreenList, '133111')).toMatchObject({ tier: 1, source: 'official' })
  })

  it('an early childhood teacher: Tier 2 (work to residence) as reported', () => {
    expect(greenListOccupation(nzGreenList, '241111')?.tier).toBe(2)
  })

  it('answers nothing for a code the snapshot does not hold', () => {
    expect(greenListOccupation(nzGreenList, '254411')).toBeNull()
  })

  it.each([
    ['a civil engineer', '233211'],
    ['an electrical engineer', '233311'],
    ['a mechanical engineer', '233512'],
    ['a general practitioner', '253111'],
    ['a registered nurse (medical)', '254418'],
    ['a registered nurse (surgical)', '254424'],
  ])('%s: Tier 1 as reported, its conditions not read', (_occupation, code) => {
    expect(greenListOccupation(nzGreenList, code)).toMatchObject({
      tier: 1,
      conditions: null,
      source: 'reported',
    })
  })
})

describe('Germany: the Blue Card threshold by ISCO-08 code', () => {
  const { standard2026, reduced2026 } = germany.blueCard.salary
  const thresholds = { standard: standard2026, shortage: reduced2026 }

  it.each([
    ['2512', 'reduced2026', '25'],
    ['2211', 'reduced2026', '221'],
    ['2142', 'reduced2026', '21'],
    ['1330', 'reduced2026', '133'],
    ['2411', 'standard2026', null],
    ['2230', 'standard2026', null],
  ] as const)('%s takes germany.blueCard.salary.%s (shortage group %s)', (isco, fact, group) => {
    const threshold = blueCardThreshold(germanyBlueCard, thresholds, isco)
    expect(threshold?.salary).toBe(germany.blueCard.salary[fact])
    expect(threshold?.shortageGroup?.isco ?? null).toBe(group)
  })

  it('refuses a code that is not an ISCO-08 code', () => {
    expect(blueCardThreshold(germanyBlueCard, thresholds, 'nurse')).toBeNull()
  })
})

describe('the lists no refresher reads', () => {
  it.each([
    ['Canada’s categories', canadaCategories],
    ['Australia’s lists', australiaOccupations],
    ['the Green List', nzGreenList],
    ['the Blue Card’s shortage groups', germanyBlueCard],
  ])('%s are checked again within six months of their reading', (_list, { retrieved, reviewBy }) => {
    const sixMonthsOn = new Date(`${retrieved}T00:00:00Z`)
    sixMonthsOn.setUTCMonth(sixMonthsOn.getUTCMonth() + 6)
    expect(reviewBy).toBeDefined()
    expect(`${reviewBy}` <= sixMonthsOn.toISOString().slice(0, 10)).toBe(true)
  })
})
