// What the occupation page tells a visitor of one occupation in every destination at once: Canada's
// unit group and category rounds, Australia's lists and assessing authority, the UK's going rate and
// eligibility, New Zealand's Green List tier and Germany's Blue Card threshold, each from its country's
// snapshot by the occupation's code in that country's classification. A country whose code is unknown,
// or whose snapshot lacks the code, answers null: the page then says so, never guesses.
import type {
  AustraliaOccupationsFile,
  BlueCardFile,
  CanadaOccupationsFile,
  GreenListFile,
  GreenListRow,
  NocFile,
  UkOccupationRow,
  UkOccupationsFile,
} from '../../content/facts/occupations/types'
import type { Fact } from '../../content/facts/types'
import type { ExpressEntryRound } from '../draws/rounds'
import { type AustraliaOccupation, australiaOccupation } from './australia'
import { type CanadaOccupation, canadaOccupation } from './canada'
import { type BlueCardThreshold, blueCardThreshold } from './germany'
import { greenListOccupation } from './nz'
import { ukOccupation } from './uk'

/** An occupation's code in each classification; null where no single code fits it. */
export interface OccupationCodes {
  /** NOC 2021 (Canada). */
  noc: string | null
  /** ANZSCO (Australia and New Zealand). */
  anzsco: string | null
  /** SOC 2020 (the UK). */
  soc: string | null
  /** ISCO-08 (Germany, through the EU's classification). */
  isco: string | null
}

/** Every list the answers are read from. */
export interface OccupationLists {
  nocs: NocFile
  categories: CanadaOccupationsFile
  rounds: readonly ExpressEntryRound[]
  australia: AustraliaOccupationsFile
  uk: UkOccupationsFile
  nz: GreenListFile
  germany: BlueCardFile
  blueCardSalaries: { standard: Fact; shortage: Fact }
}

export interface OccupationAnswer {
  canada: CanadaOccupation | null
  australia: AustraliaOccupation | null
  uk: UkOccupationRow | null
  nz: GreenListRow | null
  germany: BlueCardThreshold | null
}

const by = <Answer>(code: string | null, answer: (code: string) => Answer | null) =>
  code === null ? null : answer(code)

/** One occupation's answer in each destination. */
export function occupationAnswer(lists: OccupationLists, codes: OccupationCodes): OccupationAnswer {
  return {
    canada: by(codes.noc, (noc) => canadaOccupation(lists, noc)),
    australia: by(codes.anzsco, (code) => australiaOccupation(lists.australia, code)),
    uk: by(codes.soc, (soc) => ukOccupation(lists.uk, soc)),
    nz: by(codes.anzsco, (code) => greenListOccupation(lists.nz, code)),
    germany: by(codes.isco, (isco) => blueCardThreshold(lists.germany, lists.blueCardSalaries, isco)),
  }
}
