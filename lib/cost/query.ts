// The planner's route and household, kept in /cost's query string so a plan can be bookmarked, shared
// and opened from the visa finder or a calculator with what they already know filled in.

import { oneOf, parseAmount, wholeNumber } from '../calculators/breakdown'
import { type RouteId, routeIds } from '../finder/finder'

export interface CostAnswers {
  route: RouteId
  /** The applicant and, if coming along, a partner. */
  adults: 1 | 2
  children: number
  /** A study route's yearly tuition in the destination's currency; 0 until given. */
  tuition: number
}

/** The household the page's tables are drawn for before any answer: one adult, no tuition yet. */
export const costDefaults: CostAnswers = { route: 'expressEntry', adults: 1, children: 0, tuition: 0 }

/** The most children the planner prices (lib/cost/plan.ts refuses more). */
export const maxChildren = 10

/** Answers from /cost's query string; a missing or invalid parameter takes its default. */
export function parseCostQuery(query: URLSearchParams): CostAnswers {
  return {
    route: oneOf(query.get('route'), routeIds) ?? costDefaults.route,
    adults: query.get('adults') === '2' ? 2 : 1,
    children: wholeNumber(query.get('children'), 0, maxChildren) ?? costDefaults.children,
    tuition: parseAmount(query.get('tuition')) ?? costDefaults.tuition,
  }
}

/** The query string that restores `answers`: the route always, the household where it is not the default. */
export function costQuery(answers: Partial<CostAnswers> & Pick<CostAnswers, 'route'>): URLSearchParams {
  const query = new URLSearchParams({ route: answers.route })
  if (answers.adults === 2) query.set('adults', '2')
  if (answers.children) query.set('children', String(answers.children))
  if (answers.tuition) query.set('tuition', String(answers.tuition))
  return query
}
