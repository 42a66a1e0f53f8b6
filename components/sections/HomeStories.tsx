import type { HomeContent } from '../../content/home'
import { SectionLink } from '../ui/SectionLink'
import { StoryList } from '../ui/StoryList'
import { SectionHeading } from './SectionHeading'

/** Three client stories on Home, and the way to all of them. */
export function HomeStories({
  stories,
  ratingLabel,
}: {
  stories: HomeContent['stories']
  ratingLabel: (stars: number) => string
}) {
  return (
    <section aria-labelledby="stories-heading" className="bg-slate-50 py-16">
      <div className="container-page">
        <SectionHeading id="stories-heading" heading={stories.heading} lead={stories.lead} />
        <StoryList stories={stories.items} rows="threes" ratingLabel={ratingLabel} className="mt-10" />
        <SectionLink {...stories.link} />
      </div>
    </section>
  )
}
