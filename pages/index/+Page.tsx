import type { PageContextServer } from 'vike/types'
import { Destinations } from '../../components/sections/Destinations'
import { HomeHero } from '../../components/sections/HomeHero'
import { HomeStories } from '../../components/sections/HomeStories'
import { Notifications } from '../../components/sections/Notifications'
import { PointsTools } from '../../components/sections/PointsTools'
import { ProcessSteps } from '../../components/sections/ProcessSteps'
import { ServiceCards } from '../../components/sections/ServiceCards'
import { TrustStrip } from '../../components/sections/TrustStrip'
import { copyIn } from '../../content/copy'
import { site } from '../../content/site'
import { anchorOf } from '../../lib/anchors'
import { withFacts } from '../../lib/facts/site'

export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { enquiryForms, home, layoutCopy, routes, successStoriesLabels } = copyIn(pageContext.locale)
  // Anchors on the pages the cards open are made from the English titles, in every language.
  const english = copyIn('en').home
  const { content: tools, review } = withFacts(home.tools)
  return (
    <>
      <HomeHero hero={home.hero} form={enquiryForms.home} />
      <TrustStrip
        registrations={site.registrations}
        labels={home.trust}
        newTab={layoutCopy.factReview.newTab}
      />
      <ServiceCards
        services={home.services}
        anchors={english.services.items.map((item) => anchorOf(item.title))}
        servicesPath={routes.visaServices.path}
      />
      <Destinations
        destinations={home.destinations}
        anchors={english.destinations.items.map((item) => anchorOf(item.name))}
      />
      <PointsTools tools={tools} review={review} />
      <ProcessSteps process={home.process} />
      <HomeStories stories={home.stories} ratingLabel={successStoriesLabels.rating} />
      <Notifications />
    </>
  )
}
