import type { PageContextServer } from 'vike/types'
import { LegalDocument } from '../../components/sections/LegalDocument'
import { PageHero } from '../../components/sections/PageHero'
import { copyIn } from '../../content/copy'
import { heroPicture } from '../../content/illustrations'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { layoutCopy, privacyConsent, privacyPolicy, routes } = copyIn(pageContext.locale)
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
