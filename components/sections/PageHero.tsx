import type { ReactNode } from 'react'

interface PageHeroProps {
  heading: string
  lead: string
  eyebrow?: string
  children?: ReactNode
}

/** The title band at the top of an inner page: the page's one h1 and its lead paragraph. */
export function PageHero({ heading, lead, eyebrow, children }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div className="container-page py-16 sm:py-20">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{eyebrow}</p>
        )}
        <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {heading}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-100">{lead}</p>
        {children}
      </div>
    </section>
  )
}
