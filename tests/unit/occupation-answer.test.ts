// One occupation answered in every destination at once, from the lists' snapshots: a software engineer
// (codes kept in every snapshot), a registered nurse (kept in Canada's list only) and an occupation
// whose code is unknown in some classifications.
import { describe, expect, it } from 'vitest'
import { germany } from '../../content/facts/germany'
import { australiaOccupations, germanyBlueCard, ukSkilledOccupations } from '../../content/facts/occupations'
import { occupationLists } from '../../content/occupations'
import { occupationAnswer } from '../../lib/occupations/answer'

const salaries = germany.blueCard.salary
const lists = occupationLists

describe('occupationAnswer', () => {
  it('a software engineer: every destination from its own code', () => {
    const answer = occupationAnswer(lists, { noc: '21231', anzsco: '261313', soc: '2134', isco: '2512' })
    expect(answer.canada).toMatchObject({ noc: '21231', teer: 1, categories: [] })
    expect(answer.australia).toMatchObject({ code: '261313', assessingAuthority: 'ACS' })
    expect(answer.australia?.visas).toEqual(
      [...new Set(['MLTSSL', 'CSOL'].flatMap((list) => australiaOccupations.visasByList[list] ?? []))].sort(),
    )
    expect(answer.uk).toEqual(ukSkilledOccupations.occupations.find((row) => row.soc === '2134'))
    expect(answer.nz).toMatchObject({ code: '261313', tier: 1 })
    expect(answer.germany).toEqual({
      salary: salaries.reduced2026,
      shortageGroup: germanyBlueCard.shortageGroups.find((group) => group.isco === '25'),
    })
  })

  it('a code the snapshot lacks answers null for that country alone', () => {
    const answer = occupationAnswer(lists, { noc: '31301', anzsco: '254411', soc: '2231', isco: '2221' })
    expect(answer.canada?.categories.map((list) => list.round)).toEqual(['healthcare'])
    expect(answer).toMatchObject({ australia: null, uk: null, nz: null })
    expect(answer.germany?.shortageGroup?.isco).toBe('222')
  })

  it('a classification with no code for the occupation answers null, never a guess', () => {
    expect(occupationAnswer(lists, { noc: null, anzsco: null, soc: null, isco: null })).toEqual({
      canada: null,
      australia: null,
      uk: null,
      nz: null,
      germany: null,
    })
  })
})
