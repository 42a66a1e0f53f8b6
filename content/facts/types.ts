// The shape of the fact registry: every figure and rule the site states, defined once, with the
// date it took effect, the official page it comes from, and when it must be checked again.

/** An ISO calendar date, e.g. 2026-11-23. */
export type IsoDate = `${number}-${number}-${number}`

/** The currencies of the registry's amounts. */
export const currencies = ['CAD', 'AUD', 'GBP', 'EUR', 'USD', 'NZD', 'INR'] as const
type Currency = (typeof currencies)[number]

/**
 * How a value reads on the page:
 * - a currency: `CAD 15,263`, `€48,300`, `£41,700`, `USD 1,00,000`;
 * - `points`, `years`, `months`, `weeks`, `days`, `hours`: the number and the unit (`600 points`, `1 year`);
 * - `percent`: `30%`; `number`: `1,200`; `date`: an ISO date read as `1 January 2027`;
 * - `text`: the value as written (a programme name, a status, a list read as a phrase).
 */
export type Unit =
  | Currency
  | 'points'
  | 'years'
  | 'months'
  | 'weeks'
  | 'days'
  | 'hours'
  | 'percent'
  | 'number'
  | 'date'
  | 'text'

/**
 * A change to a fact known before it happens: on a day (a proclamation's end, an announced start, a
 * freeze that ends) or every year on the same day (fees each April, a threshold reset each January).
 * A fact is reviewed no later than its next known change.
 */
export type KnownChange =
  | { on: IsoDate; what: string }
  | {
      /** Month and day, e.g. `04-01` for each 1 April. */
      yearly: `${number}-${number}`
      what: string
    }

/** An official page a fact comes from; the pages list these under "Sources". */
export interface Source {
  /** Link text, naming the authority and the page, e.g. "IRCC: Proof of funds (Express Entry)". */
  title: string
  url: `https://${string}`
  /**
   * For a copy of an authority's publication kept by someone else (a mirror, a scraper's file, a
   * package), what a Hindi or Marathi page says of it instead of `title`: the authority and the day,
   * in the page's words (content/i18n/STYLE.md). The title's files and commits stay for English.
   */
  copyOf?: CopyOf
}

export interface CopyOf {
  /** The authority whose publication it copies, as pages name it: "IRCC", "GOV.UK". */
  authority: string
  /** One copy read on `read`; a series of copies up to `read`; someone's unofficial summary of the rules. */
  kind: 'copy' | 'copies' | 'summary'
  read: IsoDate
}

export interface Fact {
  value: number | string
  unit: Unit
  /** What the figure is, in a sentence, for `npm run facts` and for whoever checks it next. */
  about: string
  /** When the rule or figure took effect (or was published, for a figure with no start date). */
  asOf: IsoDate
  /**
   * The year or period a statistic or yearly figure belongs to, e.g. "2024" or "June 2024 quarter",
   * where it differs from the year of `asOf`: pages state it beside the figure (`{{period …}}`).
   */
  period?: string
  /** When someone last confirmed it against `source`. */
  checked: IsoDate
  /**
   * When it must be confirmed again: at most six months after `checked`, and no later than
   * `nextChange` (lib/facts/review.ts, tested on every fact).
   */
  reviewBy: IsoDate
  /**
   * The last day this value applied, where it has since been replaced by one no source we could read
   * confirms: from the next day it is history, shown only with its end (lib/facts/in-force.ts), and the
   * page sends the visitor to `source`, which is then the official page that states the value in force.
   */
  until?: IsoDate
  /** The next change to it known in advance, if any. */
  nextChange?: KnownChange
  source: Source
  /**
   * Reports (news, law firms, an official text as others redistribute it) for a fact `source` could
   * not confirm on its own: the page names them as reports, beside the official page.
   */
  reportedBy?: readonly Source[]
  /** For a programme: whether it takes new applications now. Closed or paused ones are never offered. */
  status?: 'open' | 'closed' | 'paused'
}

/**
 * A public register where anyone can look an adviser up by name or number: `value` says, in a sentence,
 * how to read what it shows; `register` is the search itself, on its keeper's own site.
 */
export interface RegisterFact extends Fact {
  register: Source
}

/** A country's or topic's facts, grouped as the site talks about them (`canada.expressEntry.…`). */
export interface FactGroup {
  readonly [name: string]: Fact | FactGroup
}

/**
 * A cost the registry gives no figure for, dated and sourced like a fact: it differs by provider, place
 * or case (`varies`), or no source we could read states it (`unconfirmed`). A page says so, links
 * `source` and leaves it out of any total; `about` says what is known and where to check.
 */
export interface CostNote {
  price: 'varies' | 'unconfirmed'
  about: string
  checked: IsoDate
  reviewBy: IsoDate
  source: Source
  reportedBy?: readonly Source[]
}
