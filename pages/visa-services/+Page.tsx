import { CtaBand } from '../../components/sections/CtaBand'
import { FactReview } from '../../components/sections/FactReview'
import { PageHero } from '../../components/sections/PageHero'
import { buttonClasses } from '../../components/ui/button-styles'
import { Card } from '../../components/ui/Card'
import { Fact } from '../../components/ui/Fact'
import { FactList } from '../../components/ui/FactList'
import { Icon } from '../../components/ui/Icon'
import { routes } from '../../content/routes'
import { visaServices as services, visaServicesPage } from '../../content/visa-services'
import { withFacts } from '../../lib/facts/site'

export default function Page() {
  const { content, review } = withFacts({ services, visaServicesPage }, 'content/visa-services.ts')
  const { services: visaServices, visaServicesPage: page } = content
  return (
    <>
      <PageHero {...page.hero} />
      <section aria-label={page.sectionLabel} className="container-page grid gap-8 py-14 lg:grid-cols-2">
        {visaServices.map((service) => {
          const hidden = service.requirements.length - page.shownRequirements
          return (
            <Card key={service.anchor} id={service.anchor} className="flex flex-col gap-5">
              <div className="flex items-start gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon name={service.icon} />
                </span>
                <div>
                  <h2 className="text-2xl font-bold text-slate-900">{service.title}</h2>
                  <p className="mt-2 text-slate-700">{service.description}</p>
                </div>
              </div>
              <dl className="grid gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-2">
                <Fact label={page.labels.duration} value={service.duration} />
                <Fact label={page.labels.countries} value={service.countries.join(', ')} />
              </dl>
              <div className="grid gap-5 sm:grid-cols-2">
                <FactList heading={page.labels.benefits} items={service.benefits} />
                <div className="space-y-5">
                  <FactList
                    heading={page.labels.requirements}
                    items={service.requirements.slice(0, page.shownRequirements)}
                    more={hidden > 0 ? page.labels.moreRequirements(hidden) : undefined}
                  />
                  <FactList
                    heading={page.labels.eligibility}
                    items={service.eligibility.slice(0, page.shownEligibility)}
                  />
                </div>
              </div>
              <a
                href={routes.contact.path}
                className={buttonClasses('default', 'default', 'mt-auto self-start')}
              >
                {page.labels.getStarted}
                <span className="sr-only">: {service.title}</span>
              </a>
            </Card>
          )
        })}
      </section>
      <CtaBand {...page.cta} href={routes.contact.path} />
      <FactReview review={review} />
    </>
  )
}
