// /cost: the words of the planner and of each route's tables (lines, payees, totals, the rate's note),
// in the page's language. The lines' structure is content/cost.ts; the amounts come from the registry
// through lib/cost/plan.ts; a sentence an island fills with the visitor's figures is handed over as ICU
// text (`messageText`).
import { costPlan, type LeftOut } from '../lib/cost/plan'
import { costDefaults } from '../lib/cost/query'
import { formatValue } from '../lib/facts/format'
import { buildDay } from '../lib/facts/in-force'
import { type RouteId, routeIds } from '../lib/finder/finder'
import type { Locale } from '../lib/i18n'
import { type MessageKey, type Messages, messageText } from '../lib/messages'
import { costRoutes } from './cost'
import { exchangeRates } from './facts/exchange-rates'
import { routes } from './routes'
import { routeLink } from './visa-finder'

/** Every line's id across the routes: the key of its label ("cost.line.<id>"). */
const lineIds = [...new Set(routeIds.flatMap((route) => costRoutes[route].lines.map((line) => line.id)))]

/** Routes to permanent residence; the others with tuition to show are study routes, the rest work. */
const permanentResidence: readonly RouteId[] = ['expressEntry', 'australiaSkilled', 'nzSkilledMigrant']

/** The contact form's immigration type (one of its option ids) for a route's enquiry. */
const immigrationType = (route: RouteId) =>
  permanentResidence.includes(route)
    ? 'Permanent Residency (PR)'
    : costRoutes[route].lines.some((line) => line.cost === 'tuition')
      ? 'Study Visa'
      : 'Work Visa'

const leftOutKinds = ['varies', 'unconfirmed', 'replaced', 'employer'] as const satisfies readonly LeftOut[]

/** What a route's tables and totals say, on the page and in the planner alike. */
function costTablesCopy(m: Messages) {
  return {
    payees: {
      government: m('cost.payee.government'),
      others: m('cost.payee.others'),
      show: m('cost.payee.show'),
    },
    columns: {
      item: m('cost.column.item'),
      amount: m('cost.column.amount'),
      rupees: m('cost.column.rupees'),
    },
    counted: messageText(m, 'cost.counted'),
    leftOut: Object.fromEntries(leftOutKinds.map((kind) => [kind, m(`cost.leftOut.${kind}`)])) as Record<
      LeftOut,
      string
    >,
    whereToCheck: m('cost.whereToCheck'),
    // A fee since replaced is said as /fees says it: not confirmed, then its last known amount.
    replaced: {
      unconfirmed: m('fees.government.unconfirmed'),
      lastKnown: messageText(m, 'fees.government.lastKnown'),
    },
    table: { of: messageText(m, 'cost.table.of'), yearOld: messageText(m, 'cost.table.yearOld') },
    totals: {
      toPay: m('cost.total.toPay'),
      toShow: m('cost.total.toShow'),
      leftOut: messageText(m, 'cost.total.leftOut'),
    },
    lines: Object.fromEntries(lineIds.map((id) => [id, m(`cost.line.${id}` as MessageKey)])) as Record<
      string,
      string
    >,
    newTab: m('pointsReading.newTab'),
  }
}
export type CostTablesCopy = ReturnType<typeof costTablesCopy>

export interface CostRouteCopy {
  name: string
  /** The route's calculator, or its country's guide. */
  further: { path: string; label: string }
  immigrationType: string
}

export const costPage = (m: Messages) => ({
  hero: { heading: m('cost.hero.heading'), lead: m('cost.hero.lead') },
  planner: {
    heading: m('cost.planner.heading'),
    lead: m('cost.planner.lead'),
    /** Above the planner when JavaScript is off. */
    noScript: m('cost.planner.noScript'),
    pending: m('answersResult.pending'),
    form: {
      route: m('cost.form.route'),
      adults: {
        legend: m('cost.form.adults.legend'),
        one: m('cost.form.adults.one'),
        two: m('cost.form.adults.two'),
      },
      children: m('cost.form.children'),
      tuition: messageText(m, 'cost.form.tuition'),
      tuitionHint: m('cost.form.tuitionHint'),
      amountError: m('cost.form.amountError'),
    },
    tables: costTablesCopy(m),
    routes: Object.fromEntries(
      routeIds.map((id) => [
        id,
        {
          name: m(`visaFinder.finder.routes.${id}.name`),
          further: routeLink(m, id),
          immigrationType: immigrationType(id),
        },
      ]),
    ) as Record<RouteId, CostRouteCopy>,
    fees: { path: routes.fees.path, label: m('cost.links.fees') },
    household: messageText(m, 'cost.household'),
    enquiry: {
      label: m('cost.enquiry.label'),
      lead: m('cost.enquiry.lead'),
      summary: messageText(m, 'cost.enquiry.summary'),
      linkLead: m('cost.enquiry.linkLead'),
    },
    whatsApp: { label: m('cost.whatsApp.label'), lead: m('cost.whatsApp.lead') },
  },
  rate: {
    lead: (day: Date) => m('cost.rate.lead', { day }),
    banks: m('cost.rate.banks'),
    copiedFrom: m('cost.rate.copiedFrom'),
    official: m('cost.rate.official'),
  },
  everyRoute: { heading: m('cost.everyRoute.heading'), lead: m('cost.everyRoute.lead') },
  professionalFees: { heading: m('fees.ours.published.heading'), from: m('fees.ours.published.from') },
})
type CostPageCopy = ReturnType<typeof costPage>
export type CostPlannerCopy = CostPageCopy['planner']

/**
 * A route's cost where a page shows it beside its own words (the country guides): the totals /cost's
 * tables give one adult for the route, in rupees, with a link to every line of them.
 */
export function routeCost(m: Messages, locale: Locale, route: RouteId) {
  const { toPay, toShow } = costPlan(costRoutes[route], costDefaults, exchangeRates.rupeesPer, buildDay())
  const rupees = (amount: number) => formatValue(amount, 'INR', locale)
  return {
    label: m('cost.summary.label'),
    text:
      toShow.rupees > 0
        ? m('cost.summary.toPayAndShow', { toPay: rupees(toPay.rupees), toShow: rupees(toShow.rupees) })
        : m('cost.summary.toPay', { toPay: rupees(toPay.rupees) }),
    link: { href: `${routes.cost.path}#${route}`, label: m('cost.summary.link') },
  }
}
