import { CtaBand } from '../../components/sections/CtaBand'
import { FactReview } from '../../components/sections/FactReview'
import { PageHero } from '../../components/sections/PageHero'
import { buttonClasses } from '../../components/ui/button-styles'
import { Card } from '../../components/ui/Card'
import { Fact } from '../../components/ui/Fact'
import { FactList } from '../../components/ui/FactList'
import { Flag } from '../../components/ui/Flag'
import { countriesPage, countryProfiles as profiles } from '../../content/countries'
import { routes } from '../../content/routes'
import { withFacts } from '../../lib/facts/site'

export default function Page() {
  const { content, review } = withFacts({ profiles, countriesPage }, 'content/countries.ts')
  const { profiles: countryProfiles, countriesPage: page } = content
  return (
    <>
      <PageHero {...page.hero} />
      <section aria-label={page.sectionLabel} className="container-page py-14">
        <p className="mb-8 text-sm text-slate-600">{page.approximateNote}</p>
        <div className="grid gap-8 lg:grid-cols-2">
          {countryProfiles.map((country) => (
            <Card key={country.name} className="flex min-w-0 flex-col gap-5">
              <div className="flex items-center gap-4">
                <Flag code={country.flag} />
                <h2 className="text-2xl font-bold text-slate-900">{country.name}</h2>
              </div>
              <p className="text-slate-700">{country.description}</p>
              <dl className="grid gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-2">
                <Fact label={page.labels.averageSalary} value={country.averageSalary} />
                <Fact label={page.labels.population} value={country.population} />
                <Fact label={page.labels.jobMarket} value={country.jobOpportunities} />
                <Fact label={page.labels.livingCost} value={country.livingCost} />
                <Fact label={page.labels.language} value={country.language} />
              </dl>
              <div className="grid gap-5 sm:grid-cols-2">
                <FactList heading={page.labels.highlights} items={country.highlights} />
                <FactList heading={page.labels.visaTypes} items={country.visaTypes} />
              </div>
              <a
                href={routes.contact.path}
                className={buttonClasses(
                  'default',
                  'default',
                  'mt-auto h-auto min-h-11 self-start whitespace-normal py-2 text-center',
                )}
              >
                {page.labels.start(country.name)}
              </a>
            </Card>
          ))}
        </div>
      </section>
      <CtaBand {...page.cta} href={routes.contact.path} />
      <FactReview review={review} />
    </>
  )
}
