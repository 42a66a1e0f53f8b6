import type { PageContextServer } from 'vike/types'
import { LegalDocument } from '../../components/sections/LegalDocument'
import { PageHero } from '../../components/sections/PageHero'
import { copyIn } from '../../content/copy'
import { heroPicture } from '../../content/illustrations'
import { withFacts } from '../../lib/facts/site'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { layoutCopy, privacyConsent, privacyPolicy: policy, routes } = copyIn(pageContext.locale)
  // The policy names the day the law's rights and duties come into force, from the registry.
  const privacyPolicy = withFacts(policy).content
  return (
    <>
      <PageHero
        heading={privacyPolicy.title}
        lead={routes.privacyPolicy.description}
        picture={heroPicture('privacyPolicy', layoutCopy.routeMapAlt)}
      />
      <LegalDocument document={privacyPolicy} closing={privacyConsent} />
    </>
  )
}
