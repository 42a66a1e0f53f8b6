// A route's cost rules as the planner's island is handed them: each registry fact cut to what pricing
// reads (its amount, unit and last day in force) and each note to its kind of price. The whole rules,
// with every fact's sources, come to some 12 KB gzipped for the fourteen routes; the page names the
// sources itself.
import type { CostNote, Fact } from '../../content/facts/types'
import type { LineRule, PricedFact, PricedNote, RouteCosts } from './plan'

const fact = ({ value, unit, until }: Fact): PricedFact => ({ value, unit, ...(until ? { until } : {}) })

function source(cost: LineRule['cost']): LineRule<PricedFact, PricedNote>['cost'] {
  if (cost === 'tuition') return cost
  if ('price' in cost) return { price: (cost as CostNote).price }
  if ('value' in cost) return fact(cost)
  if ('london' in cost) return { london: fact(cost.london), elsewhere: fact(cost.elsewhere) }
  // A size table's rows keep the day they took effect: the tables say which year's they are.
  return {
    bySize: cost.bySize.map((row) => ({ ...fact(row), asOf: row.asOf })),
    eachAdditional: fact(cost.eachAdditional),
  }
}

export function pricedRoute(route: RouteCosts): RouteCosts<PricedFact, PricedNote> {
  return {
    currency: route.currency,
    lines: route.lines.map(({ cost, atMost, ...rule }) => ({
      ...rule,
      cost: source(cost),
      ...(atMost ? { atMost: fact(atMost) } : {}),
    })),
  }
}
