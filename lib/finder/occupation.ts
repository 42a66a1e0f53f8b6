// What the occupation chosen in the visa finder means for each route that reads a list: Canada's
// category rounds, Australia's lists for subclasses 189, 190 and 491, the UK's Skilled Worker
// eligibility and going rate, New Zealand's Green List, Germany's Blue Card shortage threshold. Read
// from the rows the calculators are handed (lib/occupations/tools.ts), cut to what the finder says.
// A code the site's partial copy lacks says to ask; only a list read and found without the occupation
// rules a route out.

import type { UkOccupationRow } from '../../content/facts/occupations/types'
import type { RoundType } from '../draws/rounds'
import type { CommonOccupationId, OccupationTable } from '../occupations/choice'
import type {
  AustraliaOccupationAnswer,
  CrsOccupationAnswer,
  GermanyOccupationAnswer,
  NzOccupationAnswer,
  OccupationRow,
} from '../occupations/tools'

/** One occupation's row on each list the finder reads, cut to what its notes say. */
export interface FinderOccupation {
  canada: OccupationRow<{ categories: { round: RoundType; year: number }[] }> | null
  australia: OccupationRow<Pick<AustraliaOccupationAnswer, 'lists' | 'visas' | 'authority'>> | null
  uk: OccupationRow<Pick<UkOccupationRow, 'eligibility' | 'goingRate'>> | null
  nz: OccupationRow<Pick<NzOccupationAnswer, 'tier'>> | null
  germany: OccupationRow<GermanyOccupationAnswer> | null
}

export type FinderOccupations = Partial<Record<CommonOccupationId, FinderOccupation>>

/** A note's words (content/visa-finder.ts `occupation.notes`), and the values it names. */
export type OccupationNoteKey =
  | 'noCode'
  | 'notKept'
  | 'category'
  | 'noCategory'
  | 'visas'
  | 'noVisa'
  | 'authority'
  | 'noAuthority'
  | 'rqf6'
  | 'lists-only'
  | 'goingRate'
  | 'payScale'
  | 'tier'
  | 'shortage'
  | 'standard'

export interface OccupationNote {
  note: OccupationNoteKey
  /** Lists ("MLTSSL", "189") are joined in the page's language by the island. */
  values?: Record<string, string | number | readonly string[]>
}

/** What an occupation's list says for a route: its notes, and whether the list rules the route out. */
export interface OccupationReading {
  notes: OccupationNote[]
  ruledOut: boolean
}

type Country = keyof FinderOccupation

/** Each list's classification, as the notes name it. */
const classifications: Record<Country, string> = {
  canada: 'NOC 2021',
  australia: 'ANZSCO',
  uk: 'SOC 2020',
  nz: 'ANZSCO',
  germany: 'ISCO-08',
}

/** A row read: a code no single one fits, or one the site's copy lacks, says so; else `read` says. */
function readRow<Answer>(
  country: Country,
  row: OccupationRow<Answer> | null,
  read: (answer: Answer, code: string) => OccupationReading,
): OccupationReading {
  const classification = classifications[country]
  if (row === null) return { notes: [], ruledOut: false }
  if (row.code === null)
    return {
      notes: [{ note: 'noCode', values: { classification, codes: row.alternatives.join(', ') } }],
      ruledOut: false,
    }
  if (row.answer === null)
    return { notes: [{ note: 'notKept', values: { classification, code: row.code } }], ruledOut: false }
  return read(row.answer, row.code)
}

const said = (...notes: OccupationNote[]): OccupationReading => ({ notes, ruledOut: false })

/** The routes that read a list, and what each says of the occupation. */
export const occupationReaders = {
  expressEntry: (o: FinderOccupation) =>
    readRow('canada', o.canada, ({ categories }) =>
      categories.length === 0
        ? said({ note: 'noCategory' })
        : said(
            ...categories.map(({ round, year }) => ({
              note: 'category' as const,
              values: { type: round, year },
            })),
          ),
    ),
  australiaSkilled: (o: FinderOccupation) =>
    readRow('australia', o.australia, ({ lists, visas, authority }) => {
      // Read and not held: 189, 190 and 491 take only listed occupations.
      if (lists.length === 0) return { notes: [], ruledOut: true }
      if (visas.length === 0) return { notes: [{ note: 'noVisa', values: { lists } }], ruledOut: true }
      return said(
        { note: 'visas', values: { lists, visas } },
        authority ? { note: 'authority', values: { assessor: authority } } : { note: 'noAuthority' },
      )
    }),
  ukSkilledWorker: (o: FinderOccupation) =>
    readRow('uk', o.uk, ({ eligibility, goingRate }) => {
      if (eligibility === 'ineligible') return { notes: [], ruledOut: true }
      return said(
        { note: eligibility },
        goingRate === null ? { note: 'payScale' } : { note: 'goingRate', values: { amount: goingRate } },
      )
    }),
  nzSkilledMigrant: (o: FinderOccupation) =>
    readRow('nz', o.nz, ({ tier }) => said({ note: 'tier', values: { tier } })),
  germanyBlueCard: (o: FinderOccupation) =>
    readRow('germany', o.germany, ({ salary, shortageGroup }, code) =>
      said(
        shortageGroup
          ? { note: 'shortage', values: { code, group: shortageGroup, amount: salary } }
          : { note: 'standard', values: { code, amount: salary } },
      ),
    ),
} as const

/** Whether the occupation is on no list the site read it against: Australia's read, and not held. */
export const onNoList = (o: FinderOccupation) => {
  const row = o.australia
  return row !== null && row.code !== null && row.answer !== null && row.answer.lists.length === 0
}

/** The finder's rows of the common occupations, from the calculators' tables. */
export function finderOccupations(tables: {
  crs: OccupationTable<OccupationRow<CrsOccupationAnswer>>
  australia: OccupationTable<OccupationRow<AustraliaOccupationAnswer>>
  uk: OccupationTable<OccupationRow<UkOccupationRow>>
  nz: OccupationTable<OccupationRow<NzOccupationAnswer>>
  germany: OccupationTable<OccupationRow<GermanyOccupationAnswer>>
}): FinderOccupations {
  const cut = <A, B>(
    row: OccupationRow<A> | null | undefined,
    pick: (answer: A) => B,
  ): OccupationRow<B> | null =>
    !row
      ? null
      : row.code === null
        ? row
        : { code: row.code, answer: row.answer === null ? null : pick(row.answer) }
  const ids = Object.keys(tables.australia) as CommonOccupationId[]
  return Object.fromEntries(
    ids.map((id) => [
      id,
      {
        canada: cut(tables.crs[id], ({ categories }) => ({ categories })),
        australia: cut(tables.australia[id], ({ lists, visas, authority }) => ({ lists, visas, authority })),
        uk: cut(tables.uk[id], ({ eligibility, goingRate }) => ({ eligibility, goingRate })),
        nz: cut(tables.nz[id], ({ tier }) => ({ tier })),
        germany: cut(tables.germany[id], (answer) => answer),
      },
    ]),
  )
}
