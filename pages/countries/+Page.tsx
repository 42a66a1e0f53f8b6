import type { PageContextServer } from 'vike/types'
import { CtaBand } from '../../components/sections/CtaBand'
import { FactCard } from '../../components/sections/FactCard'
import { FactReview } from '../../components/sections/FactReview'
import { PageHero } from '../../components/sections/PageHero'
import { copyIn } from '../../content/copy'
import { withFacts } from '../../lib/facts/site'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { countriesPage, countryProfiles: profiles, routes } = copyIn(pageContext.locale)
  const { content, review } = withFacts({ profiles, countriesPage })
  const { profiles: countryProfiles, countriesPage: page } = content
  return (
    <>
      <PageHero {...page.hero} />
      <section aria-label={page.sectionLabel} className="container-page py-14">
        <p className="mb-8 text-sm text-slate-600">{page.approximateNote}</p>
        <div className="grid gap-8 lg:grid-cols-2">
          {countryProfiles.map((country) => (
            <FactCard
              key={country.name}
              visual={{ kind: 'flag', code: country.flag }}
              title={country.name}
              description={country.description}
              facts={[
                { label: page.labels.averageSalary, value: country.averageSalary },
                { label: page.labels.population, value: country.population },
                { label: page.labels.jobMarket, value: country.jobOpportunities },
                { label: page.labels.livingCost, value: country.livingCost },
                { label: page.labels.language, value: country.language },
              ]}
              factColumns="stacked-on-phones"
              lists={[
                {
                  columns: [
                    { heading: page.labels.highlights, items: country.highlights },
                    { heading: page.labels.visaTypes, items: country.visaTypes },
                  ],
                },
              ]}
              action={{
                href: routes.contact.path,
                label: page.labels.start(country.name),
                variant: 'default',
                wrap: true,
              }}
              tools={'tools' in country ? country.tools : undefined}
            />
          ))}
        </div>
      </section>
      <CtaBand {...page.cta} href={routes.contact.path} />
      <FactReview review={review} />
    </>
  )
}
