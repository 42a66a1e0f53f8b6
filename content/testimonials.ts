// Copy of the Success Stories page (spec "Success Stories"): client testimonials, all rated 5. The
// page is English only and the stories are the clients' own words, quoted in English on every page;
// the labels, destinations, visas and timelines are translated for Home.
import { type Messages, messagesFor, sayBlock, words } from '../lib/messages'
import { site } from './site'
import type { CallToAction, Intro, Testimonial } from './types'

export const successStoriesIntro = (m: Messages): Intro =>
  words(m, 'testimonials.intro', {
    year: site.foundingYear,
    applications: site.claims.applications,
    successRate: site.claims.successRate,
  })

export const successStoriesLabels = (m: Messages) => {
  const said = words(m, 'testimonials.labels', {}, ['count', 'rating'])
  return {
    ...said,
    /** The group of stories whose clients did not name their destination, and its anchor. */
    otherDestinations: { ...said.otherDestinations, id: 'more-stories' },
    count: (stories: number) => m('testimonials.labels.count', { n: stories }),
    rating: (stars: number) => m('testimonials.labels.rating', { stars }),
  }
}

/** What each client wrote, quoted in English on every page; destinations, visas and timelines are translated. */
const quotedInEnglish = /\.(name|story)$/

/** Each story as its client wrote it, in the catalogue's order; those that name a destination give a visa and a timeline. */
export const testimonials = (m: Messages): Testimonial[] => {
  const english = messagesFor('en')
  return sayBlock('testimonials.stories', {}, (key) => (quotedInEnglish.test(key) ? english : m)(key)).map(
    (story) => ({ ...story, rating: 5 }),
  )
}

export const successStoriesCta = (m: Messages): CallToAction => words(m, 'testimonials.cta')
