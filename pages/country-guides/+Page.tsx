import { FactReview } from '../../components/sections/FactReview'
import { PageHero } from '../../components/sections/PageHero'
import { buttonClasses } from '../../components/ui/button-styles'
import { Card } from '../../components/ui/Card'
import { Fact } from '../../components/ui/Fact'
import { FactList } from '../../components/ui/FactList'
import { Flag } from '../../components/ui/Flag'
import { countryGuidesPage, countryGuides as guides } from '../../content/country-guides'
import { routes } from '../../content/routes'
import { withFacts } from '../../lib/facts/site'

export default function Page() {
  const { content, review } = withFacts({ guides, countryGuidesPage }, 'content/country-guides.ts')
  const { guides: countryGuides, countryGuidesPage: page } = content
  return (
    <>
      <PageHero {...page.hero} />
      <section aria-label={page.sectionLabel} className="container-page py-14">
        <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {countryGuides.map((guide) => (
            <Card key={guide.name} className="flex flex-col gap-4">
              <div className="flex items-center gap-4">
                <Flag code={guide.flag} />
                <h2 className="text-xl font-bold text-slate-900">{guide.name}</h2>
              </div>
              <p className="text-sm text-slate-700">{guide.description}</p>
              <dl className="grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4">
                <Fact label={page.labels.processing} value={guide.avgProcessing} />
                <Fact label={page.labels.cost} value={guide.costRange} />
              </dl>
              <FactList heading={page.labels.programs} items={guide.popularPrograms} />
              <FactList heading={page.labels.highlights} items={guide.highlights} />
              <a
                href={routes.countries.path}
                className={buttonClasses('outline', 'default', 'mt-auto self-start')}
              >
                {page.labels.details}
                <span className="sr-only">: {guide.name}</span>
              </a>
            </Card>
          ))}
        </div>
        <p className="mt-8 text-sm text-slate-600">{page.costNote}</p>
      </section>
      <FactReview review={review} />
    </>
  )
}
