import { Star } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { PageHero } from '../../components/sections/PageHero'
import { Initials } from '../../components/ui/Initials'
import { heroPicture } from '../../content/illustrations'
import { routes } from '../../content/routes'
import {
  successStoriesCta,
  successStoriesIntro,
  successStoriesLabels,
  testimonials,
} from '../../content/testimonials'

const stars = ['one', 'two', 'three', 'four', 'five']

export default function Page() {
  return (
    <>
      <PageHero {...successStoriesIntro} picture={heroPicture('successStories')} />
      <section aria-label={successStoriesLabels.list} className="container-page py-14">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((story) => {
            const facts = [
              'country' in story ? story.country : undefined,
              'visa' in story ? story.visa : undefined,
              'timeline' in story ? story.timeline : undefined,
            ].filter(Boolean)
            return (
              <li key={story.name}>
                <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <div className="flex items-center gap-3">
                    <Initials name={story.name} />
                    <figcaption>
                      <p className="font-semibold text-slate-900">{story.name}</p>
                      {facts.length > 0 && <p className="text-sm text-slate-600">{facts.join(' · ')}</p>}
                    </figcaption>
                  </div>
                  <p
                    className="mt-3 flex gap-0.5 text-amber-500"
                    role="img"
                    aria-label={successStoriesLabels.rating(story.rating)}
                  >
                    {stars.slice(0, story.rating).map((star) => (
                      <Star key={star} className="size-4 fill-current" aria-hidden="true" />
                    ))}
                  </p>
                  <blockquote className="mt-3 flex-1 text-slate-700">
                    <p>{story.story}</p>
                  </blockquote>
                </figure>
              </li>
            )
          })}
        </ul>
      </section>
      <CtaBand {...successStoriesCta} href={routes.contact.path} />
    </>
  )
}
