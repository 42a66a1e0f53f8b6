// The shapes of the occupation lists' snapshots (the JSON files beside this one): each a dated copy of an
// official list, naming the page, the copy or reports it was read from where the page itself could not
// be, and what it lacks. lib/occupations/ reads them; nothing here imports from lib/.
import type { IsoDate, Source } from '../types'

interface ListSnapshot {
  /** The date the list is as of: the official version the rows copy. */
  asOf: IsoDate
  /** When the rows were read. */
  retrieved: IsoDate
  /**
   * For a list no refresher reads, or the parts of one kept by hand: when a person checks it again,
   * within six months of `retrieved`.
   */
  reviewBy?: IsoDate
  /** The official page of the list. */
  source: Source
  /** The copy the rows were read from, where the official page could not be. */
  copiedFrom?: Source
  /** Reports that confirm rows the copy lacks. */
  reportedBy?: readonly Source[]
  /** What the snapshot does not hold, in a sentence or two: the page states it beside the list. */
  missing: string
}

/** How a SOC code stands for a new Skilled Worker application. */
type UkEligibility =
  /** Table 1 or 3: RQF level 6 or above, open since 22 July 2025. */
  | 'rqf6'
  /** Table 1a (RQF 3–5): open to a new applicant only through the Temporary Shortage List or the Immigration Salary List. */
  | 'lists-only'
  /** Table 6: not open to the Skilled Worker route at all. */
  | 'ineligible'

/** A shortage list a SOC code is on, for new Skilled Worker applications. */
interface UkShortageListPlace {
  /** The Temporary Shortage List (Appendix Skilled Worker, SW 6.1A) or the Immigration Salary List. */
  list: 'temporary-shortage' | 'immigration-salary'
  /** The certificate of sponsorship must be issued before this day. */
  until: IsoDate
  /** Where the list takes only some jobs of the code, which, in the appendix's words. */
  only?: string
}

export interface UkOccupationRow {
  soc: string
  title: string
  eligibility: UkEligibility
  /**
   * The going rate, pounds a year for a 37.5-hour week; null where national pay scales set it (Table 3,
   * health and education) or the code is not eligible.
   */
  goingRate: number | null
  /** The shortage lists the code is on; none is an empty list. */
  shortageLists: readonly UkShortageListPlace[]
}

export interface UkOccupationsFile extends ListSnapshot {
  occupations: readonly UkOccupationRow[]
}

export interface CanadaCategoryList {
  /** The year the list is in force: IRCC sets the categories each year. */
  year: number
  name: string
  /** The kind of round that invites from it, as lib/draws tells rounds apart by name. */
  round: string
  noc: readonly string[]
}

export interface CanadaOccupationsFile extends ListSnapshot {
  categories: readonly CanadaCategoryList[]
}

export interface NocUnitGroup {
  /** Five digits; the second is the TEER. */
  noc: string
  title: string
  /** TEER 0–5: the training, education, experience and responsibilities the occupation calls for. */
  teer: number
}

export interface NocFile extends ListSnapshot {
  /** The classification's version, e.g. "NOC 2021 Version 1.0". */
  version: string
  unitGroups: readonly NocUnitGroup[]
}

export interface AustraliaOccupationRow {
  code: string
  title: string
  classification: 'ANZSCO' | 'OSCA'
  lists: readonly string[]
  /** The skills assessing authority; null where the copy did not name it. */
  assessingAuthority: string | null
  copiedFrom: Source
}

export interface AustraliaOccupationsFile extends ListSnapshot {
  /** How many occupations Home Affairs' list held when read: a refresh refuses a list far shorter. */
  listed?: number
  /** The visas each list opens, e.g. the MLTSSL 189, 190 and 491, the CSOL 482. */
  visasByList: Readonly<Record<string, readonly string[]>>
  occupations: readonly AustraliaOccupationRow[]
  /**
   * Codes the cross-walk names that the list was read for and does not hold (ANZSCO's title beside each):
   * the page says the occupation is on none of the lists, not that the site's copy lacks it.
   */
  notListed: readonly { code: string; title: string }[]
}

export interface GreenListRow {
  /** ANZSCO code. */
  code: string
  title: string
  tier: 1 | 2
  /** The qualification, registration or pay the list requires; null where not read. */
  conditions: string | null
  /** Whether the row was read on INZ's page or only in reports. */
  source: 'official' | 'reported'
}

export interface GreenListFile extends ListSnapshot {
  occupations: readonly GreenListRow[]
}

export interface BlueCardFile extends ListSnapshot {
  /** The ISCO-08 groups of section 18g(1) sentence 2 of the Residence Act that take the lower threshold. */
  shortageGroups: readonly { isco: string; title: string }[]
}

/** The classifications the cross-walk names a code in. */
type Classification = 'noc' | 'anzsco' | 'soc' | 'isco'

/**
 * One common occupation as an Indian applicant names it, with the code each classification most likely
 * gives it: NOC 2021 (five digits), ANZSCO (six), SOC 2020 (four), ISCO-08 (four). A code is null where no
 * single one fits, and `note` says why.
 */
interface CommonOccupation {
  /** Kebab-case, used in links. */
  id: string
  title: string
  /** What a visitor types: English variants, Indian usages and abbreviations, Hindi and Marathi. */
  terms: readonly string[]
  noc: string | null
  anzsco: string | null
  soc: string | null
  isco: string | null
  /** For a null code, the candidates the duties decide between. */
  alternatives?: Partial<Record<Classification, readonly string[]>>
  note?: string
}

/** The firm's cross-walk of common occupations to each country's classification: a suggestion, never a classification. */
export interface CommonOccupationsFile {
  asOf: IsoDate
  reviewBy: IsoDate
  /** What the cross-walk is and is not, shown beside its codes. */
  note: string
  /** The classifications' official pages the codes were taken from. */
  sources: readonly Source[]
  /** The public copies of ABS's and the ILO's code lists every code was checked against, and when. */
  checkedAgainst: readonly Source[]
  occupations: readonly CommonOccupation[]
}
