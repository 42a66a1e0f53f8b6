// What a page that states facts shows at its end: when its facts were last confirmed and the official
// pages they come from.
import type { FactGroup, IsoDate, Source } from '../../content/facts/types'
import { lookUpFact } from './resolve'

export interface FactReview {
  /** The oldest confirmation among the page's facts: the page is no fresher than its stalest fact. */
  lastReviewed: IsoDate
  /** Each official page once, in order of first use. */
  sources: readonly Source[]
  /** Each report once, for the facts no official page could confirm alone (`reportedBy`). */
  reports: readonly Source[]
}

export function reviewOf(names: readonly string[], registry: FactGroup, where: string): FactReview {
  if (names.length === 0) throw new Error(`${where} states no registry fact, so it has nothing to review`)
  const facts = names.map((name) => lookUpFact(registry, name, where))
  const once = (all: readonly Source[]) => [...new Map(all.map((source) => [source.url, source])).values()]
  const lastReviewed = facts.map((fact) => fact.checked).reduce((a, b) => (a < b ? a : b))
  return {
    lastReviewed,
    sources: once(facts.map((fact) => fact.source)),
    reports: once(facts.flatMap((fact) => fact.reportedBy ?? [])),
  }
}

/** Facts whose review date has passed on `today`. */
export function overdue<T extends { reviewBy: IsoDate }>(facts: readonly [string, T][], today: string) {
  return facts.filter(([, fact]) => fact.reviewBy < today)
}
