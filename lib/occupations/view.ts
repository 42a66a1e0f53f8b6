// What /occupations shows of one common occupation, in every destination: its answers (answer.ts) cut to
// what the page prints, so that the island carries the 22 occupations' answers as small props. Where the
// cross-walk gives no single code but names the candidates (ANZSCO splits nurses by ward), each candidate
// the snapshot holds is answered instead; the page says the duties decide between them.
import type { CommonOccupationsFile } from '../../content/facts/occupations/types'
import type { RoundType } from '../draws/rounds'
import { type OccupationCodes, type OccupationLists, occupationAnswer } from './answer'

type CommonOccupation = CommonOccupationsFile['occupations'][number]

/** How many of a category's latest rounds the page quotes. */
export const roundsShown = 3

export interface OccupationView {
  id: string
  canada: {
    noc: string
    title: string
    teer: number
    /** Each category list it is on, with its latest rounds in the list's year (newest first). */
    categories: readonly {
      round: RoundType
      year: number
      rounds: readonly { date: string; lowestScore: number }[]
    }[]
  } | null
  /** Its ANZSCO code's row, or each candidate's the snapshot holds. */
  australia: readonly {
    code: string
    title: string
    lists: readonly string[]
    visas: readonly string[]
    authority: string | null
  }[]
  uk: {
    soc: string
    title: string
    eligibility: 'rqf6' | 'lists-only' | 'ineligible'
    goingRate: number | null
    /** Its shortage lists, each until the day a certificate must be issued before; `partial` where the list takes some jobs of the code only. */
    shortageLists: readonly {
      list: 'temporary-shortage' | 'immigration-salary'
      until: string
      partial: boolean
    }[]
  } | null
  nz: readonly { code: string; title: string; tier: 1 | 2 }[]
  /** Its ISCO-08 group, and the shortage group whose lower Blue Card threshold it takes, if any. */
  germany: { isco: string; shortageGroup: string | null } | null
  /** Per classification, the candidate codes where no single one fits. */
  alternatives: Partial<Record<keyof OccupationCodes, readonly string[]>>
}

const none: OccupationCodes = { noc: null, anzsco: null, soc: null, isco: null }

/** The ANZSCO codes answered: the occupation's own, or the candidates the cross-walk names. */
const anzscoCodes = (occupation: CommonOccupation) =>
  occupation.anzsco ? [occupation.anzsco] : (occupation.alternatives?.anzsco ?? [])

export function occupationView(lists: OccupationLists, occupation: CommonOccupation): OccupationView {
  const { canada, uk, germany } = occupationAnswer(lists, occupation)
  const byAnzsco = anzscoCodes(occupation).map((anzsco) => occupationAnswer(lists, { ...none, anzsco }))
  return {
    id: occupation.id,
    canada: canada && {
      noc: canada.noc,
      title: canada.title,
      teer: canada.teer,
      categories: canada.categories.map(({ round, year }) => ({
        round: round as RoundType,
        year,
        rounds: canada.rounds
          .filter((held) => held.type === round && held.date.startsWith(`${year}-`))
          .slice(0, roundsShown)
          .map(({ date, lowestScore }) => ({ date, lowestScore })),
      })),
    },
    australia: byAnzsco.flatMap(({ australia }) =>
      australia
        ? [
            {
              code: australia.code,
              title: australia.title,
              lists: australia.lists,
              visas: australia.visas,
              authority: australia.assessingAuthority,
            },
          ]
        : [],
    ),
    uk: uk && {
      soc: uk.soc,
      title: uk.title,
      eligibility: uk.eligibility,
      goingRate: uk.goingRate,
      shortageLists: uk.shortageLists.map(({ list, until, only }) => ({
        list,
        until,
        partial: only !== undefined,
      })),
    },
    nz: byAnzsco.flatMap(({ nz }) => (nz ? [{ code: nz.code, title: nz.title, tier: nz.tier }] : [])),
    germany:
      germany && occupation.isco
        ? { isco: occupation.isco, shortageGroup: germany.shortageGroup?.title ?? null }
        : null,
    alternatives: occupation.alternatives ?? {},
  }
}
