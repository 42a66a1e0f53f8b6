import type { Registration } from '../../content/site'

interface TrustStripProps {
  registrations: readonly Registration[]
  labels: { label: string; toBeAdded: string }
}

/**
 * The firm's registrations and its licensed partners' numbers, in one compact band. An entry the
 * consultancy has not filled in yet (site.ts) names the body and says its number is to be added, as a
 * visible gap: a made-up number would be a false claim of regulation.
 */
export function TrustStrip({ registrations, labels }: TrustStripProps) {
  return (
    <section aria-label={labels.label} className="border-b border-slate-200 bg-slate-50">
      <ul className="container-page grid gap-x-8 gap-y-3 py-6 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {registrations.map((registration) => (
          <li key={registration.credential}>
            <b className="block text-slate-900">{registration.credential}</b>
            <span className="text-slate-600">{registration.body}: </span>
            {registration.number ?? <i className="text-slate-600">{labels.toBeAdded}</i>}
          </li>
        ))}
      </ul>
    </section>
  )
}
