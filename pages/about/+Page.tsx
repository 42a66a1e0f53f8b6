import type { PageContextServer } from 'vike/types'
import { CtaBand } from '../../components/sections/CtaBand'
import { FactReview } from '../../components/sections/FactReview'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { PageHero } from '../../components/sections/PageHero'
import { SectionHeading } from '../../components/sections/SectionHeading'
import { StatGrid } from '../../components/sections/StatGrid'
import { WhoAdvises } from '../../components/sections/WhoAdvises'
import { Initials } from '../../components/ui/Initials'
import { copyIn } from '../../content/copy'
import { site } from '../../content/site'
import { withFacts } from '../../lib/facts/site'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { about, layoutCopy, routes } = copyIn(pageContext.locale)
  const { content: advisers, review } = withFacts(about.advisers)
  return (
    <>
      <PageHero {...about.hero} />
      <section aria-labelledby="story-heading" className="container-page py-16">
        <div className="mx-auto max-w-3xl">
          <h2 id="story-heading" className="text-3xl font-bold text-slate-900">
            {about.story.heading}
          </h2>
          <div className="prose-body mt-4">
            {about.story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <section aria-label={about.pillarsLabel} className="bg-slate-50 py-16">
        <div className="container-page">
          <FeatureGrid features={about.pillars} />
        </div>
      </section>
      <section aria-labelledby="directors-heading" className="container-page py-16">
        <SectionHeading id="directors-heading" heading={about.directorsHeading} />
        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          {about.directors.map((director) => (
            <figure key={director.name} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <blockquote className="text-lg text-slate-700">
                <p>“{director.message}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4">
                <Initials name={director.name} />
                <div>
                  <p className="font-semibold text-slate-900">{director.name}</p>
                  <p className="text-sm text-slate-600">{director.role}</p>
                </div>
              </figcaption>
            </figure>
          ))}
        </div>
      </section>
      <WhoAdvises
        advisers={advisers}
        registrations={site.registrations}
        newTab={layoutCopy.factReview.newTab}
      />
      <StatGrid heading={about.impact.heading} stats={about.impact.stats} />
      <CtaBand {...about.cta} href={routes.contact.path} />
      <FactReview review={review} />
    </>
  )
}
