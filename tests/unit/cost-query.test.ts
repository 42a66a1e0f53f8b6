// /cost's link: what the visa finder and the calculators send, and what a shared plan reopens with.
import { describe, expect, it } from 'vitest'
import { costRoutes } from '../../content/cost'
import type { IsoDate } from '../../content/facts/types'
import {
  type CostPlan,
  costPlan,
  type Household,
  type PricedFact,
  type PricedNote,
} from '../../lib/cost/plan'
import { pricedRoute } from '../../lib/cost/priced'
import { costDefaults, costQuery, parseCostQuery } from '../../lib/cost/query'
import { routeIds } from '../../lib/finder/finder'
import { exchangeRates } from '../../lib/rates/snapshot'

const parse = (search: string) => parseCostQuery(new URLSearchParams(search))

describe('parseCostQuery', () => {
  it.each([
    ['', costDefaults],
    ['route=ukStudent&tuition=18500', { route: 'ukStudent', adults: 1, children: 0, tuition: 18500 }],
    ['route=expressEntry&adults=2&children=2', { route: 'expressEntry', adults: 2, children: 2, tuition: 0 }],
    ['route=usF1&tuition=%2431,000', { ...costDefaults, route: 'usF1', tuition: 31000 }],
  ])('reads %j', (search, answers) => {
    expect(parse(search)).toEqual(answers)
  })

  it.each([
    ['an unknown route', 'route=canadaVisitor', { route: 'expressEntry' }],
    ['three adults', 'adults=3', { adults: 1 }],
    ['more children than the planner prices', 'children=11', { children: 0 }],
    ['a negative count', 'children=-1', { children: 0 }],
    ['a tuition that is not an amount', 'tuition=lots', { tuition: 0 }],
  ])('gives the default for %s', (_, search, defaults) => {
    expect(parse(search)).toMatchObject(defaults)
  })

  it('restores every household it writes', () => {
    const answers = { route: 'nzStudent', adults: 2, children: 3, tuition: 36000 } as const
    expect(costQuery(answers).toString()).toBe('route=nzStudent&adults=2&children=3&tuition=36000')
    expect(parse(costQuery(answers).toString())).toEqual(answers)
  })

  it('writes only the route for the default household', () => {
    expect(costQuery(costDefaults).toString()).toBe('route=expressEntry')
  })
})

describe('pricedRoute (what the planner’s island is handed)', () => {
  const day: IsoDate = '2026-11-27'
  const households: Household[] = [
    { adults: 1, children: 0, tuition: 0 },
    { adults: 2, children: 3, tuition: 24000 },
    { adults: 2, children: 9, tuition: 0 },
  ]
  it.each(routeIds)('%s: prices every household as the whole rules do', (route) => {
    for (const household of households) {
      const figures = (plan: CostPlan<PricedFact, PricedNote>) => ({
        ...plan,
        lines: plan.lines.map(({ from: _, ...line }) => line),
      })
      const whole = costPlan(costRoutes[route], household, exchangeRates.rupeesPer, day)
      const priced = costPlan<PricedFact, PricedNote>(
        pricedRoute(costRoutes[route]),
        household,
        exchangeRates.rupeesPer,
        day,
      )
      expect(figures(priced)).toEqual(figures(whole))
    }
  })

  it('carries no sources or descriptions to the browser', () => {
    const json = JSON.stringify(routeIds.map((route) => pricedRoute(costRoutes[route])))
    expect(json).not.toMatch(/https:|"about"|"source"/)
  })
})
