import type { PageContextServer } from 'vike/types'
import { usePageRoute } from '../../components/layout/PageLanguage'
import { LegalDocument } from '../../components/sections/LegalDocument'
import { PageHero } from '../../components/sections/PageHero'
import { copyIn } from '../../content/copy'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { privacyConsent, privacyPolicy } = copyIn(pageContext.locale)
  return (
    <>
      <PageHero heading={privacyPolicy.title} lead={usePageRoute().description} />
      <LegalDocument document={privacyPolicy} closing={privacyConsent} />
    </>
  )
}
