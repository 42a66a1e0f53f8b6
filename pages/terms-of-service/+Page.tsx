import { LegalDocument } from '../../components/sections/LegalDocument'
import { PageHero } from '../../components/sections/PageHero'
import { heroPicture } from '../../content/illustrations'
import { layoutCopy } from '../../content/layout'
import { routes } from '../../content/routes'
import { termsOfService } from '../../content/terms-of-service'

export default function Page() {
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
