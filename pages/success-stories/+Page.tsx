import { CtaBand } from '../../components/sections/CtaBand'
import { PageHero } from '../../components/sections/PageHero'
import { StoryGroups } from '../../components/sections/StoryGroups'
import { countryGuides } from '../../content/country-guides'
import { heroPicture } from '../../content/illustrations'
import { layoutCopy } from '../../content/layout'
import { routes } from '../../content/routes'
import {
  successStoriesLabels as labels,
  successStoriesCta,
  successStoriesIntro,
  testimonials,
} from '../../content/testimonials'
import { anchorOf } from '../../lib/anchors'
import { groupByDestination } from '../../lib/stories'

export default function Page() {
  const groups = groupByDestination(testimonials).map((group) =>
    group.destination
      ? {
          ...group,
          id: anchorOf(group.destination),
          heading: group.destination,
          flag: countryGuides.find((guide) => guide.name === group.destination)?.flag,
        }
      : { ...group, ...labels.otherDestinations },
  )
  return (
    <>
      <PageHero {...successStoriesIntro} picture={heroPicture('successStories', layoutCopy.routeMapAlt)} />
      <StoryGroups groups={groups} labels={labels} />
      <CtaBand {...successStoriesCta} href={routes.contact.path} />
    </>
  )
}
