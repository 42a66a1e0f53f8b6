import type { AboutContent, AdviceRule } from '../../content/about'
import type { CheckedRegister } from '../../content/check-an-adviser'
import type { Registration } from '../../content/site'
import { filledRegistrations } from '../../lib/owner-details'
import { Card } from '../ui/Card'
import { SectionHeading } from './SectionHeading'

/** A destination's rules, and on /check-an-adviser every register to check an adviser on. */
type AdvisersOf = Omit<AboutContent['advisers'], 'destinations'> & {
  destinations: readonly (AdviceRule & { registers?: readonly CheckedRegister[] })[]
}

const linkClassName = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'

interface WhoAdvisesProps {
  advisers: AdvisersOf
  registrations: readonly Registration[]
  /** Said to screen readers after each register's name. */
  newTab: string
}

/**
 * Who may legally be paid for advice on each destination's visas, where to check an adviser, and the
 * firm's own or its partner's licence for that destination once the firm has filled it in (site.ts),
 * with the register to check it on.
 */
export function WhoAdvises({ advisers, registrations, newTab }: WhoAdvisesProps) {
  const filled = filledRegistrations(registrations)
  return (
    // Drawn with the page (styles.css): on a phone it is far taller than a deferred block's stand-in,
    // and a checker would read its last links past the stand-in, over the dark band that follows.
    <section aria-labelledby={advisers.id} className="bg-slate-50 py-16" data-drawn-with-page>
      <div className="container-page">
        <SectionHeading id={advisers.id} heading={advisers.heading} lead={advisers.lead} />
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {advisers.destinations.map((destination) => {
            const ours = filled.find((registration) => registration.country === destination.destination)
            return (
              <Card key={destination.destination}>
                <h3 className="text-xl font-semibold text-slate-900">{destination.name}</h3>
                {destination.rules.map((rule) => (
                  <p key={rule} className="mt-2 text-slate-700">
                    {rule}
                  </p>
                ))}
                {destination.registers?.map((register) => (
                  <div key={register.url} className="mt-4">
                    <a href={register.url} target="_blank" rel="noopener" className={linkClassName}>
                      {register.label}
                      <span className="sr-only"> {newTab}</span>
                    </a>
                    <p className="mt-1 text-sm text-slate-700">{register.reading}</p>
                  </div>
                ))}
                {ours && (
                  <p className="mt-3 text-slate-900">
                    {ours.holder ? (
                      <>
                        {advisers.holders[ours.holder.relation]} <b>{ours.holder.name}</b>, {ours.credential}{' '}
                        <b>{ours.number}</b>
                      </>
                    ) : (
                      <>
                        {advisers.ourLicence} <b>{ours.number}</b> ({ours.credential})
                      </>
                    )}
                  </p>
                )}
                {/* A filled licence links to its register, here unless the card's own link already does. */}
                {ours && ours.register.url !== destination.check?.url && (
                  <p className="mt-1">
                    <a href={ours.register.url} target="_blank" rel="noopener" className={linkClassName}>
                      {advisers.checkLabel}: {ours.register.title}
                      <span className="sr-only"> {newTab}</span>
                    </a>
                  </p>
                )}
                {destination.check && (
                  <p className="mt-3">
                    <a href={destination.check.url} target="_blank" rel="noopener" className={linkClassName}>
                      {advisers.checkLabel}: {destination.check.title}
                      <span className="sr-only"> {newTab}</span>
                    </a>
                  </p>
                )}
              </Card>
            )
          })}
        </div>
        <p className="mx-auto mt-10 max-w-3xl text-center text-slate-700">{advisers.closing}</p>
        {advisers.more && (
          <p className="mt-4 text-center">
            <a href={advisers.more.href} className={linkClassName}>
              {advisers.more.label}
            </a>
          </p>
        )}
      </div>
    </section>
  )
}
