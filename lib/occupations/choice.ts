// The occupation a calculator or the visa finder is told, as every answer is: one of the cross-walk's
// common occupations (content/facts/occupations/common.json) by its id, kept in the link as
// ?occupation=<id> (the /occupations page links to each tool so). The ids are written here rather than
// read from the cross-walk, which carries every search term: an island needs the ids alone
// (tests/unit/occupation-choice.test.ts keeps the two the same).
import { oneOf } from '../calculators/breakdown'

export const commonOccupationIds = [
  'software-engineer',
  'software-developer',
  'registered-nurse',
  'general-practitioner',
  'civil-engineer',
  'mechanical-engineer',
  'electrical-engineer',
  'accountant',
  'electrician',
  'chef',
  'cook',
  'secondary-school-teacher',
  'early-childhood-teacher',
  'data-scientist',
  'pharmacist',
  'physiotherapist',
  'welder',
  'plumber',
  'truck-driver',
  'carpenter',
  'ict-project-manager',
  'construction-project-manager',
] as const

export type CommonOccupationId = (typeof commonOccupationIds)[number]

/** The link's parameter name. */
const parameter = 'occupation'

/** The occupation a link names; undefined where it names none, or one the cross-walk lacks. */
export const parseOccupation = (query: URLSearchParams): CommonOccupationId | undefined =>
  oneOf(query.get(parameter), commonOccupationIds)

/** `query` with the occupation, where one is chosen. */
export function writeOccupation(query: URLSearchParams, occupation: CommonOccupationId | undefined) {
  if (occupation) query.set(parameter, occupation)
  return query
}

/** One tool's rows of the chosen occupations: its own answer for each, null where it has none. */
export type OccupationTable<Row> = Partial<Record<CommonOccupationId, Row | null>>

/** The row of the chosen occupation; null where none is chosen or the tool has no answer for it. */
export const chosenRow = <Row>(table: OccupationTable<Row>, occupation: CommonOccupationId | undefined) =>
  occupation === undefined ? null : (table[occupation] ?? null)
