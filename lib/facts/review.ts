// When facts must be checked again, and what a page that states facts shows at its end: when its
// facts were last confirmed and the official pages they come from.
import type { Fact, FactGroup, IsoDate, KnownChange, Source } from '../../content/facts/types'
import { lookUpFact } from './resolve'

export interface FactReview {
  /** The oldest confirmation among the page's facts: the page is no fresher than its stalest fact. */
  lastReviewed: IsoDate
  /** Each official page once, in order of first use. */
  sources: readonly Source[]
  /** Each report once, for the facts no official page could confirm alone (`reportedBy`). */
  reports: readonly Source[]
}

/** The review of a page that states these facts, taken from the registry itself. */
export function reviewOfFacts(facts: readonly Fact[], where: string): FactReview {
  if (facts.length === 0) throw new Error(`${where} states no registry fact, so it has nothing to review`)
  const once = (all: readonly Source[]) => [...new Map(all.map((source) => [source.url, source])).values()]
  return {
    lastReviewed: facts.map((fact) => fact.checked).reduce((a, b) => (a < b ? a : b)),
    sources: once(facts.map((fact) => fact.source)),
    reports: once(facts.flatMap((fact) => fact.reportedBy ?? [])),
  }
}

/** The review of a page that states the facts of these dotted names. */
export const reviewOf = (names: readonly string[], registry: FactGroup, where: string): FactReview =>
  reviewOfFacts(
    names.map((name) => lookUpFact(registry, name, where)),
    where,
  )

const isoDay = (date: Date) => date.toISOString().slice(0, 10) as IsoDate

/** The same day `months` later; the month's last day where it is shorter (31 August + 6 = 28/29 February). */
export function addMonths(day: IsoDate, months: number): IsoDate {
  const date = new Date(`${day}T00:00:00Z`)
  const dayOfMonth = date.getUTCDate()
  date.setUTCMonth(date.getUTCMonth() + months)
  if (date.getUTCDate() !== dayOfMonth) date.setUTCDate(0)
  return isoDay(date)
}

/** The day a known change takes effect, the first after `after` for a yearly one. */
export function changeDay(change: KnownChange, after: IsoDate): IsoDate {
  if ('on' in change) return change.on
  const year = Number(after.slice(0, 4))
  const sameYear = `${year}-${change.yearly}` as IsoDate
  return sameYear > after ? sameYear : (`${year + 1}-${change.yearly}` as IsoDate)
}

/** The latest day a fact may be reviewed by: six months after it was last checked, or its next known change if sooner. */
export function latestReview(fact: Fact): IsoDate {
  const sixMonths = addMonths(fact.checked, 6)
  const change = fact.nextChange && changeDay(fact.nextChange, fact.checked)
  return change && change < sixMonths ? change : sixMonths
}

type Named<T> = readonly (readonly [string, T])[]

/** Facts whose review date has passed on `today`. */
export function overdue<T extends { reviewBy: IsoDate }>(facts: Named<T>, today: string) {
  return facts.filter(([, fact]) => fact.reviewBy < today)
}

/** Facts due for review in the `days` from `today` on (not yet overdue). */
export function dueWithin<T extends { reviewBy: IsoDate }>(facts: Named<T>, today: string, days: number) {
  const end = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000))
  return facts.filter(([, fact]) => fact.reviewBy >= today && fact.reviewBy <= end)
}

/** Facts a known change has overtaken: it took effect after their last check, on or before `today`. */
export function overtaken(facts: Named<Fact>, today: string) {
  return facts.filter(([, fact]) => fact.nextChange && changeDay(fact.nextChange, fact.checked) <= today)
}
