import type { PageContextServer } from 'vike/types'
import { CtaBand } from '../../components/sections/CtaBand'
import { FactReview } from '../../components/sections/FactReview'
import { GovernmentFees } from '../../components/sections/GovernmentFees'
import { OurFees } from '../../components/sections/OurFees'
import { PageHero } from '../../components/sections/PageHero'
import { copyIn } from '../../content/copy'
import { site } from '../../content/site'
import { withFacts } from '../../lib/facts/site'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { feeRoutes, fees, layoutCopy, routes } = copyIn(pageContext.locale)
  const { content, review } = withFacts({ feeRoutes, fees })
  const { hero, government, ours, guarantee, cta } = content.fees
  return (
    <>
      <PageHero {...hero} />
      <GovernmentFees copy={government} routes={content.feeRoutes} newTab={layoutCopy.factReview.newTab} />
      <OurFees ours={ours} guarantee={guarantee} professionalFees={site.professionalFees} />
      <CtaBand {...cta} href={routes.contact.path} />
      <FactReview review={review} />
    </>
  )
}
