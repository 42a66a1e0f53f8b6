import { usePageCopy } from '../../components/layout/PageLanguage'
import { LegalDocument } from '../../components/sections/LegalDocument'
import { PageHero } from '../../components/sections/PageHero'
import { heroPicture } from '../../content/illustrations'
import { layoutCopy } from '../../content/layout'
import { termsOfService } from '../../content/terms-of-service'

export default function Page() {
  const { routes } = usePageCopy()
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
