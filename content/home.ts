// Copy of the Home page (spec "Home").

import { type Stating, statedBlock } from '../lib/facts/site'
import { type Messages, words } from '../lib/messages'
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

const services = [
  { name: 'work', icon: 'briefcase', popular: true },
  { name: 'study', icon: 'graduation-cap' },
  { name: 'family', icon: 'users' },
  { name: 'visitor', icon: 'plane' },
  { name: 'permanentResidence', icon: 'home', popular: true },
  { name: 'business', icon: 'building' },
  { name: 'digitalNomad', icon: 'laptop', popular: true },
] as const

/** The calculators, in their order. */
const tools = [
  { flag: 'ca', href: routes.crsCalculator.path },
  { flag: 'au', href: routes.australiaPointsCalculator.path },
  { flag: 'de', href: routes.germanyOpportunityCardCalculator.path },
  { flag: 'gb', href: routes.ukSkilledWorkerCalculator.path },
  { flag: 'nz', href: routes.nzSkilledMigrantCalculator.path },
] as const

/** The figure each calculator's card states. */
const toolFacts = {
  maximum: facts.canada.crs.maximum,
  passMark: facts.australia.pointsTest.passMark,
  pointsNeeded: facts.germany.opportunityCard.pointsNeeded,
  needed: facts.uk.skilledWorker.points.needed,
  pointsRequired: facts.nz.smc.pointsRequired,
}

const steps = ['consultation', 'documentation', 'review', 'submission', 'approval'] as const

/** The destinations of the country guides, in their order, each with its two most popular programmes. */
const destinations = ['ca', 'au', 'gb', 'de', 'nz', 'us'] as const

/** Three clients' stories, in their own (English) words on every language's page, which a translated page says. */
function homeStories(m: Messages): HomeContent['stories'] {
  const stories = testimonials(m)
  const { quotedInEnglish, lead, ...said } = words(m, 'home.stories', { count: stories.length })
  return {
    ...said,
    lead: m.language === 'en' ? lead : `${lead} ${quotedInEnglish}`,
    // The first three that name a destination, so each reads with its visa and timeline.
    items: stories.filter((story) => 'country' in story).slice(0, 3),
    link: { href: routes.successStories.path, ...said.link },
  }
}

export const home = (m: Messages) => {
  const {
    hero,
    services: serviceWords,
    process,
    trust,
    destinations: places,
  } = words(m, 'home', { year: site.foundingYear, ...site.claims }, ['tools', 'stories'])
  const toolWords = statedBlock(m, 'home.tools', toolFacts)
  return {
    hero: { ...hero, badges: Object.values(hero.badges) },
    services: {
      ...serviceWords,
      items: services.map(({ name, ...service }) => ({ ...serviceWords[name], ...service })),
      assessment: { ...serviceWords.assessment, href: routes.fixResume.path },
    },
    tools: {
      ...toolWords,
      items: tools.map(({ flag, href }) => ({ flag, ...toolWords[flag], href })),
      finder: { icon: 'globe', ...toolWords.finder, href: routes.visaFinder.path },
    },
    process: { ...process, steps: steps.map((step) => process[step]) },
    trust: {
      ...trust,
      advisers: { href: routes.checkAnAdviser.path, ...trust.advisers },
      fees: { href: routes.fees.path, ...trust.fees },
    },
    destinations: {
      ...places,
      items: destinations.map((flag) => ({ ...places[flag], flag })),
      link: { href: routes.countryGuides.path, ...places.link },
      times: { href: routes.processingTimes.path, ...places.times },
    },
    stories: homeStories(m),
  } satisfies Stating<HomeContent>
}
