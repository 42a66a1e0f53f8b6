import { LegalDocument } from '../../components/sections/LegalDocument'
import { PageHero } from '../../components/sections/PageHero'
import { heroPicture } from '../../content/illustrations'
import { privacyConsent, privacyPolicy } from '../../content/privacy-policy'
import { routes } from '../../content/routes'

export default function Page() {
  return (
    <>
      <PageHero
        heading={privacyPolicy.title}
        lead={routes.privacyPolicy.description}
        picture={heroPicture('privacyPolicy')}
      />
      <LegalDocument document={privacyPolicy} closing={privacyConsent} />
    </>
  )
}
