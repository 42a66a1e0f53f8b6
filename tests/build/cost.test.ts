// /cost as built, in each language, without JavaScript: for every route the tables of a single adult's
// lines (paid to the government, to others in India, money to show), each in its own currency and in
// rupees at the snapshot's rate; the totals "to pay" and "to show" apart; the lines without a figure
// out of them, saying why, with where to check; the rate's date, its copy and the official rates; and
// the same amounts as /fees, read from the one registry.
import { describe, expect, it } from 'vitest'
import { totalText } from '../../components/ui/CostTables'
import { copyIn } from '../../content/copy'
import { costRoutes } from '../../content/cost'
import { type CostPlan, costPlan } from '../../lib/cost/plan'
import { costDefaults } from '../../lib/cost/query'
import { formatValue } from '../../lib/facts/format'
import { buildDay } from '../../lib/facts/in-force'
import { routeIds } from '../../lib/finder/finder'
import { locales } from '../../lib/i18n'
import { formatMessage } from '../../lib/island-messages'
import { islandAttributes } from '../../lib/island-protocol'
import { exchangeRates } from '../../lib/rates/snapshot'
import { builtPage, readableText } from '../support/built-site'

const plans = Object.fromEntries(
  routeIds.map((route) => [
    route,
    costPlan(costRoutes[route], costDefaults, exchangeRates.rupeesPer, buildDay()),
  ]),
) as Record<(typeof routeIds)[number], CostPlan>

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()

