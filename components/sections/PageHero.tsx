import type { ReactNode } from 'react'
import { illustrationSize } from '../../lib/illustrations/catalogue'
import { usePagePicture } from '../layout/PageLanguage'
import { Illustration } from '../ui/Illustration'

interface PageHeroProps {
  heading: string
  lead: string
  eyebrow?: string
  children?: ReactNode
}

/**
 * The title band at the top of an inner page: the page's one h1, its lead paragraph and its route's
 * picture, shown beside the text from the large breakpoint (on phones the heading stays the first
 * screen's picture).
 */
export function PageHero({ heading, lead, eyebrow, children }: PageHeroProps) {
  const picture = usePagePicture()
  // A map is twice as wide as it is tall, a scene four by three: each gets the column its shape needs.
  const { width, height } = illustrationSize(picture.name)
  const wide = width > 1.5 * height
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div
        className={`container-page grid items-center gap-12 py-16 sm:py-20 ${wide ? 'lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,36rem)]' : 'lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]'}`}
      >
        <div>
          {eyebrow && (
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{eyebrow}</p>
          )}
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-100">{lead}</p>
          {children}
        </div>
        <Illustration picture={picture} className="hidden h-auto w-full lg:block" />
      </div>
    </section>
  )
}
