import type { Testimonial } from '../../content/types'
import { languageTag } from '../../lib/i18n'
import type { StoryRows } from '../../lib/stories'
import { usePageLocale } from '../layout/PageLanguage'
import { Initials } from './Initials'

// The card's own look is set once on the list (`*:`), not repeated on each of up to 37 cards.
const list = 'grid gap-6 *:rounded-xl *:bg-white *:p-6 *:shadow-sm *:ring-1 *:ring-slate-200'

// From the md breakpoint, two columns; an odd last card there spans both.
const twoColumns = 'md:grid-cols-2 md:max-lg:[&>:last-child:nth-child(odd)]:col-span-2'
// From lg, six tracks: a card takes two (three a row), the last cards of an uneven group three (halves).
const sixTracks = `${twoColumns} lg:grid-cols-6 lg:*:col-span-2`

/** Column spans per layout (lib/stories.ts). */
const rowClasses: Record<StoryRows, string> = {
  one: '',
  threes: `${twoColumns} lg:grid-cols-3`,
  'threes-then-two': `${sixTracks} lg:[&>:nth-last-child(-n+2)]:col-span-3`,
  'threes-then-four': `${sixTracks} lg:[&>:nth-last-child(-n+4)]:col-span-3`,
}

interface StoryListProps {
  stories: readonly Testimonial[]
  rows: StoryRows
  ratingLabel: (stars: number) => string
  className?: string
}

/** Client stories as cards: initials, name, destination, visa and timeline, the rating and the story. */
export function StoryList({ stories, rows, ratingLabel, className = '' }: StoryListProps) {
  // The stories are the clients' own words, in English on every page.
  const quoteLanguage = usePageLocale() === 'en' ? undefined : languageTag.en
  return (
    <ul className={`${list} ${rowClasses[rows]} ${className}`}>
      {stories.map((story) => {
        const facts = [story.country, story.visa, story.timeline].filter(Boolean).join(' · ')
        return (
          <li key={story.name}>
            <figure className="flex h-full flex-col gap-3">
              <figcaption className="flex items-center gap-3">
                <Initials name={story.name} />
                <span>
                  <b className="block text-slate-900">{story.name}</b>
                  {facts && <span className="text-sm text-slate-600">{facts}</span>}
                </span>
              </figcaption>
              <span
                role="img"
                aria-label={ratingLabel(story.rating)}
                className="stars"
                style={{ width: `${story.rating}rem` }}
              />
              <blockquote lang={quoteLanguage} className="text-slate-700">
                {story.story}
              </blockquote>
            </figure>
          </li>
        )
      })}
    </ul>
  )
}
