// Copy of the Contact page (spec "Contact"); the contact details themselves come from site.ts.
import { site } from './site'
import type { IconName, Intro } from './types'

export interface ContactContent {
  hero: Intro
  details: Intro
  whyChooseUs: { heading: string; points: readonly { title: string; body: string; icon: IconName }[] }
}

export const contact = {
  hero: {
    heading: 'Contact Us',
    lead: 'Tell us about your plans. Your first 30-minute consultation is free, and we reply to every enquiry within 24 hours.',
  },
  details: {
    heading: 'Visit, Call or Write',
    lead: 'Our office in Kalyani Nagar, Pune is open six days a week. Walk-ins are welcome; an appointment saves you waiting.',
  },
  whyChooseUs: {
    heading: 'Why Choose Us',
    points: [
      {
        title: 'Experience you can check',
        body: `${site.claims.experience} years of team experience and ${site.claims.applications} successful applications across ${site.claims.countries} countries.`,
        icon: 'award',
      },
      {
        title: 'One case manager',
        body: 'A dedicated case manager follows your file from the first call to your arrival.',
        icon: 'users',
      },
      {
        title: 'Honest advice',
        body: 'We tell you plainly which routes fit your profile, and which do not, before you pay anything.',
        icon: 'shield',
      },
      {
        title: 'Quick replies',
        body: 'Every enquiry gets a reply within 24 hours, Monday to Saturday.',
        icon: 'clock',
      },
    ],
  },
} as const satisfies ContactContent
