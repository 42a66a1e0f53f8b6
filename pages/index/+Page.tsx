import { HomeHero } from '../../components/sections/HomeHero'
import { Notifications } from '../../components/sections/Notifications'
import { PointsTools } from '../../components/sections/PointsTools'
import { ProcessSteps } from '../../components/sections/ProcessSteps'
import { ServiceCards } from '../../components/sections/ServiceCards'
import { enquiryForms } from '../../content/enquiry-form'
import { home } from '../../content/home'
import { heroPicture } from '../../content/illustrations'
import { routes } from '../../content/routes'

export default function Page() {
  return (
    <>
      <HomeHero hero={home.hero} form={enquiryForms.home} picture={heroPicture('home')} />
      <ServiceCards
        services={home.services}
        servicesPath={routes.visaServices.path}
        resumePath={routes.fixResume.path}
      />
      <PointsTools tools={home.tools} />
      <ProcessSteps process={home.process} />
      <Notifications />
    </>
  )
}
