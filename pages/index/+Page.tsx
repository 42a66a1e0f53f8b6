import { Destinations } from '../../components/sections/Destinations'
import { HomeHero } from '../../components/sections/HomeHero'
import { HomeStories } from '../../components/sections/HomeStories'
import { Notifications } from '../../components/sections/Notifications'
import { PointsTools } from '../../components/sections/PointsTools'
import { ProcessSteps } from '../../components/sections/ProcessSteps'
import { ServiceCards } from '../../components/sections/ServiceCards'
import { TrustStrip } from '../../components/sections/TrustStrip'
import { enquiryForms } from '../../content/enquiry-form'
import { home } from '../../content/home'
import { heroPicture } from '../../content/illustrations'
import { layoutCopy } from '../../content/layout'
import { routes } from '../../content/routes'
import { site } from '../../content/site'
import { successStoriesLabels } from '../../content/testimonials'
import { withFacts } from '../../lib/facts/site'

export default function Page() {
  const { content: tools, review } = withFacts(home.tools, 'content/home.ts')
  return (
    <>
      <HomeHero hero={home.hero} form={enquiryForms.home} picture={heroPicture('home')} />
      <TrustStrip
        registrations={site.registrations}
        labels={home.trust}
        newTab={layoutCopy.factReview.newTab}
      />
      <ServiceCards
        services={home.services}
        servicesPath={routes.visaServices.path}
        resumePath={routes.fixResume.path}
      />
      <Destinations destinations={home.destinations} />
      <PointsTools tools={tools} review={review} />
      <ProcessSteps process={home.process} />
      <HomeStories stories={home.stories} ratingLabel={successStoriesLabels.rating} />
      <Notifications />
    </>
  )
}
