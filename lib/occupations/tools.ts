// Each tool's rows of the common occupations, built with the page (the server's), so an island is
// handed its own answer for the cross-walk's occupations and never a whole list: the UK calculator
// the appendix's rows, the CRS calculator the category rounds, Australia's the lists and assessing
// authority, New Zealand's the Green List tier, Germany's the Blue Card threshold.
import type {
  AustraliaOccupationsFile,
  BlueCardFile,
  CommonOccupationsFile,
  GreenListFile,
  UkOccupationsFile,
} from '../../content/facts/occupations/types'
import type { Fact } from '../../content/facts/types'
import type { RoundType } from '../draws/rounds'
import { australiaOccupation } from './australia'
import { canadaOccupation } from './canada'
import { type CommonOccupationId, commonOccupationIds, type OccupationTable } from './choice'
import { blueCardThreshold } from './germany'
import { greenListOccupation } from './nz'
import { ukOccupation } from './uk'

type Classification = 'noc' | 'anzsco' | 'soc' | 'isco'

/**
 * What a tool knows of one occupation: its code in the tool's classification and the tool's answer
 * for it (null where the list does not hold it); or, where no single code fits the title, the
 * candidates the duties decide between.
 */
export type OccupationRow<Answer> =
  | { code: string; answer: Answer | null }
  | { code: null; alternatives: readonly string[] }

/** A tool's rows: for each common occupation, `answer` of its code in `classification`. */
function occupationTable<Answer>(
  common: CommonOccupationsFile,
  classification: Classification,
  answer: (code: string) => Answer | null,
): OccupationTable<OccupationRow<Answer>> {
  const byId = new Map(common.occupations.map((occupation) => [occupation.id, occupation]))
  const rows = commonOccupationIds.map((id): [CommonOccupationId, OccupationRow<Answer> | null] => {
    const occupation = byId.get(id)
    if (!occupation) return [id, null]
    const code = occupation[classification]
    return [
      id,
      code === null
        ? { code: null, alternatives: occupation.alternatives?.[classification] ?? [] }
        : { code, answer: answer(code) },
    ]
  })
  return Object.fromEntries(rows)
}

/** How many of a category's rounds the CRS calculator shows beside an occupation: the most recent. */
const roundsShown = 3

/** The UK calculator's rows: the appendix's row of each SOC code. */
export const ukTable = (common: CommonOccupationsFile, uk: UkOccupationsFile) =>
  occupationTable(common, 'soc', (soc) => ukOccupation(uk, soc))

/**
 * The CRS calculator's rows: each NOC code's unit group, the category lists it is on and the most
 * recent rounds of each of their kinds in the list's year, newest first.
 */
export const crsTable = (common: CommonOccupationsFile, lists: Parameters<typeof canadaOccupation>[0]) =>
  occupationTable(common, 'noc', (noc) => {
    const found = canadaOccupation(lists, noc)
    if (!found) return null
    const { title, teer, categories, rounds } = found
    return {
      title,
      teer,
      categories: categories.map(({ round, year }) => ({ round: round as RoundType, year })),
      rounds: categories.flatMap(({ round }) =>
        rounds
          .filter((kept) => kept.type === round)
          .slice(0, roundsShown)
          .map(({ type, date, lowestScore }) => ({ type, date, lowestScore })),
      ),
    }
  })

/** The points-tested visas the Australian calculator scores for. */
const pointsTestedVisas = ['189', '190', '491']

/**
 * The Australian calculator's rows: each ANZSCO code's lists, which of the points-tested visas they
 * open, and its assessing authority.
 */
export const australiaTable = (common: CommonOccupationsFile, file: AustraliaOccupationsFile) =>
  occupationTable(common, 'anzsco', (code) => {
    const found = australiaOccupation(file, code)
    return (
      found && {
        title: found.title,
        lists: found.lists,
        visas: found.visas.filter((visa) => pointsTestedVisas.includes(visa)),
        authority: found.assessingAuthority,
      }
    )
  })

/** The New Zealand check's rows: each ANZSCO code's Green List tier and conditions. */
export const nzTable = (common: CommonOccupationsFile, file: GreenListFile) =>
  occupationTable(common, 'anzsco', (code) => {
    const found = greenListOccupation(file, code)
    return found && { title: found.title, tier: found.tier, conditions: found.conditions }
  })

/** The German check's rows: the Blue Card threshold each ISCO-08 code takes, and its shortage group's code. */
export const germanyTable = (
  common: CommonOccupationsFile,
  file: BlueCardFile,
  salaries: { standard: Fact; shortage: Fact },
) =>
  occupationTable(common, 'isco', (isco) => {
    const found = blueCardThreshold(file, salaries, isco)
    return found && { salary: Number(found.salary.value), shortageGroup: found.shortageGroup?.isco ?? null }
  })

type AnswerOf<Table extends (...args: never[]) => OccupationTable<OccupationRow<unknown>>> =
  ReturnType<Table>[CommonOccupationId] extends infer Row | null | undefined
    ? Row extends { answer: infer Answer }
      ? NonNullable<Answer>
      : never
    : never

export type CrsOccupationAnswer = AnswerOf<typeof crsTable>
export type AustraliaOccupationAnswer = AnswerOf<typeof australiaTable>
export type NzOccupationAnswer = AnswerOf<typeof nzTable>
export type GermanyOccupationAnswer = AnswerOf<typeof germanyTable>
