import type { ReactNode } from 'react'
import type { HomeContent } from '../../content/home'
import type { FactReview } from '../../lib/facts/review'
import { formatDate } from '../../lib/locale'
import { usePageCopy, usePageLocale } from '../layout/PageLanguage'
import { buttonClasses } from '../ui/button-styles'
import { Flag } from '../ui/Flag'
import { Icon } from '../ui/Icon'
import { SourceLinks } from '../ui/SourceLinks'
import { SectionHeading } from './SectionHeading'

/** One tool: its mark (a flag, or the finder's globe), its name, what it does, and the way in. */
function ToolCard({
  tool,
  mark,
}: {
  tool: { title: string; body: string; href: string; label: string }
  mark: ReactNode
}) {
  return (
    <li className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center gap-4">
        {mark}
        <h3 className="text-xl font-bold text-slate-900">{tool.title}</h3>
      </div>
      <p className="text-slate-700">{tool.body}</p>
      <a href={tool.href} className={buttonClasses('default', 'default', 'mt-auto self-start')}>
        {tool.label}
      </a>
    </li>
  )
}

/** Home's way to the points calculators and the visa finder, a card each, and when the figures their cards quote were last reviewed, with their sources. */
export function PointsTools({ tools, review }: { tools: HomeContent['tools']; review: FactReview }) {
  const locale = usePageLocale()
  const { layoutCopy, occupationsLink } = usePageCopy()
  return (
    // Drawn with the page: on a phone its six cards run far past the stand-in height of an undrawn
    // block, where a checker would find its source links over the next block's (styles.css).
    <section aria-labelledby="points-tools-heading" data-drawn-with-page="" className="bg-slate-50 py-16">
      <div className="container-page">
        <SectionHeading id="points-tools-heading" heading={tools.heading} lead={tools.lead} />
        <ul className="mx-auto mt-10 grid max-w-6xl gap-6 md:grid-cols-2 lg:grid-cols-3">
          {tools.items.map((tool) => (
            <ToolCard key={tool.href} tool={tool} mark={<Flag code={tool.flag} />} />
          ))}
          <ToolCard
            tool={tools.finder}
            mark={
              <span className="flex h-9 w-12 items-center justify-center rounded-sm bg-brand-50 text-brand-700 ring-1 ring-brand-200">
                <Icon name={tools.finder.icon} />
              </span>
            }
          />
        </ul>
        <p className="mx-auto mt-8 max-w-6xl text-slate-800">
          {occupationsLink.lead}{' '}
          <a
            href={occupationsLink.href}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {occupationsLink.label}
          </a>
        </p>
        <div className="mx-auto mt-8 max-w-6xl text-sm text-slate-700">
          <p>
            {layoutCopy.factReview.lastReviewed}{' '}
            <time dateTime={review.lastReviewed}>{formatDate(review.lastReviewed, locale)}</time>
            {layoutCopy.factReview.fullStop} {layoutCopy.factReview.heading}:
          </p>
          <SourceLinks
            sources={[...review.sources, ...review.reports]}
            newTab={layoutCopy.factReview.newTab}
            copyOf={layoutCopy.factReview.copyOf}
            className="mt-1 space-y-1"
            linkClassName="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          />
        </div>
      </div>
    </section>
  )
}
