import type { ReactNode } from 'react'
import type { PointsReadingCopy } from '../../content/points'
import type { Intro } from '../../content/types'
import type { PointsTable } from '../../lib/calculators/tables'
import type { FactReview as Review } from '../../lib/facts/review'
import { Breadcrumb } from '../ui/Breadcrumb'
import { NoScriptLine } from '../ui/NoScriptLine'
import { RouteTime, type RouteTimeLine } from '../ui/RouteTime'
import { FactReview } from './FactReview'
import { PageHero } from './PageHero'
import { PointsGrid } from './PointsGrid'

interface CalculatorPageProps {
  hero: { eyebrow: string; heading: string; lead: string }
  /** The calculator's heading and lead. */
  intro: Intro
  /** The calculator island. */
  children: ReactNode
  /** The official processing time of the route it scores, under its result. */
  time: RouteTimeLine
  grid: Intro & {
    tables: readonly PointsTable[]
    asOf: string
    prerequisites?: { heading: string; items: readonly string[] }
  }
  review: Review
  reading: PointsReadingCopy
  /** Where the page sits, shown above its hero (and declared as a BreadcrumbList by its +seo). */
  breadcrumb?: { label: string; trail: readonly { label: string; path: string }[] }
}

/** A points calculator's page: the calculator, then the official grid as tables, then the sources. */
export function CalculatorPage({
  hero,
  intro,
  children,
  time,
  grid,
  review,
  reading,
  breadcrumb,
}: CalculatorPageProps) {
  return (
    <>
      {/* One first block, drawn with the page (components/layout/styles.css). */}
      <div>
        {breadcrumb && <Breadcrumb {...breadcrumb} />}
        <PageHero {...hero} />
      </div>
      <section aria-labelledby="calculator-heading" className="container-page py-14">
        <h2 id="calculator-heading" className="text-3xl font-bold text-slate-900">
          {intro.heading}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{intro.lead}</p>
        <NoScriptLine text={reading.noScript} />
        <div className="mt-8">{children}</div>
        <div className="mt-6">
          <RouteTime time={time} linkClassName="font-semibold text-brand-700 underline underline-offset-2" />
        </div>
        {[reading.finder, reading.languageScores].map((way) => (
          <p key={way.href} className="mt-8 text-slate-800 [&+&]:mt-2">
            {way.lead}{' '}
            <a href={way.href} className="font-semibold text-brand-700 underline underline-offset-2">
              {way.label}
            </a>
          </p>
        ))}
      </section>
      <PointsGrid id="grid" {...grid} reading={reading} />
      <FactReview review={review} />
    </>
  )
}
