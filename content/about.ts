// Copy of the About page (spec "About"); contact details come from site.ts.

import { type Stating, statedBlock } from '../lib/facts/site'
import { type Messages, words } from '../lib/messages'
import { facts } from './facts'
import { routes } from './routes'
import { type Destination, type LicenceHolder, site } from './site'
import type { CallToAction, IconName, Intro } from './types'

/** The public register to check an adviser for a destination on, as site.ts names it. */
function registerFor(country: Destination) {
  const registration = site.registrations.find((entry) => 'country' in entry && entry.country === country)
  if (!registration) throw new Error(`site.ts names no register for ${country}`)
  return registration.register
}

export interface AdviceRule {
  destination: Destination
  name: string
  /** The rule, in sentences that state it through the fact registry (`advice.…`). */
  rules: readonly string[]
  /** Where to check an adviser's licence, if the destination keeps a public register. */
  check?: { title: string; url: `https://${string}` }
}

export interface AboutContent {
  hero: Intro
  story: { heading: string; paragraphs: readonly string[] }
  pillars: readonly { title: string; icon: IconName; body: string }[]
  directorsHeading: string
  directors: readonly { name: string; role: string; message: string }[]
  impact: { heading: string; stats: readonly { value: string; label: string }[] }
  cta: CallToAction
  pillarsLabel: string
  advisers: {
    id: string
    heading: string
    lead: string
    checkLabel: string
    /** Introduces the firm's own or its partner's licence for a destination, shown once filled in. */
    ourLicence: string
    /** Introduces who holds that licence, once the firm has said: its own adviser or its partner. */
    holders: Record<LicenceHolder['relation'], string>
    destinations: readonly AdviceRule[]
    closing: string
    /** Where the rules lead on: /check-an-adviser, with every register and the signs of a fraud. */
    more?: { href: string; label: string }
  }
}

/** The anchor of "Who Advises You" on About. */
export const advisersAnchor = 'who-advises-you'

const pillars = [
  { name: 'whoWeAre', icon: 'users' },
  { name: 'whatWeDo', icon: 'globe' },
  { name: 'whyChooseUs', icon: 'award' },
] as const

const stats = ['applications', 'countries', 'experience', 'successRate'] as const

/** The destinations whose rules the page gives, each with the facts its rules state and its register. */
const destinations = [
  { destination: 'canada', check: registerFor('canada') },
  { destination: 'australia', check: registerFor('australia') },
  { destination: 'uk', check: registerFor('uk') },
  { destination: 'nz', check: registerFor('nz') },
  {
    destination: 'us',
    // The official page's own title, as the registers' titles in site.ts.
    check: {
      title: 'USCIS: Find legal services',
      url: 'https://www.uscis.gov/avoid-scams/find-legal-services',
    },
  },
  { destination: 'germany' },
] as const satisfies readonly Omit<AdviceRule, 'name' | 'rules'>[]

export const about = (m: Messages) => {
  const values = { name: site.name, year: site.foundingYear, ...site.claims }
  const page = words(m, 'about', values, ['advisers'])
  const advisers = statedBlock(m, 'about.advisers', facts.advice)
  return {
    ...page,
    pillars: pillars.map(({ name, icon }) => ({ ...page.pillars[name], icon })),
    directors: Object.values(page.directors),
    impact: {
      heading: page.impact.heading,
      stats: stats.map((claim) => ({ value: site.claims[claim], label: page.impact[claim] })),
    },
    advisers: {
      ...advisers,
      id: advisersAnchor,
      destinations: destinations.map((each) => {
        const { name, ...stated } = advisers[each.destination]
        return { ...each, name, rules: Object.values(stated) }
      }),
      more: { href: routes.checkAnAdviser.path, ...advisers.more },
    },
  } satisfies Stating<AboutContent>
}
