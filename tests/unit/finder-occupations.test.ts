// The visa finder's occupation: what each route's list says of a nurse, a software engineer and a
// truck driver, which routes a list rules out, and no change at all without an occupation; and the
// readings files the island loads are those the lists and catalogues give today.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { finderOccupationsFile, finderOccupationsPath } from '../../content/finder-occupations'
import { finderOccupationRows } from '../../content/occupation-tables'
import { type FinderAnswers, finderDefaults, findRoutes, type Judgement } from '../../lib/finder/finder'
import { onNoList } from '../../lib/finder/occupation'
import { finderRules } from '../../lib/finder/rules'
import { locales } from '../../lib/languages'

const rules = { ...finderRules, occupations: finderOccupationRows }
/** A profile every list-reading route would judge on its other answers: offers aside, a fit one. */
const profile: FinderAnswers = { ...finderDefaults, goal: 'work' }

/** Each route's verdict, reason and notes for the profile with `occupation`. */
function judged(occupation: FinderAnswers['occupation'], answers: Partial<FinderAnswers> = {}) {
  const { forGoal, others } = findRoutes({ ...profile, ...answers, occupation }, rules)
  return Object.fromEntries([...forGoal, ...others].map((j) => [j.route, j])) as Record<
    Judgement['route'],
    Judgement
  >
}
const notes = (j: Judgement) => j.occupation?.map(({ note, values }) => [note, values ?? {}])

describe('the finder with an occupation', () => {
  it('without one, judges every route as before and reads no list', () => {
    const without = findRoutes(profile, rules)
    expect(without).toEqual(findRoutes(profile, finderRules))
    for (const j of [...without.forGoal, ...without.others]) expect(j.occupation).toBeUndefined()
  })

  it('a software engineer: on the Australian lists for 189, 190 and 491 (ACS), RQF 6 in the UK at £54,700, Tier 1 of the Green List, the Blue Card’s shortage threshold', () => {
    const j = judged('software-engineer')
    expect(j.australiaSkilled.verdict).toBe('check')
    expect(notes(j.australiaSkilled)).toEqual([
      ['visas', { lists: ['MLTSSL', 'CSOL'], visas: ['189', '190', '491'] }],
      ['authority', { assessor: 'ACS' }],
    ])
    expect(notes(j.ukSkilledWorker)).toEqual([
      ['rqf6', {}],
      ['goingRate', { amount: 54700 }],
    ])
    expect(notes(j.nzSkilledMigrant)).toEqual([['tier', { tier: 1 }]])
    expect(notes(j.germanyBlueCard)).toEqual([['shortage', { code: '2512', group: '25', amount: 45934.2 }]])
    expect(notes(j.expressEntry)).toEqual([['noCategory', {}]])
    // A route that reads no list says nothing of it.
    expect(j.germanyOpportunityCard.occupation).toBeUndefined()
  })

  it('a nurse: Canada’s health-care rounds, no single ANZSCO code (the ward decides), the Blue Card’s shortage threshold', () => {
    const j = judged('registered-nurse')
    expect(notes(j.expressEntry)).toEqual([['category', { type: 'healthcare', year: 2025 }]])
    const noCode = ['noCode', { classification: 'ANZSCO', codes: '254418, 254424, 254415, 254412, 254499' }]
    expect(notes(j.australiaSkilled)).toEqual([noCode])
    expect(notes(j.nzSkilledMigrant)).toEqual([noCode])
    expect(j.australiaSkilled.verdict).toBe('check')
    expect(notes(j.germanyBlueCard)?.[0]?.[0]).toBe('shortage')
  })

  it('a truck driver: on none of Australia’s lists and not open to the UK’s Skilled Worker visa, both ruled out whatever else; the rest say what they know', () => {
    // Even with a UK job offer, which alone used to decide the UK route.
    const j = judged('truck-driver', { offer: 'uk' })
    expect([j.australiaSkilled.verdict, j.australiaSkilled.reason]).toEqual(['not-eligible', 'occupation'])
    expect([j.ukSkilledWorker.verdict, j.ukSkilledWorker.reason]).toEqual(['not-eligible', 'occupation'])
    expect(notes(j.nzSkilledMigrant)).toEqual([['notKept', { classification: 'ANZSCO', code: '733111' }]])
    expect(notes(j.germanyBlueCard)).toEqual([['standard', { code: '8332', amount: 50700 }]])
    // Routes that need no listed occupation are judged as before.
    const { query: opened, ...card } = j.germanyOpportunityCard
    const { query: openedBefore, ...before } = judged(undefined, { offer: 'uk' }).germanyOpportunityCard
    expect(card).toEqual(before)
    expect(opened).toBe(`${openedBefore}&occupation=truck-driver`)
    const row = finderOccupationRows['truck-driver']
    expect(row && onNoList(row)).toBe(true)
    const engineer = finderOccupationRows['software-engineer']
    expect(engineer && onNoList(engineer)).toBe(false)
  })

  it('opens each calculator with the occupation, as before', () => {
    const j = judged('truck-driver')
    expect(new URLSearchParams(j.australiaSkilled.query).get('occupation')).toBe('truck-driver')
  })
})

describe('the readings files', () => {
  it.each(locales)(
    '%s is what the lists and the catalogues give now (npm run messages rewrites it)',
    (locale) => {
      expect(JSON.parse(readFileSync(finderOccupationsPath(locale), 'utf8'))).toEqual(
        JSON.parse(finderOccupationsFile(locale)),
      )
    },
  )
})
