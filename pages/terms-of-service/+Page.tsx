import { LegalDocument } from '../../components/sections/LegalDocument'
import { PageHero } from '../../components/sections/PageHero'
import { routes } from '../../content/routes'
import { termsOfService } from '../../content/terms-of-service'

export default function Page() {
  return (
    <>
      <PageHero heading={termsOfService.title} lead={routes.termsOfService.description} />
      <LegalDocument document={termsOfService} />
    </>
  )
}
