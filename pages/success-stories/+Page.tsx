import { usePageCopy } from '../../components/layout/PageLanguage'
import { CtaBand } from '../../components/sections/CtaBand'
import { PageHero } from '../../components/sections/PageHero'
import { StoryGroups } from '../../components/sections/StoryGroups'
import { countryGuides } from '../../content/country-guides'
import { routes } from '../../content/routes'
import { successStoriesCta, successStoriesIntro, testimonials } from '../../content/testimonials'
import { anchorOf } from '../../lib/anchors'
import { messagesFor } from '../../lib/messages'
import { groupByDestination } from '../../lib/stories'

export default function Page() {
  const { successStoriesLabels: labels } = usePageCopy()
  const m = messagesFor('en')
  const groups = groupByDestination(testimonials(m)).map((group) =>
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
      <PageHero {...successStoriesIntro(m)} />
      <StoryGroups groups={groups} labels={labels} />
      <CtaBand {...successStoriesCta(m)} href={routes.contact.path} />
    </>
  )
}
