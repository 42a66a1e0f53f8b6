import type { HomeContent } from '../../content/home'
import { SectionHeading } from './SectionHeading'

export function ProcessSteps({ process }: { process: HomeContent['process'] }) {
  return (
    <section id="process" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading heading={process.heading} lead={process.lead} />
        <ol className="mt-12 grid gap-6 md:grid-cols-5">
          {process.steps.map((step, index) => (
            <li
              key={step.name}
              className="relative rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <span
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">
                <span className="sr-only">
                  {process.stepLabel} {index + 1}:{' '}
                </span>
                {step.name}
              </h3>
              <p className="mt-1 text-sm font-semibold text-brand-700">{step.duration}</p>
              <p className="mt-2 text-sm text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
