import { CircleCheck } from 'lucide-react'
import type { EnquiryFormCopy } from '../../content/enquiry-form'
import type { HomeContent } from '../../content/home'
import { usePagePicture } from '../layout/PageLanguage'
import { buttonClasses } from '../ui/button-styles'
import { Illustration } from '../ui/Illustration'
import { EnquiryCard } from './EnquiryCard'

interface HomeHeroProps {
  hero: HomeContent['hero']
  form: EnquiryFormCopy
}

export function HomeHero({ hero, form }: HomeHeroProps) {
  // Home's picture (content/routes.ts), the route map, behind text and form from the large breakpoint.
  const picture = usePagePicture()
  return (
    <section
      id="home"
      className="overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      <div className="container-page relative isolate grid items-start gap-12 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        {/* The form covers the map's right part, so the map is drawn wider than the page and shifted
            left until Pune sits in the gap between the columns; the routes west run behind the text. */}
        <Illustration
          picture={picture}
          className="absolute top-1/2 -left-[25%] -z-10 hidden h-auto w-[115%] max-w-none -translate-y-1/2 opacity-60 lg:block"
        />
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {hero.heading}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-100">{hero.lead}</p>
          <ul
            className="mt-6 flex flex-wrap gap-2 sm:mt-8 sm:grid sm:grid-cols-2 sm:gap-3"
            aria-label={hero.badgesLabel}
          >
            {hero.badges.map((badge) => (
              <li
                key={badge}
                className="flex items-center gap-1.5 rounded-full bg-white/10 px-2.5 py-1 text-xs font-medium sm:gap-2 sm:rounded-lg sm:px-3 sm:py-2 sm:text-sm"
              >
                <CircleCheck className="size-4 shrink-0 text-accent-300 sm:size-5" aria-hidden="true" />
                {badge}
              </li>
            ))}
          </ul>
          <a href="#contact-form" className={buttonClasses('hero', 'lg', 'mt-8')}>
            {hero.formLinkLabel}
          </a>
        </div>
        <EnquiryCard id="contact-form" variant="home" copy={form} />
      </div>
    </section>
  )
}
