import type { FeesContent } from '../../content/fees'
import type { ProfessionalFee } from '../../content/site'
import { formatValue } from '../../lib/facts/format'
import { usePageLocale } from '../layout/PageLanguage'
import { SectionHeading } from './SectionHeading'

interface OurFeesProps {
  ours: FeesContent['ours']
  guarantee: FeesContent['guarantee']
  /** The firm's own fees, once it has published them (site.ts); until then only how it charges. */
  professionalFees: readonly ProfessionalFee[] | null
}

/** How the firm charges, kept apart from the government's fees, and the promise no one can make. */
export function OurFees({ ours, guarantee, professionalFees }: OurFeesProps) {
  const locale = usePageLocale()
  return (
    <section aria-labelledby={ours.id} className="bg-slate-50 py-16" data-drawn-with-page>
      <div className="container-page grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id={ours.id} heading={ours.heading} lead={ours.lead} align="left" />
          <ul className="mt-6 list-disc space-y-3 pl-5 text-slate-700">
            {ours.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          {professionalFees && (
            <>
              <h3 className="mt-8 text-xl font-semibold text-slate-900">{ours.published.heading}</h3>
              <dl className="mt-3 divide-y divide-slate-200 text-slate-700">
                {professionalFees.map((fee) => (
                  <div key={fee.service} className="py-3">
                    <dt className="font-semibold text-slate-900">
                      {fee.service}: {ours.published.from} {formatValue(fee.fromInr, 'INR', locale)}
                    </dt>
                    <dd>{fee.covers}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
          <p className="mt-6">
            <a
              href={ours.advisers.href}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {ours.advisers.label}
            </a>
          </p>
        </div>
        <div>
          <h2 id={guarantee.id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {guarantee.heading}
          </h2>
          {guarantee.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </section>
  )
}
