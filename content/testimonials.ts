// Copy of the Success Stories page (spec "Success Stories"): client testimonials, all rated 5. The
// page is English only and the stories are the clients' own words, quoted in English on every page;
// the labels, destinations, visas and timelines are translated for Home.
import { type Messages, messagesFor } from '../lib/messages'
import { site } from './site'
import type { CallToAction, Intro, Testimonial } from './types'

export const successStoriesIntro = (m: Messages): Intro => ({
  heading: m('testimonials.intro.heading'),
  lead: m('testimonials.intro.lead', {
    year: site.foundingYear,
    applications: site.claims.applications,
    successRate: site.claims.successRate,
  }),
})

export const successStoriesLabels = (m: Messages) => ({
  jumpList: m('testimonials.labels.jumpList'),
  /** The group of stories whose clients did not name their destination, and its anchor. */
  otherDestinations: { heading: m('testimonials.labels.otherDestinations.heading'), id: 'more-stories' },
  count: (stories: number) => m('testimonials.labels.count', { n: stories }),
  rating: (stars: number) => m('testimonials.labels.rating', { stars }),
})

/** The stories in the order the page shows them; those that name a destination also give a visa and a timeline. */
const stories = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
  '30',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
] as const
const withDestination = ['0', '1', '3', '6', '9', '13', '17', '23', '26', '31'] as const
const namesDestination = (id: string): id is (typeof withDestination)[number] =>
  (withDestination as readonly string[]).includes(id)

/** Each story as its client wrote it (English), with its destination, visa and timeline in the page's language. */
export const testimonials = (m: Messages): Testimonial[] => {
  const quoted = messagesFor('en')
  return stories.map((id) => {
    const story = quoted(`testimonials.stories.${id}.story`)
    return {
      name: quoted(`testimonials.stories.${id}.name`),
      ...(namesDestination(id)
        ? {
            country: m(`testimonials.stories.${id}.country`),
            visa: m(`testimonials.stories.${id}.visa`),
            story,
            timeline: m(`testimonials.stories.${id}.timeline`),
          }
        : { story }),
      rating: 5,
    }
  })
}

export const successStoriesCta = (m: Messages): CallToAction => ({
  heading: m('testimonials.cta.heading'),
  body: m('testimonials.cta.body'),
  label: m('testimonials.cta.label'),
})
