// The Contact page (spec "Contact"): its words in the catalogues, the contact details from site.ts.
import { type Messages, words } from '../lib/messages'
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

export const contact = (m: Messages): ContactContent => {
  const { hero, details, whyChooseUs } = words(m, 'contact', site.claims)
  return {
    hero,
    details,
    whyChooseUs: {
      heading: whyChooseUs.heading,
      points: points.map(({ name, icon }) => ({ ...whyChooseUs[name], icon })),
    },
  }
}
