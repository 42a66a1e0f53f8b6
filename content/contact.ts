// The Contact page (spec "Contact"): its words in the catalogues, the contact details from site.ts.
import type { Messages } from '../lib/messages'
import { site } from './site'
import type { IconName, Intro } from './types'

export interface ContactContent {
  hero: Intro
  details: Intro
  whyChooseUs: { heading: string; points: readonly { title: string; body: string; icon: IconName }[] }
}

const points = [
  { name: 'experience', icon: 'award' },
  { name: 'caseManager', icon: 'users' },
  { name: 'honestAdvice', icon: 'shield' },
  { name: 'quickReplies', icon: 'clock' },
] as const

export const contact = (m: Messages): ContactContent => ({
  hero: { heading: m('contact.hero.heading'), lead: m('contact.hero.lead') },
  details: { heading: m('contact.details.heading'), lead: m('contact.details.lead') },
  whyChooseUs: {
    heading: m('contact.whyChooseUs.heading'),
    points: points.map(({ name, icon }) => ({
      title: m(`contact.whyChooseUs.${name}.title`),
      body: m(`contact.whyChooseUs.${name}.body`, site.claims),
      icon,
    })),
  },
})