describe.each(locales)('/cost in %s', (locale) => {
  const { costPage: copy, feeRoutes, fees: feesCopy, routes } = copyIn(locale)
  const tables = copy.planner.tables
  const $ = builtPage(routes.cost.path)
  const everyRoute = $('#every-route-heading').parent().parent()

  it.each(routeIds)('%s: every line of a single adult, in its currency and in rupees', (route) => {
    const section = everyRoute.find(`#${route}`)
    expect(section.find('h3').text()).toBe(copy.planner.routes[route].name)
    for (const line of plans[route].lines) {
      const row = section.find(`tr[data-line="${line.id}"]`)
      expect(row.closest('table').find('caption').text()).toBe(tables.payees[line.payee])
      expect(row.find('th').text()).toContain(tables.lines[line.id])
      const [amount, rupees] = row
        .find('td')
        .toArray()
        .map((cell) => $(cell).text())
      if (line.amount === null) {
        expect([amount, rupees]).toEqual(['–', '–'])
      } else if (line.leftOut === 'replaced') {
        // As /fees says it: not confirmed, then the last known amount, and no rupees.
        expect(amount).toBe(
          tables.replaced.unconfirmed +
            formatMessage(tables.replaced.lastKnown, locale, {
              amount: formatValue(line.amount, line.currency ?? 'INR', locale),
            }),
        )
        expect(rupees).toBe('–')
      } else {
        expect(amount).toBe(formatValue(line.amount, line.currency ?? 'INR', locale))
        expect(rupees).toBe(formatValue(line.rupees ?? 0, 'INR', locale))
      }
      // A line left out says why, and one without a figure or since replaced links the official page
      // that has the price.
      if (line.leftOut) {
        expect(row.find('th').text()).toContain(tables.leftOut[line.leftOut])
        if ((line.amount === null || line.leftOut === 'replaced') && typeof line.from === 'object')
          expect(row.find(`a[href="${line.from.source.url}"]`).text()).toContain(tables.whereToCheck)
      }
      // A line read from a yearly table says which day's table it is, and a year on that a newer may apply.
      if (line.table && typeof line.from === 'object') {
        const said = line.table.yearOld ? tables.table.yearOld : tables.table.of
        expect(row.find(`[data-table="${line.table.of}"]`).text()).toContain(
          formatMessage(said, locale, { day: new Date(`${line.table.of}T00:00:00Z`) }),
        )
      }
    }
    expect(section.find('tr[data-line]')).toHaveLength(plans[route].lines.length)
  })

  it.each(routeIds)('%s: the totals to pay and to show, apart', (route) => {
    const section = everyRoute.find(`#${route}`)
    const plan = plans[route]
    expect(squeeze(section.find('[data-total="toPay"] dt').text())).toBe(tables.totals.toPay)
    expect(section.find('[data-total="toPay"] dd').first().text()).toBe(totalText(plan.toPay, locale))
    const shown = section.find('[data-total="toShow"] dd').first()
    if (plan.lines.some((line) => line.payee === 'show'))
      expect(shown.text()).toBe(totalText(plan.toShow, locale))
    else expect(shown).toHaveLength(0)
  })

  it('adds up Express Entry for one adult as worked by hand from the registry', () => {
    // Processing fee CAD 990 + right of permanent residence 600 + biometrics 85 = CAD 1,675; IELTS ₹18,000
    // and one police certificate ₹500 = ₹18,500. Settlement funds for one: CAD 15,263, shown, not paid.
    const { CAD, INR } = plans.expressEntry.toPay.byCurrency
    expect([CAD, INR]).toEqual([1675, 18500])
    expect(plans.expressEntry.toShow.byCurrency).toEqual({ CAD: 15263 })
    const text = everyRoute.find('#expressEntry [data-total="toPay"] dd').first().text()
    expect(text).toContain(formatValue(1675, 'CAD', locale))
    expect(text).toContain(formatValue(18500, 'INR', locale))
    // The medical and the credential assessment have no figure: said under the total.
    expect(everyRoute.find('#expressEntry [data-total="toPay"]').text()).toContain(
      formatMessage(tables.totals.leftOut, locale, { count: 2 }),
    )
  })

  it("says the rates' date, where they were copied from, the official rates, and that banks charge more", () => {
    const text = squeeze(readableText($, 'main'))
    expect(text).toContain(copy.rate.lead(new Date(`${exchangeRates.date}T00:00:00Z`)))
    expect(text).toContain(copy.rate.banks)
    expect($(`main a[href="${exchangeRates.copiedFrom.url}"]`)).toHaveLength(1)
    for (const source of exchangeRates.official) expect($(`main a[href="${source.url}"]`)).toHaveLength(1)
  })

  it('gives the planner the route and household to restore, and links each route further and to /fees', () => {
    expect($(`[${islandAttributes.name}="CostPlanner"]`)).toHaveLength(1)
    for (const route of routeIds)
      expect(everyRoute.find(`#${route} a[href="${copy.planner.routes[route].further.path}"]`)).toHaveLength(
        1,
      )
    expect(everyRoute.find(`a[href="${routes.fees.path}"]`)).toHaveLength(routeIds.length)
  })

  it('states every government fee /fees states as /fees does, from the one registry', () => {
    const fees = builtPage(routes.fees.path)
    // /fees draws a row for each fee of its copy, in order (tests/build/fees.test.ts).
    const feeRows = fees('tbody tr').toArray()
    const stated = feeRoutes.flatMap((each) => each.fees.map((fee) => fee.fact))
    expect(feeRows).toHaveLength(stated.length)
    const notConfirmed = new Set(
      stated.filter((_, row) => fees(feeRows[row]).text().includes(feesCopy.government.unconfirmed)),
    )
    let compared = 0
    for (const route of routeIds)
      for (const line of plans[route].lines) {
        const row = stated.findIndex((fact) => fact === line.from)
        if (line.payee !== 'government' || row < 0) continue
        const shown = everyRoute.find(`#${route} tr[data-line="${line.id}"]`)
        const fact = stated[row]
        if (fact && notConfirmed.has(fact)) {
          // Not confirmed on /fees: not confirmed on /cost, out of the total.
          expect(shown.find('td').first().text(), `${route} ${line.id}`).toContain(
            feesCopy.government.unconfirmed,
          )
          expect(shown.attr('data-in-total')).toBe('false')
          compared += 1
          continue
        }
        // A fee counted once, for one year or stay: /fees states it as it is charged, once.
        const once = !costRoutes[route].lines.some((rule) => rule.id === line.id && 'times' in rule)
        if (!once || line.count !== 1 || line.amount === null) continue
        expect(squeeze(fees(feeRows[row]).find('data').text()), `${route} ${line.id}`).toBe(
          squeeze(shown.find('td').first().text()),
        )
        compared += 1
      }
    expect(compared).toBeGreaterThanOrEqual(9)
    // Each fee /fees says is not confirmed is a line of /cost too (for the households it counts in),
    // said the same way: none is priced in its place.
    const onCost = new Set<unknown>(
      routeIds.flatMap((route) => costRoutes[route].lines.map((rule) => rule.cost)),
    )
    for (const fact of notConfirmed) expect(onCost.has(fact)).toBe(true)
  })
})
