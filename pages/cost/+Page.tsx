import type { PageContextServer } from 'vike/types'
import CostPlanner from '../../components/islands/CostPlanner'
import { Island } from '../../components/layout/Island'
import { usePageRoute } from '../../components/layout/PageLanguage'
import { FactReview } from '../../components/sections/FactReview'
import { PageHero } from '../../components/sections/PageHero'
import { SectionHeading } from '../../components/sections/SectionHeading'
import { CostTables } from '../../components/ui/CostTables'
import { NoScriptLine } from '../../components/ui/NoScriptLine'
import { RouteTime } from '../../components/ui/RouteTime'
import { SourceLinks } from '../../components/ui/SourceLinks'
import { copyIn } from '../../content/copy'
import { costRoutes } from '../../content/cost'
import type { Fact } from '../../content/facts/types'
import { site } from '../../content/site'
import { costPlan } from '../../lib/cost/plan'
import { pricedRoute } from '../../lib/cost/priced'
import { costDefaults } from '../../lib/cost/query'
import { formatValue } from '../../lib/facts/format'
import { buildDay } from '../../lib/facts/in-force'
import { reviewOfFacts } from '../../lib/facts/review'
import { routeIds } from '../../lib/finder/finder'
import { exchangeRates } from '../../lib/rates/snapshot'
import { absoluteUrl } from '../../lib/seo/url'

const linkClasses = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'

/**
 * Where a line can be checked, by route and line: a note's official page, a fee's that may since have
 * been replaced (`until`), a yearly table's.
 */
const checkAt = Object.fromEntries(
  routeIds.map((route) => [
    route,
    Object.fromEntries(
      costRoutes[route].lines.flatMap(({ id, cost }) => {
        if (typeof cost !== 'object') return []
        if ('price' in cost) return [[id, cost.source.url]]
        if ('until' in cost && cost.until) return [[id, cost.source.url]]
        if ('bySize' in cost && cost.bySize[0]) return [[id, cost.bySize[0].source.url]]
        return []
      }),
    ),
  ]),
) as Record<(typeof routeIds)[number], Record<string, string>>

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { locale } = pageContext
  const { costPage: copy, layoutCopy, routes, routeTimes } = copyIn(locale)
  const { planner, rate } = copy
  const { path } = usePageRoute()
  const day = buildDay()
  const { rupeesPer } = exchangeRates
  const newTab = layoutCopy.factReview.newTab
  const plans = routeIds.map((route) => ({
    route,
    plan: costPlan(costRoutes[route], costDefaults, rupeesPer, day),
  }))
  // The registry facts the tables show; a line without a figure links its own official page.
  const review = reviewOfFacts(
    plans.flatMap(({ plan }) =>
      plan.lines.flatMap(({ from }) => (typeof from === 'object' && 'value' in from ? [from as Fact] : [])),
    ),
    path,
  )
  return (
    <>
      <PageHero {...copy.hero} />
      <section aria-labelledby="planner-heading" className="container-page py-12">
        <SectionHeading id="planner-heading" heading={planner.heading} lead={planner.lead} align="left" />
        <NoScriptLine text={planner.noScript} />
        <div className="mt-8">
          <Island
            of={CostPlanner}
            hydrate="interaction-or-query"
            props={{
              copy: planner,
              rules: Object.fromEntries(
                routeIds.map((route) => [route, pricedRoute(costRoutes[route])]),
              ) as Record<(typeof routeIds)[number], ReturnType<typeof pricedRoute>>,
              checkAt,
              rupeesPer,
              day,
              language: locale,
              contactPath: routes.contact.path,
              whatsapp: site.whatsapp,
              pageUrl: absoluteUrl(site.url, path),
            }}
          />
        </div>
      </section>
      <section aria-labelledby="rates-heading" className="bg-slate-50 py-10" data-drawn-with-page>
        <div className="container-page max-w-3xl text-slate-800">
          <p id="rates-heading" className="font-semibold" data-rates-date={exchangeRates.date}>
            {rate.lead(new Date(`${exchangeRates.date}T00:00:00Z`))}
          </p>
          <p className="mt-2">{rate.banks}</p>
          <p className="mt-4 text-sm">{rate.copiedFrom}</p>
          <SourceLinks
            sources={[exchangeRates.copiedFrom]}
            newTab={newTab}
            copyOf={layoutCopy.factReview.copyOf}
            className="mt-1 text-sm"
            linkClassName={linkClasses}
          />
          <p className="mt-3 text-sm">{rate.official}</p>
          <SourceLinks
            sources={exchangeRates.official}
            newTab={newTab}
            copyOf={layoutCopy.factReview.copyOf}
            className="mt-1 space-y-1 text-sm"
            linkClassName={linkClasses}
          />
          {site.professionalFees && (
            <>
              <h2 className="mt-8 text-xl font-semibold text-slate-900">{copy.professionalFees.heading}</h2>
              <dl className="mt-3 divide-y divide-slate-200">
                {site.professionalFees.map((fee) => (
                  <div key={fee.service} className="py-3">
                    <dt className="font-semibold text-slate-900">
                      {fee.service}: {copy.professionalFees.from} {formatValue(fee.fromInr, 'INR', locale)}
                    </dt>
                    <dd>{fee.covers}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </div>
      </section>
      <section aria-labelledby="every-route-heading" className="container-page py-12" data-drawn-with-page>
        <SectionHeading
          id="every-route-heading"
          heading={copy.everyRoute.heading}
          lead={copy.everyRoute.lead}
          align="left"
        />
        {plans.map(({ route, plan }) => {
          const { name, further } = planner.routes[route]
          return (
            <section key={route} id={route} aria-labelledby={`${route}-heading`} className="mt-10 max-w-4xl">
              <h3 id={`${route}-heading`} className="text-2xl font-bold text-slate-900">
                {name}
              </h3>
              <RouteTime time={routeTimes[route]} linkClassName={linkClasses} />
              <div className="mt-4">
                <CostTables
                  id={route}
                  plan={plan}
                  copy={planner.tables}
                  checkAt={checkAt[route]}
                  language={locale}
                />
              </div>
              <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <a href={further.path} className={linkClasses}>
                  {further.label}
                </a>
                <a href={planner.fees.path} className={linkClasses}>
                  {planner.fees.label}
                </a>
              </p>
            </section>
          )
        })}
      </section>
      <FactReview review={review} />
    </>
  )
}
