import type { SourcedPoints as Points } from '../../content/check-an-adviser'
import { Card } from '../ui/Card'
import { SectionHeading } from './SectionHeading'

/**
 * A list of points, each stating a registry fact, with the official page that says it. A list whose
 * cards stand far taller on a phone than a deferred block's stand-in is drawn with the page
 * (components/layout/styles.css says why).
 */
export function SourcedPoints({
  list,
  newTab,
  tinted = false,
  drawnWithPage = false,
}: {
  list: Points
  newTab: string
  tinted?: boolean
  drawnWithPage?: boolean
}) {
  return (
    <section
      aria-labelledby={list.id}
      className={tinted ? 'bg-slate-50 py-16' : 'py-16'}
      data-drawn-with-page={drawnWithPage || undefined}
    >
      <div className="container-page">
        <SectionHeading id={list.id} heading={list.heading} lead={list.lead} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {list.points.map((point) => (
            <li key={point.title}>
              <Card className="h-full">
                <h3 className="text-lg font-semibold text-slate-900">{point.title}</h3>
                <p className="mt-2 text-slate-700">{point.text}</p>
                <p className="mt-3 text-sm">
                  <a
                    href={point.source.url}
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  >
                    {point.source.title}
                    <span className="sr-only"> {newTab}</span>
                  </a>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
