import { usePageLocale, usePageRoute } from '../../components/layout/PageLanguage'
import { LegalDocument } from '../../components/sections/LegalDocument'
import { PageHero } from '../../components/sections/PageHero'
import { termsOfService as terms } from '../../content/terms-of-service'
import { messagesFor } from '../../lib/messages'

export default function Page() {
  const termsOfService = terms(messagesFor(usePageLocale()))
  return (
    <>
      <PageHero heading={termsOfService.title} lead={usePageRoute().description} />
      <LegalDocument document={termsOfService} />
    </>
  )
}
