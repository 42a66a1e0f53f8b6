import type { ReactNode } from 'react'
import type { Intro } from '../../content/types'

/** The calculator's band on its page: heading, lead, the note for a browser without JavaScript, the island. */
export function CalculatorSection({
  intro,
  noScript,
  children,
}: {
  intro: Intro
  noScript: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby="calculator-heading" className="container-page py-14">
      <h2 id="calculator-heading" className="text-3xl font-bold text-slate-900">
        {intro.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{intro.lead}</p>
      <noscript>
        <p className="mt-4 rounded-lg bg-accent-100 p-4 font-medium text-slate-900">{noScript}</p>
      </noscript>
      <div className="mt-8">{children}</div>
    </section>
  )
}
