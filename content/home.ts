// Copy of the Home page (spec "Home").

import { about } from './about'
import { countryGuides } from './country-guides'
import { facts } from './facts'
import { stated } from './facts/stated'
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
    assessment: { text: string; label: string }
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
    link: { href: string; label: string }
  }
  stories: Intro & { items: readonly Testimonial[]; link: { href: string; label: string } }
}

export const home = {
  hero: {
    eyebrow: 'Where Dreams Cross Borders',
    heading: 'Your Trusted Partner for Visas and Immigration',
    lead: 'From Pune to the world: we guide students, professionals and families through every step of their move to Canada, Australia, the UK, Germany and beyond.',
    formLinkLabel: 'Book Your Free Consultation',
    badgesLabel: 'Why clients trust us',
    badges: [
      `Trusted since ${site.foundingYear}`,
      `${site.claims.experience} years of team experience`,
      `${site.claims.applications} successful applications`,
      `${site.claims.countries} countries served`,
      `${site.claims.successRate} success rate`,
      'A dedicated case manager',
    ],
  },
  services: {
    heading: 'Our Immigration Services',
    lead: 'Whatever your reason to move, one team handles your application from the first conversation to your arrival.',
    learnMore: 'Learn More',
    popular: 'Popular',
    items: [
      {
        title: 'Work Visas',
        description:
          'Skilled worker and employer-sponsored visas for professionals with a job offer or in-demand skills.',
        icon: 'briefcase',
        popular: true,
      },
      {
        title: 'Student Visas',
        description:
          'University shortlisting, admission support and study permits for the world’s top study destinations.',
        icon: 'graduation-cap',
      },
      {
        title: 'Family Visas',
        description: 'Spouse, partner, parent and dependent child sponsorship to bring your family together.',
        icon: 'users',
      },
      {
        title: 'Tourist & Visitor',
        description:
          'Visitor visas for holidays, family visits and short business trips, with a strong, complete file.',
        icon: 'plane',
      },
      {
        title: 'Permanent Residence',
        description:
          'Points-based PR through Express Entry, Australian skilled migration and provincial nomination.',
        icon: 'home',
        popular: true,
      },
      {
        title: 'Business Immigration',
        description:
          'Investor, entrepreneur and start-up visas for founders and business owners expanding abroad.',
        icon: 'building',
      },
      {
        title: 'Digital Nomad Visas',
        description:
          'Live abroad while you keep working remotely, on visas designed for location-independent workers.',
        icon: 'laptop',
        popular: true,
      },
    ],
    assessment: {
      text: 'Not sure where you stand? Start with a free check of how your resume reads to employers abroad.',
      label: 'Schedule Free Assessment',
    },
  },
  tools: {
    heading: 'Do You Have Enough Points?',
    lead: 'Canada, Australia, Germany’s Opportunity Card, the UK’s Skilled Worker visa and New Zealand’s Skilled Migrant Category choose by points. Work out your score in two minutes, see every line of it, and share it with us for a free assessment.',
    items: [
      {
        flag: 'ca',
        title: 'Canada: CRS score',
        body: stated`Your Express Entry score out of ${facts.canada.crs.maximum}, section by section, with the official grid beside it.`,
        href: routes.crsCalculator.path,
        label: 'Calculate your CRS score',
      },
      {
        flag: 'au',
        title: 'Australia: points test',
        body: stated`Your points for subclasses 189, 190 and 491 against the pass mark of ${facts.australia.pointsTest.passMark}, line by line.`,
        href: routes.australiaPointsCalculator.path,
        label: 'Calculate your Australian points',
      },
      {
        flag: 'de',
        title: 'Germany: Opportunity Card',
        body: stated`The prerequisites, the route without points, and your points against the minimum of ${facts.germany.opportunityCard.pointsNeeded}.`,
        href: routes.germanyOpportunityCardCalculator.path,
        label: 'Check your Opportunity Card',
      },
      {
        flag: 'gb',
        title: 'UK: Skilled Worker visa',
        body: stated`The ${facts.uk.skilledWorker.points.needed} you need, and the salary rule that applies to you against your offer.`,
        href: routes.ukSkilledWorkerCalculator.path,
        label: 'Check your Skilled Worker points',
      },
      {
        flag: 'nz',
        title: 'New Zealand: Skilled Migrant',
        body: stated`Your points from registration, qualification or income, plus New Zealand work, against the ${facts.nz.smc.pointsRequired} needed.`,
        href: routes.nzSkilledMigrantCalculator.path,
        label: 'Check your Skilled Migrant points',
      },
    ],
    finder: {
      icon: 'globe',
      title: 'Not sure which country?',
      body: 'Answer eight questions once and see which routes in all six countries fit you, and why.',
      href: routes.visaFinder.path,
      label: 'Find your routes',
    },
  },
  process: {
    heading: 'How It Works',
    lead: 'A clear, five-step process with a dedicated case manager beside you at every stage.',
    stepLabel: 'Step',
    steps: [
      {
        name: 'Free Consultation',
        duration: '30 minutes',
        description: 'We review your profile, goals and budget and tell you honestly which routes fit.',
      },
      {
        name: 'Documentation',
        duration: '1-2 weeks',
        description:
          'We give you a personalised checklist and help you gather, translate and prepare every document.',
      },
      {
        name: 'Application Review',
        duration: '3-5 days',
        description:
          'Our senior consultants check every form and document against the latest rules before anything is filed.',
      },
      {
        name: 'Submission',
        duration: 'ongoing',
        description:
          'We file your application, track it and answer the authorities’ requests on your behalf.',
      },
      {
        name: 'Approval & Support',
        duration: 'variable',
        description:
          'Once approved, we help with travel, arrival and settling in: housing, banking and next steps.',
      },
    ],
  },
  trust: {
    label: 'Registrations and licensed partners',
    check: 'Check it on the register',
    advisers: {
      href: `${routes.about.path}#${about.advisers.id}`,
      label: 'Who may advise you on each country’s visas, and how to check an adviser’s licence',
    },
    fees: {
      href: routes.fees.path,
      label: 'What a visa costs: the government’s fees, ours, and why no one can guarantee a visa',
    },
  },
  destinations: {
    heading: 'Where We Can Take You',
    lead: 'Six of the destinations our clients choose most, each with a guide to its programmes, processing times and costs.',
    items: countryGuides.map(({ name, flag, popularPrograms }) => ({
      name,
      flag,
      programs: popularPrograms.slice(0, 2),
    })),
    link: { href: routes.countryGuides.path, label: 'Compare all country guides' },
  },
  stories: {
    heading: 'Clients Who Made the Move',
    lead: 'A few of the people we have helped, in their own words.',
    // The first three that name a destination, so each reads with its visa and timeline.
    items: testimonials.filter((story) => 'country' in story).slice(0, 3),
    link: { href: routes.successStories.path, label: `Read all ${testimonials.length} success stories` },
  },
} as const satisfies HomeContent
