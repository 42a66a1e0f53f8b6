// What /occupations shows of a common occupation, cut from its answers: a registered nurse, whom ANZSCO
// splits by ward (each candidate the snapshots hold is answered), a software engineer (one code in each
// classification) and a cook (closed to the UK's Skilled Worker visa, on Australia's short-term list).
import { describe, expect, it } from 'vitest'
import { commonOccupations } from '../../content/facts/occupations'
import { occupationLists } from '../../content/occupations'
import { occupationView, roundsShown } from '../../lib/occupations/view'

const viewOf = (id: string) => {
  const occupation = commonOccupations.occupations.find((kept) => kept.id === id)
  if (!occupation) throw new Error(`No common occupation ${id}`)
  return occupationView(occupationLists, occupation)
}

describe('occupationView', () => {
  it('a registered nurse: Canada’s health care rounds, and each ANZSCO candidate the lists hold', () => {
    const view = viewOf('registered-nurse')
    expect(view.canada).toMatchObject({ noc: '31301', teer: 1 })
    const [healthcare] = view.canada?.categories ?? []
    expect(healthcare).toMatchObject({ round: 'healthcare', year: 2025 })
    const held = occupationLists.rounds.filter(
      (round) => round.type === 'healthcare' && round.date.startsWith('2025-'),
    )
    expect(healthcare?.rounds).toEqual(
      held.slice(0, roundsShown).map(({ date, lowestScore }) => ({ date, lowestScore })),
    )
    expect(view.australia.map((row) => [row.code, row.authority])).toEqual([
      ['254418', 'ANMAC'],
      ['254424', 'ANMAC'],
      ['254415', 'ANMAC'],
      ['254412', 'ANMAC'],
      ['254499', 'ANMAC'],
    ])
    expect(view.nz.map((row) => row.code)).toEqual(['254418', '254424', '254415', '254412', '254499'])
    expect(view.uk).toMatchObject({ soc: '2237', eligibility: 'rqf6', goingRate: null })
    expect(view.germany).toEqual({ isco: '2221', shortageGroup: 'Nursing and midwifery professionals' })
    expect(view.alternatives.anzsco).toContain('254418')
  })

  it('a software engineer: one code in each classification, no category round kept for it', () => {
    const view = viewOf('software-engineer')
    expect(view.canada).toMatchObject({ noc: '21231', categories: [] })
    expect(view.australia).toEqual([
      {
        code: '261313',
        title: 'Software Engineer',
        lists: ['MLTSSL', 'CSOL'],
        visas: ['189', '190', '482', '491'],
        authority: 'ACS',
      },
    ])
    expect(view.uk).toMatchObject({ soc: '2134', eligibility: 'rqf6', goingRate: 54700, shortageLists: [] })
    expect(view.nz).toEqual([{ code: '261313', title: 'Software Engineer', tier: 1 }])
    expect(view.germany?.shortageGroup).toBe('Information and communications technology professionals')
  })

  it('a welder: below RQF 6, open through both shortage lists, the second for some jobs only', () => {
    expect(viewOf('welder').uk?.shortageLists).toEqual([
      { list: 'temporary-shortage', until: '2026-12-31', partial: false },
      { list: 'immigration-salary', until: '2026-12-31', partial: true },
    ])
  })

  it("a cook: closed to the Skilled Worker visa, on Australia's short-term list only, on no Green List row kept", () => {
    const view = viewOf('cook')
    expect(view.uk).toMatchObject({ soc: '5435', eligibility: 'ineligible' })
    expect(view.australia).toEqual([
      {
        code: '351411',
        title: 'Cook',
        lists: ['STSOL', 'CSOL'],
        authority: 'TRA',
        visas: ['190', '482', '491'],
      },
    ])
    expect(view.nz).toEqual([])
    expect(view.germany).toEqual({ isco: '5120', shortageGroup: null })
  })

  it('a truck driver: on none of Australia’s lists, which the page says rather than that its copy lacks it', () => {
    expect(viewOf('truck-driver').australia).toEqual([
      { code: '733111', title: 'Truck Driver (General)', lists: [], visas: [], authority: null },
    ])
  })
})
