// A route's cost for a household as tables: paid to the government, paid to others in India, money to
// show; each line in its own currency and in rupees, a line left out of the totals saying why (and where
// its price can be checked), then the totals "to pay" and "to show" apart. The page draws one for every
// route, the planner one for the visitor's household.
import type { CostTablesCopy } from '../../content/cost-page'
import type { CostPlan, PricedFact, PricedNote } from '../../lib/cost/plan'
import { formatValue } from '../../lib/facts/format'
import type { Locale } from '../../lib/i18n'
import { formatMessage } from '../../lib/island-messages'

type Plan = CostPlan<PricedFact, PricedNote>
type Total = Plan['toPay']

const payees = ['government', 'others', 'show'] as const

/** A total as the governments and providers charge it, then in rupees: "CAD 1,675 + ₹18,500 = ₹1,32,400". */
export function totalText({ byCurrency, rupees }: Total, language: Locale): string {
  const parts = Object.entries(byCurrency).map(([currency, amount]) =>
    formatValue(amount ?? 0, currency as keyof typeof byCurrency, language),
  )
  const inRupees = formatValue(rupees, 'INR', language)
  return parts.length === 0 || (parts.length === 1 && 'INR' in byCurrency)
    ? inRupees
    : `${parts.join(' + ')} = ${inRupees}`
}

const cell = 'px-3 py-2 align-top'

export function CostTables({
  id,
  plan,
  copy,
  checkAt,
  language,
}: {
  /** Prefixes the tables' ids: unique on the page. */
  id: string
  plan: Plan
  copy: CostTablesCopy
  /** The official page where a line without a figure can be checked, by the line's id. */
  checkAt: Readonly<Record<string, string>>
  language: Locale
}) {
  const totals = [
    { key: 'toPay', label: copy.totals.toPay, total: plan.toPay },
    { key: 'toShow', label: copy.totals.toShow, total: plan.toShow },
  ] as const
  return (
    <div className="space-y-6">
      {payees.map((payee) => {
        const lines = plan.lines.filter((line) => line.payee === payee)
        if (lines.length === 0) return null
        return (
          <div key={payee} className="overflow-x-auto">
            <table
              id={`${id}-${payee}`}
              data-payee={payee}
              className="w-full text-left text-sm text-slate-800"
            >
              <caption className="pb-2 text-left text-base font-semibold text-slate-900">
                {copy.payees[payee]}
              </caption>
              <thead className="bg-slate-100 text-slate-900">
                <tr>
                  <th scope="col" className={cell}>
                    {copy.columns.item}
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    {copy.columns.amount}
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    {copy.columns.rupees}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {lines.map((line) => {
                  const label = copy.lines[line.id] ?? line.id
                  const check = checkAt[line.id]
                  return (
                    <tr key={line.id} data-line={line.id} data-in-total={line.inTotal}>
                      <th scope="row" className={`${cell} font-medium`}>
                        {line.count > 1
                          ? formatMessage(copy.counted, language, { label, count: line.count })
                          : label}
                        {line.leftOut && (
                          <span className="mt-1 block text-sm font-normal text-amber-900">
                            {copy.leftOut[line.leftOut]}
                            {check && <WhereToCheck href={check} copy={copy} />}
                          </span>
                        )}
                        {line.table && (
                          <span
                            data-table={line.table.of}
                            className="mt-1 block text-sm font-normal text-slate-700"
                          >
                            {formatMessage(
                              line.table.yearOld ? copy.table.yearOld : copy.table.of,
                              language,
                              {
                                day: new Date(`${line.table.of}T00:00:00Z`),
                              },
                            )}
                            {line.table.yearOld && check && <WhereToCheck href={check} copy={copy} />}
                          </span>
                        )}
                      </th>
                      {line.leftOut === 'replaced' && line.amount !== null && line.currency ? (
                        // As /fees: a replaced fee's amount is history, never shown as what it costs now.
                        <td className={`${cell} text-right`}>
                          {copy.replaced.unconfirmed}
                          <span className="mt-1 block text-xs text-slate-600">
                            {formatMessage(copy.replaced.lastKnown, language, {
                              amount: formatValue(line.amount, line.currency, language),
                            })}
                          </span>
                        </td>
                      ) : (
                        <td className={`${cell} text-right tabular-nums whitespace-nowrap`}>
                          {line.amount !== null && line.currency
                            ? formatValue(line.amount, line.currency, language)
                            : '–'}
                        </td>
                      )}
                      <td className={`${cell} text-right tabular-nums whitespace-nowrap`}>
                        {line.rupees !== null && line.leftOut !== 'replaced'
                          ? formatValue(line.rupees, 'INR', language)
                          : '–'}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )
      })}
      <dl className="grid gap-3 sm:grid-cols-2">
        {totals.map(({ key, label, total }) =>
          total.rupees === 0 && total.leftOut === 0 ? null : (
            <div key={key} data-total={key} className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
              <dt className="font-semibold text-slate-900">{label}</dt>
              <dd className="mt-1 text-lg font-bold tabular-nums text-brand-900">
                {totalText(total, language)}
              </dd>
              {total.leftOut > 0 && (
                <dd className="mt-1 text-sm text-slate-700">
                  {formatMessage(copy.totals.leftOut, language, { count: total.leftOut })}
                </dd>
              )}
            </div>
          ),
        )}
      </dl>
    </div>
  )
}

/** A link to the official page where a line's price or table can be checked, in a new tab. */
function WhereToCheck({ href, copy }: { href: string; copy: CostTablesCopy }) {
  return (
    <>
      {' '}
      <a href={href} target="_blank" rel="noopener" className="text-brand-700 underline underline-offset-2">
        {copy.whereToCheck}
        <span className="sr-only"> {copy.newTab}</span>
      </a>
    </>
  )
}
