// The Contact page (spec "Contact"): its words in the catalogues, the contact details from site.ts.
import { type Messages, words } from '../lib/messages'
import { type BookingStep, bookingStep } from './book'
import { site } from './site'
import type { IconName, Intro } from './types'

export interface ContactContent {
  hero: Intro
  details: Intro
  /** Under the details: a time with a consultant chosen on /book, rather than an enquiry and a call. */
  book: BookingStep
  whyChooseUs: { heading: string; points: readonly { title: string; body: string; icon: IconName }[] }
}

const points = [
  { name: 'experience', icon: 'award' },
  { name: 'caseManager', icon: 'users' },
  { name: 'honestAdvice', icon: 'shield' },
  { name: 'quickReplies', icon: 'clock' },
] as const

export const contact = (m: Messages): ContactContent => {
  const { hero, details, whyChooseUs } = words(m, 'contact', site.claims)
  return {
    hero,
    details,
    book: bookingStep(m),
    whyChooseUs: {
      heading: whyChooseUs.heading,
      points: points.map(({ name, icon }) => ({ ...whyChooseUs[name], icon })),
    },
  }
}
