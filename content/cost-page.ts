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
import { type Messages, messageText, textsOf, words } from '../lib/messages'
import { exchangeRates } from '../lib/rates/snapshot'
import { bookingStep } from './book'
import { costRoutes } from './cost'
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

/** What a route's tables and totals say, on the page and in the planner alike. */
function costTablesCopy(m: Messages) {
  const said = words(m, 'cost', {}, [
    'counted',
    'table',
    'total.leftOut',
    'household',
    'enquiry.summary',
    'summary',
    'rate.lead',
    'form.tuition',
  ])
  const texts = textsOf(m, 'cost.table')
  return {
    payees: said.payee,
    columns: said.column,
    counted: messageText(m, 'cost.counted'),
    leftOut: said.leftOut satisfies Record<LeftOut, string>,
    whereToCheck: said.whereToCheck,
    replaced: {
      unconfirmed: m('fees.government.unconfirmed'),
      lastKnown: messageText(m, 'fees.government.lastKnown'),
    },
    table: { of: texts.of, yearOld: texts.yearOld },
    totals: {
      toPay: said.total.toPay,
      toShow: said.total.toShow,
      leftOut: messageText(m, 'cost.total.leftOut'),
    },
    lines: Object.fromEntries(lineIds.map((id) => [id, (said.line as Record<string, string>)[id]])) as Record<
      string,
      string
    >,
    newTab: m('pointsReading.newTab'),
  }
}
export type CostTablesCopy = ReturnType<typeof costTablesCopy>

interface CostRouteCopy {
  name: string
  /** The route's calculator, or its country's guide. */
  further: { path: string; label: string }
  immigrationType: string
}

export const costPage = (m: Messages) => {
  // The island's texts in their catalogue places: the tuition after the children, the summary before the link.
  const { tuitionHint, amountError, ...form } = words(m, 'cost.form', {}, ['tuition'])
  const { linkLead, ...enquiry } = words(m, 'cost.enquiry', {}, ['summary'])
  return {
    hero: words(m, 'cost.hero'),
    planner: {
      /** `noScript`: above the planner when JavaScript is off. */
      ...words(m, 'cost.planner'),
      pending: m('answersResult.pending'),
      form: { ...form, tuition: messageText(m, 'cost.form.tuition'), tuitionHint, amountError },
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
      fees: { path: routes.fees.path, label: words(m, 'cost.links').fees },
      household: messageText(m, 'cost.household'),
      enquiry: {
        ...enquiry,
        summary: messageText(m, 'cost.enquiry.summary'),
        linkLead,
        book: bookingStep(m),
      },
      whatsApp: words(m, 'cost.whatsApp'),
    },
    rate: { lead: (day: Date) => m('cost.rate.lead', { day }), ...words(m, 'cost.rate', {}, ['lead']) },
    everyRoute: words(m, 'cost.everyRoute'),
    professionalFees: words(m, 'fees.ours.published'),
  }
}
type CostPageCopy = ReturnType<typeof costPage>
export type CostPlannerCopy = CostPageCopy['planner']

/**
 * A route's cost where a page shows it beside its own words (the country guides): the totals /cost's
 * tables give one adult for the route, in rupees, with a link to every line of them.
 */
export function routeCost(m: Messages, locale: Locale, route: RouteId) {
  const { toPay, toShow } = costPlan(costRoutes[route], costDefaults, exchangeRates.rupeesPer, buildDay())
  const rupees = (amount: number) => formatValue(amount, 'INR', locale)
  const said = words(m, 'cost.summary', {}, ['toPay', 'toPayAndShow'])
  return {
    label: said.label,
    text:
      toShow.rupees > 0
        ? m('cost.summary.toPayAndShow', { toPay: rupees(toPay.rupees), toShow: rupees(toShow.rupees) })
        : m('cost.summary.toPay', { toPay: rupees(toPay.rupees) }),
    link: { href: `${routes.cost.path}#${route}`, label: said.link },
  }
}
