// The one route list: navigation labels, page titles and descriptions. The header, footer,
// sitemap and every page's head tags read it, so a route is described once.

import { site } from './site'
import type { IllustrationName } from './types'

export interface SiteRoute {
  path: string
  /** Link text in navigation. */
  label: string
  /** The page's <title> before the brand suffix. */
  title: string
  /** Meta description: 50-160 characters. */
  description: string
  keywords: readonly string[]
}

export const routes = {
  home: {
    path: '/',
    label: 'Home',
    title: 'Visa & Immigration Consultants in Pune',
    description: `Trusted visa and immigration consultants in Pune since ${site.foundingYear}. Work, study, family and PR visas for Canada, Australia, the UK, Germany and more.`,
    keywords: ['immigration consultants Pune', 'visa consultants', 'Canada PR', 'Australia PR', 'study visa'],
  },
  about: {
    path: '/about',
    label: 'About Us',
    title: 'About Us',
    description: `Meet ${site.name}: a Pune consultancy helping ${site.claims.applications} clients migrate to ${site.claims.countries} countries since ${site.foundingYear}, each with a dedicated case manager.`,
    keywords: [
      'about DreamBorder Immigration',
      'immigration consultancy Pune',
      'visa experts',
      'case manager',
    ],
  },
  visaServices: {
    path: '/visa-services',
    label: 'Visa Services',
    title: 'Visa Services',
    description:
      'Permanent residency, study, work, family, business, tourist and digital nomad visas: requirements, timelines and how we help you apply.',
    keywords: ['visa services', 'permanent residency', 'work visa', 'study visa', 'family sponsorship'],
  },
  countries: {
    path: '/countries',
    label: 'Countries',
    title: 'Best Countries to Migrate',
    description:
      'Compare Canada, Australia, Germany, the UK and New Zealand: salaries, living costs, job markets and the visas that get you there.',
    keywords: ['best countries to migrate', 'move abroad from India', 'Canada', 'Australia', 'Germany'],
  },
  successStories: {
    path: '/success-stories',
    label: 'Success Stories',
    title: 'Success Stories',
    description: `Read how our clients from across India secured work, study, family and PR visas with ${site.name}: ${site.claims.applications} successful applications.`,
    keywords: ['immigration success stories', 'client testimonials', 'visa approved', 'PR success'],
  },
  blogs: {
    path: '/blogs',
    label: 'Blogs',
    title: 'Immigration Blog: Guides and Updates',
    description:
      'Practical guides to Express Entry, Australian skilled migration, the UK Global Talent visa, the German Blue Card and family sponsorship.',
    keywords: ['immigration blog', 'Express Entry guide', 'skilled migration', 'Blue Card', 'visa news'],
  },
  contact: {
    path: '/contact',
    label: 'Contact',
    title: 'Contact Us',
    description: `Book a free consultation with our Pune immigration consultants. Call, e-mail or visit our Kalyani Nagar office, ${site.hours.label}.`,
    keywords: [
      'contact immigration consultant',
      'free visa consultation',
      'Kalyani Nagar Pune',
      'book consultation',
    ],
  },
  fixResume: {
    path: '/fix-resume',
    label: 'Boost Resume → Level Up',
    title: 'Free Resume Scanner: Can It Pass AI Screening?',
    description:
      'Upload your resume (PDF or JPG, up to 5MB) and get a free EIR score showing how well it reads to the screening software employers abroad use.',
    keywords: ['resume scanner', 'ATS check', 'EIR score', 'resume for jobs abroad', 'CV check'],
  },
  privacyPolicy: {
    path: '/privacy-policy',
    label: 'Privacy Policy',
    title: 'Privacy Policy',
    description:
      'How DreamBorder Immigration collects, uses, stores and protects the personal information you share with us, and the rights you have over it.',
    keywords: ['privacy policy', 'personal data', 'data protection', 'DPDP Act'],
  },
  yourData: {
    path: '/your-data',
    label: 'Your Data',
    title: 'Your Data: See, Stop or Erase It',
    description:
      'See what DreamBorder Immigration holds for your e-mail address, stop being contacted, or have it erased, by yourself, ahead of India’s DPDP Act.',
    keywords: ['your data', 'DPDP Act', 'erase my data', 'data request', 'privacy rights'],
  },
  termsOfService: {
    path: '/terms-of-service',
    label: 'Terms of Service',
    title: 'Terms of Service',
    description:
      'The terms that govern your use of the DreamBorder Immigration website and our consultancy services: responsibilities, fees and liability.',
    keywords: ['terms of service', 'terms and conditions', 'consultancy fees', 'liability'],
  },
  fees: {
    path: '/fees',
    label: 'Fees',
    title: 'Visa Fees: Government Fees and Ours',
    description:
      'Government visa fees for Canada, Australia, the UK, Germany, New Zealand and the US H-1B, each dated and sourced, and how we charge for our own work.',
    keywords: ['visa fees', 'Canada PR fees', 'Australia visa charge', 'UK visa fee', 'H-1B fees'],
  },
  faq: {
    path: '/faq',
    label: 'FAQ',
    title: 'Frequently Asked Questions',
    description:
      'Answers on visa processing times, documents, approval chances, post-landing help, consultation fees and applying again after a refusal.',
    keywords: ['immigration FAQ', 'visa processing time', 'visa documents', 'visa refusal'],
  },
  countryGuides: {
    path: '/country-guides',
    label: 'Country Guides',
    title: 'Country Guides: Processing Times and Costs',
    description:
      'Processing times, cost ranges and key programmes for Canada, Australia, the UK, Germany, New Zealand and the United States at a glance.',
    keywords: ['country guides', 'visa processing times', 'immigration costs', 'migration programmes'],
  },
  visaSubclasses: {
    path: '/visa-subclasses',
    label: 'Australian Visa Subclasses',
    title: 'Australian Visa Subclasses 407, 482, 189, 190 and 491',
    description:
      'Australian visa subclasses 407, 482, 189, 190 and 491 explained: who is eligible, how long each lasts, requirements and benefits.',
    keywords: ['Australian visa subclasses', 'subclass 189', 'subclass 190', 'subclass 491', 'subclass 482'],
  },
  australiaPointsCalculator: {
    path: '/australia-points-calculator',
    label: 'Australia Points Calculator',
    title: 'Australia Points Calculator: Subclass 189, 190 and 491',
    description:
      "Work out your points for Australia's skilled visas 189, 190 and 491, line by line against the pass mark, with the full official points grid.",
    keywords: [
      'Australia points calculator',
      'subclass 189 points',
      'subclass 190',
      'subclass 491',
      'skilled migration',
    ],
  },
  crsCalculator: {
    path: '/crs-calculator',
    label: 'CRS Calculator',
    title: 'CRS Calculator: Your Express Entry Score for Canada',
    description:
      "Work out your Comprehensive Ranking System score for Canada's Express Entry, section by section, with the full official CRS grid.",
    keywords: ['CRS calculator', 'Express Entry score', 'Canada PR points', 'Comprehensive Ranking System'],
  },
  expressEntryDraws: {
    path: '/express-entry-draws',
    label: 'Express Entry Draws',
    title: 'Express Entry Draws: Every Round Since 2025',
    description:
      'Every Express Entry round of invitations since January 2025 from IRCC data: date, category, invitations and lowest CRS score, with a chart by round type.',
    keywords: ['Express Entry draws', 'CRS cut-off', 'rounds of invitations', 'Canada PR draw', 'CEC draw'],
  },
  germanyOpportunityCardCalculator: {
    path: '/germany-opportunity-card-calculator',
    label: 'Germany Opportunity Card Calculator',
    title: 'Germany Opportunity Card Calculator: Chancenkarte Points',
    description:
      "Check Germany's Opportunity Card (Chancenkarte): the prerequisites, the route without points, and your points against the minimum, with the official table.",
    keywords: [
      'Opportunity Card calculator',
      'Chancenkarte points',
      'Germany job seeker visa',
      'Germany points',
    ],
  },
  ukSkilledWorkerCalculator: {
    path: '/uk-skilled-worker-calculator',
    label: 'UK Skilled Worker Calculator',
    title: 'UK Skilled Worker Visa Points and Salary Calculator',
    description:
      'Check the 70 points of the UK Skilled Worker visa: the mandatory points, and the salary rule that applies to you, with how much your salary clears or misses it.',
    keywords: [
      'Skilled Worker visa calculator',
      'UK visa points',
      'Skilled Worker salary threshold',
      'going rate',
    ],
  },
  nzSkilledMigrantCalculator: {
    path: '/nz-skilled-migrant-calculator',
    label: 'NZ Skilled Migrant Calculator',
    title: 'New Zealand Skilled Migrant Points Calculator',
    description:
      "Check the 6 points of New Zealand's Skilled Migrant Category: registration, qualification or income, plus New Zealand work, with the official table.",
    keywords: [
      'Skilled Migrant Category calculator',
      'NZ residence points',
      'New Zealand PR points',
      'SMC points',
    ],
  },
  visaFinder: {
    path: '/visa-finder',
    label: 'Visa Finder',
    title: 'Visa Finder: Which Routes Fit You, Across Six Countries',
    description:
      'Answer eight questions once and see which visa routes in Canada, Australia, the UK, Germany, New Zealand and the USA fit you, each with its reason and source.',
    keywords: ['visa finder', 'which visa am I eligible for', 'PR eligibility check', 'study abroad visa'],
  },
} as const satisfies Record<string, SiteRoute>

export type RouteKey = keyof typeof routes

/** The header's links, in order (labels in the page's language: content/copy.ts). */
export const headerNav = [
  'home',
  'about',
  'visaServices',
  'countries',
  'successStories',
  'blogs',
  'contact',
] as const satisfies readonly RouteKey[]

export const headerCta = 'fixResume' satisfies RouteKey

export const footerNav = [
  'visaServices',
  'about',
  'successStories',
  'countryGuides',
  'blogs',
  'faq',
  'fees',
  'privacyPolicy',
  'yourData',
  'visaSubclasses',
  'crsCalculator',
  'expressEntryDraws',
  'australiaPointsCalculator',
  'germanyOpportunityCardCalculator',
  'ukSkilledWorkerCalculator',
  'nzSkilledMigrantCalculator',
  'visaFinder',
  'termsOfService',
] as const satisfies readonly RouteKey[]

export interface IndexablePage {
  path: string
  title: string
  /** The small line above the title on the page's link-preview image. */
  eyebrow: string
  /** The picture beside the title on the link-preview image: the page's hero picture or post picture. */
  illustration: IllustrationName
}

/** The eyebrow of the link-preview images of the site's own pages (posts show their category). */
export const pageEyebrow = 'Visa & immigration consultants in Pune'
