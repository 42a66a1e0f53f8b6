// Copy of the About page (spec "About"); contact details come from site.ts.
import { facts } from './facts'
import { stated } from './facts/stated'
import { type Destination, type LicenceHolder, site } from './site'
import type { CallToAction, IconName, Intro } from './types'

/** The public register to check an adviser for a destination on, as site.ts names it. */
export function registerFor(country: Destination) {
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
  }
}

export const about = {
  hero: {
    heading: 'About DreamBorder Immigration',
    lead: `Since ${site.foundingYear} we have helped students, professionals and families from Pune and across India plan and make their move abroad, with honest advice and a dedicated case manager for every client.`,
  },
  story: {
    heading: 'Our Story',
    paragraphs: [
      `${site.name} opened its doors in Pune in ${site.foundingYear} with a simple idea: people planning a life abroad deserve clear, honest advice rather than sales pitches and vague promises. Our founders had spent years watching applicants lose time and money to incomplete files and outdated information, and they set out to build a consultancy that treated every case with care.`,
      `From a small office with a handful of clients, we have grown into a team whose founders and senior consultants bring ${site.claims.experience} years of experience in immigration, education counselling and documentation, counting the years before the firm opened. Together we have supported ${site.claims.applications} successful migrations to ${site.claims.countries} countries, covering skilled work, study, family, visitor, business and permanent residence routes.`,
      'Our office in Kalyani Nagar is still where most journeys begin, over a free 30-minute consultation. We keep up with changing rules in every country we advise on, we tell clients plainly when a route does not suit their profile, and we stay in touch after landing, because a visa is only the first step of a new life.',
    ],
  },
  pillars: [
    {
      title: 'Who We Are',
      icon: 'users',
      body: 'We are a Pune-based team of immigration consultants, documentation specialists and case managers. Many of us have studied, worked or settled abroad ourselves, so we understand both the paperwork and the personal side of moving countries.',
    },
    {
      title: 'What We Do',
      icon: 'globe',
      body: 'We assess your profile, recommend the visa routes that genuinely fit it and prepare a complete, well-organised application. Our services cover work, study, family, visitor, business and permanent residence visas, along with help settling in after you land.',
    },
    {
      title: 'Why Choose Us',
      icon: 'award',
      body: 'Every client has a dedicated case manager who follows the file from the first meeting to arrival. We give realistic assessments before you pay anything, explain every fee upfront and never promise an outcome that only the authorities can decide.',
    },
  ],
  directorsHeading: 'A Message from Our Directors',
  directors: [
    {
      name: 'Rajeev Kulkarni',
      role: 'Founder & Managing Director',
      message: `I started DreamBorder in ${site.foundingYear} because I saw too many capable people held back by confusing rules and careless advice. Every file we handle represents someone’s savings, career and family, and I expect our team to treat it that way. We will always tell you honestly where you stand, even when that means recommending a different route or waiting a few months. Our reward is the message we receive when a client settles in safely abroad.`,
    },
    {
      name: 'Anjali Mehta',
      role: 'Director, Client Services',
      message:
        'My role is to make sure that no client ever feels lost during their application. I built our case manager system so that you always have one person who knows your file and answers your questions. Immigration rules change often, and I make sure our team is trained on every update before it affects your case. I am proud that so many of our clients come to us through friends and family we have helped before.',
    },
  ],
  impact: {
    heading: 'Our Impact in Numbers',
    stats: [
      { value: site.claims.applications, label: 'Successful Migrations' },
      { value: site.claims.countries, label: 'Countries Served' },
      { value: site.claims.experience, label: 'Years of Experience' },
      { value: site.claims.successRate, label: 'Client Satisfaction' },
    ],
  },
  cta: {
    heading: 'Ready to Plan Your Move Abroad?',
    body: 'Talk to our team about your goals. Your first 30-minute consultation is free, and you will leave with a clear picture of the routes open to you.',
    label: 'Book a Free Consultation',
  },
  pillarsLabel: 'Who we are',
  advisers: {
    id: 'who-advises-you',
    heading: 'Who Advises You',
    lead: 'Each country decides who may be paid for advice on its visas. Here is the rule for every destination we work with, from the regulator’s or the government’s own page, and where to check an adviser’s licence before you pay anyone, us included.',
    checkLabel: 'Check an adviser',
    ourLicence: 'Our licence for this country:',
    holders: {
      adviser: 'Our licensed adviser for this country:',
      partner: 'We refer paid advice on this country to our licensed partner:',
    },
    destinations: [
      {
        destination: 'canada',
        name: 'Canada',
        rules: [stated`For Canada, ${facts.advice.canada}.`],
        check: registerFor('canada'),
      },
      {
        destination: 'australia',
        name: 'Australia',
        rules: [
          stated`For Australia, ${facts.advice.australia}.`,
          stated`However, ${facts.advice.australiaOffshore}.`,
        ],
        check: registerFor('australia'),
      },
      {
        destination: 'uk',
        name: 'United Kingdom',
        rules: [stated`For the UK, ${facts.advice.uk}.`],
        check: registerFor('uk'),
      },
      {
        destination: 'nz',
        name: 'New Zealand',
        rules: [stated`For New Zealand, ${facts.advice.nz}.`],
        check: registerFor('nz'),
      },
      {
        destination: 'us',
        name: 'United States',
        rules: [stated`For the USA, ${facts.advice.us}.`],
        check: {
          title: 'USCIS: Find legal services',
          url: 'https://www.uscis.gov/avoid-scams/find-legal-services',
        },
      },
      {
        destination: 'germany',
        name: 'Germany',
        rules: [
          stated`For Germany, ${facts.advice.germany}. For a legal question about your own case, ask a German lawyer (Rechtsanwalt).`,
        ],
      },
    ],
    closing:
      'Before you pay anyone for advice on one of these countries, ask for the adviser’s full name and licence number and look them up on the register. A licensed adviser expects the question.',
  },
} as const satisfies AboutContent
