import type { PageContextServer } from 'vike/types'
import { CtaBand } from '../../components/sections/CtaBand'
import { FactReview } from '../../components/sections/FactReview'
import { OurPromises } from '../../components/sections/OurPromises'
import { PageHero } from '../../components/sections/PageHero'
import { SourcedPoints } from '../../components/sections/SourcedPoints'
import { WhoAdvises } from '../../components/sections/WhoAdvises'
import { Card } from '../../components/ui/Card'
import { copyIn } from '../../content/copy'
import { site } from '../../content/site'
import { reviewOfStated } from '../../lib/facts/site'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { checkAnAdviser: copy, layoutCopy, routes } = copyIn(pageContext.locale)
  const review = reviewOfStated(copy.stated, [])
  const newTab = layoutCopy.factReview.newTab
  return (
    <>
      <PageHero {...copy.hero} />
      <WhoAdvises advisers={copy.advisers} registrations={site.registrations} newTab={newTab} />
      <section aria-labelledby={copy.india.id} className="container-page max-w-4xl py-16">
        <Card>
          <h2 id={copy.india.id} className="text-2xl font-bold text-slate-900">
            {copy.india.heading}
          </h2>
          {copy.india.rules.map((rule) => (
            <p key={rule} className="mt-3 text-slate-700">
              {rule}
            </p>
          ))}
          <p className="mt-4">
            <a
              href={copy.india.register.url}
              target="_blank"
              rel="noopener"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {copy.india.register.label}
              <span className="sr-only"> {newTab}</span>
            </a>
          </p>
        </Card>
      </section>
      <SourcedPoints list={copy.neverPromised} newTab={newTab} tinted />
      <SourcedPoints list={copy.warningSigns} newTab={newTab} />
      <SourcedPoints list={copy.report} newTab={newTab} tinted drawnWithPage />
      <OurPromises promises={copy.promises} feeTerms={site.feeTerms} />
      <CtaBand {...copy.cta} href={routes.contact.path} />
      <FactReview review={review} />
    </>
  )
}
