import type { HomeContent } from '../../content/home'
import type { Registration } from '../../content/site'
import { filledRegistrations } from '../../lib/owner-details'

interface TrustStripProps {
  registrations: readonly Registration[]
  labels: HomeContent['trust']
  /** Said to screen readers after each register's name. */
  newTab: string
}

/**
 * The firm's registrations and its licensed partners' numbers, in one compact band, each linked to the
 * public register where a visitor can check it, and a link to who may advise on each country's visas.
 * Only what the consultancy has filled in (site.ts) is shown: a made-up or missing number would be a
 * false claim of regulation.
 */
export function TrustStrip({ registrations, labels, newTab }: TrustStripProps) {
  const filled = filledRegistrations(registrations)
  return (
    <section aria-label={labels.label} className="border-b border-slate-200 bg-slate-50">
      {filled.length > 0 && (
        <ul className="container-page grid gap-x-8 gap-y-3 pt-6 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {filled.map((registration) => (
            <li key={registration.credential}>
              <b className="block text-slate-900">{registration.credential}</b>
              <span className="text-slate-600">{registration.body}: </span>
              {registration.number}{' '}
              <a
                href={registration.register.url}
                target="_blank"
                rel="noopener"
                className="text-brand-800 underline underline-offset-2"
              >
                {labels.check}
                <span className="sr-only">
                  {' '}
                  {registration.register.title} {newTab}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="container-page flex flex-col gap-x-8 gap-y-3 py-6 text-sm md:flex-row">
        {[labels.advisers, labels.fees].map((link) => (
          <p key={link.href}>
            <a href={link.href} className="font-medium text-brand-800 underline underline-offset-2">
              {link.label}
            </a>
          </p>
        ))}
      </div>
    </section>
  )
}
