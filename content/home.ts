// Copy of the Home page (spec "Home").

import { type Stating, statedIn } from '../lib/facts/site'
import type { Messages } from '../lib/messages'
import { facts } from './facts'
import { routes } from './routes'
import { site } from './site'
import { testimonials } from './testimonials'
import type { FlagCode, IconName, Intro, Testimonial, Tool } from './types'

interface HomeService {
  title: string
  description: string
  icon: IconName
  popular?: boolean
}

interface ProcessStep {
  name: string
  duration: string
  description: string
}

export interface HomeContent {
  hero: {
    eyebrow: string
    heading: string
    lead: string
    formLinkLabel: string
    badgesLabel: string
    badges: readonly string[]
  }
  services: {
    heading: string
    lead: string
    learnMore: string
    popular: string
    items: readonly HomeService[]
    assessment: { text: string; label: string; href: string }
  }
  /** The points calculators, between the services and the process. */
  tools: Intro & {
    items: readonly (Tool & { flag: FlagCode; title: string; body: string })[]
    /** The way to the visa finder, the last card beside the calculators. */
    finder: Tool & { icon: IconName; title: string; body: string }
  }
  process: { heading: string; lead: string; stepLabel: string; steps: readonly ProcessStep[] }
  /** The registrations strip under the hero (the registrations themselves are in site.ts). */
  trust: {
    label: string
    check: string
    advisers: { href: string; label: string }
    fees: { href: string; label: string }
  }
  destinations: Intro & {
    items: readonly { name: string; flag: FlagCode; programs: readonly string[] }[]
    /** `inEnglish`: the mark a translated page gives each link to the guides, which are in English only (content/copy.ts). */
    link: { href: string; label: string; inEnglish?: string }
    /** The official processing times of every destination's routes. */
    times: { href: string; label: string }
  }
  stories: Intro & { items: readonly Testimonial[]; link: { href: string; label: string } }
}

const badges = [
  'trustedSince',
  'experience',
  'applications',
  'countries',
  'successRate',
  'caseManager',
] as const

const services = [
  { name: 'work', icon: 'briefcase', popular: true },
  { name: 'study', icon: 'graduation-cap' },
  { name: 'family', icon: 'users' },
  { name: 'visitor', icon: 'plane' },
  { name: 'permanentResidence', icon: 'home', popular: true },
  { name: 'business', icon: 'building' },
  { name: 'digitalNomad', icon: 'laptop', popular: true },
] as const

/** The calculators, each with the figure its card states. */
const tools = [
  { flag: 'ca', href: routes.crsCalculator.path, facts: { maximum: facts.canada.crs.maximum } },
  {
    flag: 'au',
    href: routes.australiaPointsCalculator.path,
    facts: { passMark: facts.australia.pointsTest.passMark },
  },
  {
    flag: 'de',
    href: routes.germanyOpportunityCardCalculator.path,
    facts: { pointsNeeded: facts.germany.opportunityCard.pointsNeeded },
  },
  {
    flag: 'gb',
    href: routes.ukSkilledWorkerCalculator.path,
    facts: { needed: facts.uk.skilledWorker.points.needed },
  },
  {
    flag: 'nz',
    href: routes.nzSkilledMigrantCalculator.path,
    facts: { pointsRequired: facts.nz.smc.pointsRequired },
  },
] as const

const steps = ['consultation', 'documentation', 'review', 'submission', 'approval'] as const

/** The destinations of the country guides, in their order, each with its two most popular programmes. */
const destinations = ['ca', 'au', 'gb', 'de', 'nz', 'us'] as const

/** Three clients' stories, in their own (English) words on every language's page, which a translated page says. */
function homeStories(m: Messages): HomeContent['stories'] {
  const stories = testimonials(m)
  const lead = m('home.stories.lead')
  return {
    heading: m('home.stories.heading'),
    lead: m.language === 'en' ? lead : `${lead} ${m('home.stories.quotedInEnglish')}`,
    // The first three that name a destination, so each reads with its visa and timeline.
    items: stories.filter((story) => 'country' in story).slice(0, 3),
    link: {
      href: routes.successStories.path,
      label: m('home.stories.link.label', { count: stories.length }),
    },
  }
}

export const home = (m: Messages) =>
  ({
    hero: {
      eyebrow: m('home.hero.eyebrow'),
      heading: m('home.hero.heading'),
      lead: m('home.hero.lead'),
      formLinkLabel: m('home.hero.formLinkLabel'),
      badgesLabel: m('home.hero.badgesLabel'),
      badges: badges.map((badge) =>
        m(`home.hero.badges.${badge}`, { year: site.foundingYear, ...site.claims }),
      ),
    },
    services: {
      heading: m('home.services.heading'),
      lead: m('home.services.lead'),
      learnMore: m('home.services.learnMore'),
      popular: m('home.services.popular'),
      items: services.map(({ name, ...service }) => ({
        title: m(`home.services.${name}.title`),
        description: m(`home.services.${name}.description`),
        ...service,
      })),
      assessment: {
        text: m('home.services.assessment.text'),
        label: m('home.services.assessment.label'),
        href: routes.fixResume.path,
      },
    },
    tools: {
      heading: m('home.tools.heading'),
      lead: m('home.tools.lead'),
      items: tools.map(({ flag, href, facts }) => ({
        flag,
        title: m(`home.tools.${flag}.title`),
        body: statedIn(m, `home.tools.${flag}.body`, facts),
        href,
        label: m(`home.tools.${flag}.label`),
      })),
      finder: {
        icon: 'globe',
        title: m('home.tools.finder.title'),
        body: m('home.tools.finder.body'),
        href: routes.visaFinder.path,
        label: m('home.tools.finder.label'),
      },
    },
    process: {
      heading: m('home.process.heading'),
      lead: m('home.process.lead'),
      stepLabel: m('home.process.stepLabel'),
      steps: steps.map((step) => ({
        name: m(`home.process.${step}.name`),
        duration: m(`home.process.${step}.duration`),
        description: m(`home.process.${step}.description`),
      })),
    },
    trust: {
      label: m('home.trust.label'),
      check: m('home.trust.check'),
      advisers: { href: routes.checkAnAdviser.path, label: m('home.trust.advisers.label') },
      fees: { href: routes.fees.path, label: m('home.trust.fees.label') },
    },
    destinations: {
      heading: m('home.destinations.heading'),
      lead: m('home.destinations.lead'),
      items: destinations.map((flag) => ({
        name: m(`home.destinations.${flag}.name`),
        flag,
        programs: [m(`home.destinations.${flag}.programs.0`), m(`home.destinations.${flag}.programs.1`)],
      })),
      link: { href: routes.countryGuides.path, label: m('home.destinations.link.label') },
      times: { href: routes.processingTimes.path, label: m('home.destinations.times.label') },
    },
    stories: homeStories(m),
  }) satisfies Stating<HomeContent>
