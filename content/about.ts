// Copy of the About page (spec "About"); contact details come from site.ts.

import { type Stating, statedIn } from '../lib/facts/site'
import type { Messages } from '../lib/messages'
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

export const about = (m: Messages) =>
  ({
    hero: {
      heading: m('about.hero.heading'),
      lead: m('about.hero.lead', { year: site.foundingYear }),
    },
    story: {
      heading: m('about.story.heading'),
      paragraphs: [
        m('about.story.paragraphs.0', { name: site.name, year: site.foundingYear }),
        m('about.story.paragraphs.1', site.claims),
        m('about.story.paragraphs.2'),
      ],
    },
    pillars: pillars.map(({ name, icon }) => ({
      title: m(`about.pillars.${name}.title`),
      icon,
      body: m(`about.pillars.${name}.body`),
    })),
    directorsHeading: m('about.directorsHeading'),
    directors: (['founder', 'clientServices'] as const).map((director) => ({
      name: m(`about.directors.${director}.name`),
      role: m(`about.directors.${director}.role`),
      message: m(`about.directors.${director}.message`, { year: site.foundingYear }),
    })),
    impact: {
      heading: m('about.impact.heading'),
      stats: stats.map((claim) => ({ value: site.claims[claim], label: m(`about.impact.${claim}`) })),
    },
    cta: { heading: m('about.cta.heading'), body: m('about.cta.body'), label: m('about.cta.label') },
    pillarsLabel: m('about.pillarsLabel'),
    advisers: {
      id: advisersAnchor,
      heading: m('about.advisers.heading'),
      lead: m('about.advisers.lead'),
      checkLabel: m('about.advisers.checkLabel'),
      ourLicence: m('about.advisers.ourLicence'),
      holders: {
        adviser: m('about.advisers.holders.adviser'),
        partner: m('about.advisers.holders.partner'),
      },
      destinations: [
        {
          destination: 'canada',
          name: m('about.advisers.canada.name'),
          rules: [statedIn(m, 'about.advisers.canada.rule', { canada: facts.advice.canada })],
          check: registerFor('canada'),
        },
        {
          destination: 'australia',
          name: m('about.advisers.australia.name'),
          rules: [
            statedIn(m, 'about.advisers.australia.rule', { australia: facts.advice.australia }),
            statedIn(m, 'about.advisers.australia.offshoreRule', {
              australiaOffshore: facts.advice.australiaOffshore,
            }),
          ],
          check: registerFor('australia'),
        },
        {
          destination: 'uk',
          name: m('about.advisers.uk.name'),
          rules: [statedIn(m, 'about.advisers.uk.rule', { uk: facts.advice.uk })],
          check: registerFor('uk'),
        },
        {
          destination: 'nz',
          name: m('about.advisers.nz.name'),
          rules: [statedIn(m, 'about.advisers.nz.rule', { nz: facts.advice.nz })],
          check: registerFor('nz'),
        },
        {
          destination: 'us',
          name: m('about.advisers.us.name'),
          rules: [statedIn(m, 'about.advisers.us.rule', { us: facts.advice.us })],
          // The official page's own title, as the registers' titles in site.ts.
          check: {
            title: 'USCIS: Find legal services',
            url: 'https://www.uscis.gov/avoid-scams/find-legal-services',
          },
        },
        {
          destination: 'germany',
          name: m('about.advisers.germany.name'),
          rules: [statedIn(m, 'about.advisers.germany.rule', { germany: facts.advice.germany })],
        },
      ],
      closing: m('about.advisers.closing'),
      more: { href: routes.checkAnAdviser.path, label: m('about.advisers.more.label') },
    },
  }) satisfies Stating<AboutContent>
