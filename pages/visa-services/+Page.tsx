import type { PageContextServer } from 'vike/types'
import { CtaBand } from '../../components/sections/CtaBand'
import { FactCard } from '../../components/sections/FactCard'
import { FactReview } from '../../components/sections/FactReview'
import { PageHero } from '../../components/sections/PageHero'
import { copyIn } from '../../content/copy'
import { withFacts } from '../../lib/facts/site'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { routes, visaServices: services, visaServicesPage } = copyIn(pageContext.locale)
  const { content, review } = withFacts({ services, visaServicesPage })
  const { services: visaServices, visaServicesPage: page } = content
  return (
    <>
      <PageHero {...page.hero} />
      <section aria-label={page.sectionLabel} className="container-page grid gap-8 py-14 lg:grid-cols-2">
        {visaServices.map((service) => {
          const hidden = service.requirements.length - page.shownRequirements
          return (
            <FactCard
              key={service.anchor}
              id={service.anchor}
              visual={{ kind: 'icon', name: service.icon }}
              title={service.title}
              description={service.audience}
              facts={[
                { label: page.labels.duration, value: service.duration },
                { label: page.labels.countries, value: service.countries.join(', ') },
              ]}
              factColumns="stacked-on-phones"
              notice={'closedRoutes' in service ? service.closedRoutes : undefined}
              lists={[
                {
                  columns: [
                    {
                      heading: page.labels.requirements,
                      items: service.requirements.slice(0, page.shownRequirements),
                      more: hidden > 0 ? page.labels.moreRequirements(hidden) : undefined,
                    },
                    {
                      heading: page.labels.eligibility,
                      items: service.eligibility.slice(0, page.shownEligibility),
                    },
                  ],
                },
              ]}
              fold={{
                summary: page.labels.more(service.benefits.length),
                text: service.description,
                lists: [{ heading: page.labels.benefits, items: service.benefits }],
              }}
              action={{
                href: routes.contact.path,
                label: page.labels.getStarted,
                context: service.title,
                variant: 'default',
              }}
            />
          )
        })}
        {/* Inside the cards' block, not a block of its own that would be drawn late (styles.css). */}
        <p className="text-lg text-slate-700 lg:col-span-2">
          {page.fees.lead}{' '}
          <a
            href={page.fees.link.href}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {page.fees.link.label}
          </a>
        </p>
      </section>
      <CtaBand {...page.cta} href={routes.contact.path} />
      <FactReview review={review} />
    </>
  )
}
