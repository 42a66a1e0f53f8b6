import type { FlagCode, Testimonial } from '../../content/types'
import type { StoryGroup } from '../../lib/stories'
import { Flag } from '../ui/Flag'
import { StoryList } from '../ui/StoryList'

interface StoryGroupView extends StoryGroup<Testimonial> {
  id: string
  heading: string
  flag?: FlagCode
}

interface StoryGroupsProps {
  groups: readonly StoryGroupView[]
  labels: {
    jumpList: string
    /** "3 stories", in the page's language. */
    count: (stories: number) => string
    rating: (stars: number) => string
  }
}

/** Client stories by destination: a jump list, then one section per destination with its count. */
export function StoryGroups({ groups, labels }: StoryGroupsProps) {
  return (
    <div className="container-page grid gap-12 py-14 lg:grid-cols-2">
      <nav aria-label={labels.jumpList} className="lg:col-span-2">
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.id}>
              <a
                href={`#${group.id}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-100"
              >
                {group.heading}
                <span className="font-normal text-slate-700">{`(${group.stories.length})`}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.id} id={group.id} className={group.half ? '' : 'lg:col-span-2'}>
          <h2 className="mb-6 flex items-center gap-3 text-2xl font-bold text-slate-900">
            {group.flag && <Flag code={group.flag} className="h-6 w-8" />}
            {group.heading}
            <span className="text-base font-medium text-slate-600">{labels.count(group.stories.length)}</span>
          </h2>
          <StoryList stories={group.stories} rows={group.rows} ratingLabel={labels.rating} />
        </section>
      ))}
    </div>
  )
}
