import { usePageCopy, usePageLocale } from '../../components/layout/PageLanguage'
import { LegalDocument } from '../../components/sections/LegalDocument'
import { PageHero } from '../../components/sections/PageHero'
import { heroPicture } from '../../content/illustrations'
import { termsOfService as terms } from '../../content/terms-of-service'
import { messagesFor } from '../../lib/messages'

export default function Page() {
  const { layoutCopy, routes } = usePageCopy()
  const termsOfService = terms(messagesFor(usePageLocale()))
  return (
    <>
      <PageHero
        heading={termsOfService.title}
        lead={routes.termsOfService.description}
        picture={heroPicture('termsOfService', layoutCopy.routeMapAlt)}
      />
      <LegalDocument document={termsOfService} />
    </>
  )
}
