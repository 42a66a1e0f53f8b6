import type { FactReview as Review } from '../../lib/facts/review'
import { formatDate } from '../../lib/locale'
import { usePageCopy, usePageLocale } from '../layout/PageLanguage'
import { SourceLinks } from '../ui/SourceLinks'

const linkClassName = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'

/** "Last reviewed {date}", the official pages a page's facts come from, and any reports they rest on. */
export function FactReview({ review, className = '' }: { review: Review; className?: string }) {
  const locale = usePageLocale()
  const copy = usePageCopy().layoutCopy.factReview
  return (
    <section aria-labelledby="fact-sources" className={`border-t border-slate-200 bg-slate-50 ${className}`}>
      <div className="container-page max-w-4xl py-10 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">
          {copy.lastReviewed}{' '}
          <time dateTime={review.lastReviewed}>{formatDate(review.lastReviewed, locale)}</time>
        </p>
        <h2 id="fact-sources" className="mt-4 text-lg font-bold text-slate-900">
          {copy.heading}
        </h2>
        <p className="mt-1">{copy.intro}</p>
        <SourceLinks
          sources={review.sources}
          newTab={copy.newTab}
          copyOf={copy.copyOf}
          className="mt-3 list-disc space-y-1.5 pl-5"
          linkClassName={linkClassName}
        />
        {review.reports.length > 0 && (
          <>
            <p className="mt-4">{copy.reportsIntro}</p>
            <SourceLinks
              sources={review.reports}
              newTab={copy.newTab}
              copyOf={copy.copyOf}
              className="mt-3 list-disc space-y-1.5 pl-5"
              linkClassName={linkClassName}
            />
          </>
        )}
      </div>
    </section>
  )
}
