import type { CostPlannerCopy } from '../../content/cost-page'
import type { IsoDate } from '../../content/facts/types'
import { parseAmount } from '../../lib/calculators/breakdown'
import { costPlan, type PricedFact, type PricedNote, type RouteCosts } from '../../lib/cost/plan'
import { type CostAnswers, costDefaults, costQuery, maxChildren, parseCostQuery } from '../../lib/cost/query'
import type { RouteId } from '../../lib/finder/finder'
import type { Locale } from '../../lib/i18n'
import { formatMessage } from '../../lib/island-messages'
import type { RupeesPer } from '../../lib/rates/rates'
import { resultMessage } from '../../lib/whatsapp'
import { CostTables, totalText } from '../ui/CostTables'
import { AmountField, RadioGroup, SelectField } from '../ui/choice-fields'
import { ResultHandoff } from '../ui/ResultHandoff'
import { useQueryAnswers } from '../ui/use-query-answers'
import { WorkedOut } from '../ui/WorkedOut'

interface CostPlannerProps {
  copy: CostPlannerCopy
  /** Each route's lines, cut to what pricing reads (lib/cost/priced.ts). */
  rules: Record<RouteId, RouteCosts<PricedFact, PricedNote>>
  /** Where each line without a figure can be checked, by route and line. */
  checkAt: Record<RouteId, Record<string, string>>
  rupeesPer: RupeesPer
  /** The build day: a fee replaced before it is left out, as on the page. */
  day: IsoDate
  language: Locale
  contactPath: string
  /** The firm's WhatsApp number, digits only. */
  whatsapp: string
  /** The page's own absolute address: the shared link before the page has read its address. */
  pageUrl: string
}

const childCounts = Array.from({ length: maxChildren + 1 }, (_, count) => count)

/** The planner: a route and a household from the link, the route's lines and totals for them. */
export default function CostPlanner({
  copy,
  rules,
  checkAt,
  rupeesPer,
  day,
  language,
  contactPath,
  whatsapp,
  pageUrl,
}: CostPlannerProps) {
  const { answers, bind, formRef, link } = useQueryAnswers<CostAnswers, null>(
    costDefaults,
    null,
    parseCostQuery,
    costQuery,
  )
  const { route, adults, children } = answers
  const rule = rules[route]
  const takesTuition = rule.lines.some((line) => line.cost === 'tuition')
  const tuition = takesTuition ? answers.tuition : 0
  const plan = costPlan<PricedFact, PricedNote>(rule, { adults, children, tuition }, rupeesPer, day)
  const { name, further, immigrationType } = copy.routes[route]
  const summary = formatMessage(copy.enquiry.summary, language, {
    name,
    household: formatMessage(copy.household, language, { adults, children }),
    toPay: totalText(plan.toPay, language),
    toShow: totalText(plan.toShow, language),
  })
  const adultsBinding = bind('adults')
  const routeBinding = bind('route')
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
      <form ref={formRef} className="space-y-5" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label={copy.form.route}
          {...routeBinding}
          options={Object.entries(copy.routes).map(([id, { name }]) => ({
            value: id as RouteId,
            label: name,
          }))}
        />
        <RadioGroup
          legend={copy.form.adults.legend}
          name={adultsBinding.name}
          value={String(adults) as '1' | '2'}
          options={{ '1': copy.form.adults.one, '2': copy.form.adults.two }}
          onChange={(value) => adultsBinding.onChange(value === '2' ? 2 : 1)}
        />
        <SelectField
          label={copy.form.children}
          {...bind('children')}
          options={childCounts.map((count) => ({ value: count, label: String(count) }))}
        />
        {takesTuition && (
          <AmountField
            label={formatMessage(copy.form.tuition, language, { currency: rule.currency })}
            hint={copy.form.tuitionHint}
            parse={parseAmount}
            error={copy.form.amountError}
            name="tuition"
            value={answers.tuition || undefined}
            onChange={(amount) => bind('tuition').onChange(amount ?? 0)}
          />
        )}
      </form>
      {/* Not a named region: the page's table of the same route already is one, by the same name. */}
      <div data-plan-route={route}>
        <WorkedOut pending={copy.pending}>
          <h3 id="cost-plan-heading" className="text-xl font-bold text-slate-900">
            {name}
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            {formatMessage(copy.household, language, { adults, children })}
          </p>
          <div className="mt-4">
            <CostTables
              id="plan"
              plan={plan}
              copy={copy.tables}
              checkAt={checkAt[route]}
              language={language}
            />
          </div>
        </WorkedOut>
        <ResultHandoff
          contactPath={contactPath}
          enquiry={{ ...copy.enquiry, immigrationType }}
          message={link ? `${summary} ${copy.enquiry.linkLead} ${link}` : ''}
          whatsApp={{
            number: whatsapp,
            label: copy.whatsApp.label,
            text: resultMessage({
              lead: copy.whatsApp.lead,
              details: summary,
              link: link || `${pageUrl}?${costQuery({ ...answers, tuition })}`,
            }),
          }}
          newTab={copy.tables.newTab}
          ground="light"
          button="hero"
          space="mt-6"
        />
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a href={further.path} className="font-semibold text-brand-700 underline underline-offset-2">
            {further.label}
          </a>
          <a href={copy.fees.path} className="font-semibold text-brand-700 underline underline-offset-2">
            {copy.fees.label}
          </a>
        </p>
      </div>
    </div>
  )
}
