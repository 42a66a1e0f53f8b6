import { usePageCopy, usePageLocale } from '../../components/layout/PageLanguage'
import { FactCard } from '../../components/sections/FactCard'
import { FactReview } from '../../components/sections/FactReview'
import { PageHero } from '../../components/sections/PageHero'
import { routeCost } from '../../content/cost-page'
import { countryGuidesPage, countryGuides as guides } from '../../content/country-guides'
import { routes } from '../../content/routes'
import { anchorOf } from '../../lib/anchors'
import { withFacts } from '../../lib/facts/site'
import { messagesFor } from '../../lib/messages'

export default function Page() {
  const { occupationsLink, pointsReading, routeTimes } = usePageCopy()
  const locale = usePageLocale()
  const m = messagesFor(locale)
  const page = countryGuidesPage(m)
  const { content: countryGuides, review } = withFacts(guides)
  return (
    <>
      <PageHero {...page.hero} />
      <section aria-label={page.sectionLabel} className="container-page py-14">
        <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {countryGuides.map((guide) => {
            const time = routeTimes[guide.timedRoute]
            const cost = routeCost(m, locale, guide.timedRoute)
            return (
              <FactCard
                key={guide.name}
                id={anchorOf(guide.name)}
                size="compact"
                visual={{ kind: 'flag', code: guide.flag }}
                title={guide.name}
                description={guide.description}
                facts={[
                  { label: time.label, value: time.text },
                  { label: cost.label, value: cost.text },
                ]}
                lists={[
                  { heading: page.labels.programs, items: guide.popularPrograms },
                  { heading: page.labels.highlights, items: guide.highlights },
                ]}
                action={{
                  href: routes.countries.path,
                  label: page.labels.details,
                  context: guide.name,
                  variant: 'outline',
                }}
                tools={[...('tools' in guide ? guide.tools : []), time.link, cost.link]}
              />
            )
          })}
        </div>
        <p className="mt-8 text-sm text-slate-600">{page.costNote}</p>
        {[pointsReading.languageScores, occupationsLink].map((way, index) => (
          <p key={way.href} className={`${index === 0 ? 'mt-4' : 'mt-2'} text-slate-800`}>
            {way.lead}{' '}
            <a href={way.href} className="font-semibold text-brand-700 underline underline-offset-2">
              {way.label}
            </a>
          </p>
        ))}
      </section>
      <FactReview review={review} />
    </>
  )
}
