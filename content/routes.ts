// The one declaration of each route: its address, whether it has Hindi and Marathi versions, its
// picture, and its English words (navigation label, title, description). The languages (lib/i18n.ts),
// the head tags, the sitemap, the language switcher, the link previews and the pictures all read it;
// content/hi/routes.ts and content/mr/routes.ts give the same routes their words (routesIn).

import { site } from './site'
import type { IllustrationName, Translation } from './types'

/** A route's words in a language. */
interface RouteWords {
  /** Link text in navigation. */
  label: string
  /** The page's <title> before the brand suffix. */
  title: string
  /** Meta description: 50-160 characters. */
  description: string
  keywords: readonly string[]
}

export interface SiteRoute extends RouteWords {
  path: string
  /** Whether the page is also written in Hindi and Marathi, at /hi… and /mr…. */
  translated: boolean
  /** The page's hero picture, also beside its title on its link preview. */
  illustration: IllustrationName
}

export const routes = {
  home: {
    path: '/',
    translated: true,
    illustration: 'route-map',
    label: 'Home',
    title: 'Visa & Immigration Consultants in Pune',
    description: `Trusted visa and immigration consultants in Pune since ${site.foundingYear}. Work, study, family and PR visas for Canada, Australia, the UK, Germany and more.`,
    keywords: ['immigration consultants Pune', 'visa consultants', 'Canada PR', 'Australia PR', 'study visa'],
  },
  about: {
    path: '/about',
    translated: true,
    illustration: 'office',
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
    translated: true,
    illustration: 'documents',
    label: 'Visa Services',
    title: 'Visa Services',
    description:
      'Permanent residency, study, work, family, business, tourist and digital nomad visas: requirements, timelines and how we help you apply.',
    keywords: ['visa services', 'permanent residency', 'work visa', 'study visa', 'family sponsorship'],
  },
  countries: {
    path: '/countries',
    translated: true,
    illustration: 'route-map',
    label: 'Countries',
    title: 'Best Countries to Migrate',
    description:
      'Compare Canada, Australia, Germany, the UK and New Zealand: salaries, living costs, job markets and the visas that get you there.',
    keywords: ['best countries to migrate', 'move abroad from India', 'Canada', 'Australia', 'Germany'],
  },
  successStories: {
    path: '/success-stories',
    translated: false,
    illustration: 'stories',
    label: 'Success Stories',
    title: 'Success Stories',
    description: `Read how our clients from across India secured work, study, family and PR visas with ${site.name}: ${site.claims.applications} successful applications.`,
    keywords: ['immigration success stories', 'client testimonials', 'visa approved', 'PR success'],
  },
  blogs: {
    path: '/blogs',
    translated: false,
    illustration: 'blog',
    label: 'Blogs',
    title: 'Immigration Blog: Guides and Updates',
    description:
      'Practical guides to Express Entry, Australian skilled migration, the UK Global Talent visa, the German Blue Card and family sponsorship.',
    keywords: ['immigration blog', 'Express Entry guide', 'skilled migration', 'Blue Card', 'visa news'],
  },
  contact: {
    path: '/contact',
    translated: true,
    illustration: 'office',
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
    translated: false,
    illustration: 'resume-scan',
    label: 'Boost Resume → Level Up',
    title: 'Free Resume Scanner: Can It Pass AI Screening?',
    description:
      'Upload your resume (PDF or JPG, up to 5MB) and get a free EIR score showing how well it reads to the screening software employers abroad use.',
    keywords: ['resume scanner', 'ATS check', 'EIR score', 'resume for jobs abroad', 'CV check'],
  },
  privacyPolicy: {
    path: '/privacy-policy',
    translated: true,
    illustration: 'documents',
    label: 'Privacy Policy',
    title: 'Privacy Policy',
    description:
      'How DreamBorder Immigration collects, uses, stores and protects the personal information you share with us, and the rights you have over it.',
    keywords: ['privacy policy', 'personal data', 'data protection', 'DPDP Act'],
  },
  yourData: {
    path: '/your-data',
    translated: true,
    illustration: 'documents',
    label: 'Your Data',
    title: 'Your Data: See, Stop or Erase It',
    description:
      'See what DreamBorder Immigration holds for your e-mail address, stop being contacted, or have it erased, by yourself, ahead of India’s DPDP Act.',
    keywords: ['your data', 'DPDP Act', 'erase my data', 'data request', 'privacy rights'],
  },
  termsOfService: {
    path: '/terms-of-service',
    translated: false,
    illustration: 'documents',
    label: 'Terms of Service',
    title: 'Terms of Service',
    description:
      'The terms that govern your use of the DreamBorder Immigration website and our consultancy services: responsibilities, fees and liability.',
    keywords: ['terms of service', 'terms and conditions', 'consultancy fees', 'liability'],
  },
  fees: {
    path: '/fees',
    translated: true,
    illustration: 'documents',
    label: 'Fees',
    title: 'Visa Fees: Government Fees and Ours',
    description:
      'Government visa fees for Canada, Australia, the UK, Germany, New Zealand and the US H-1B, each dated and sourced, and how we charge for our own work.',
    keywords: ['visa fees', 'Canada PR fees', 'Australia visa charge', 'UK visa fee', 'H-1B fees'],
  },
  faq: {
    path: '/faq',
    translated: true,
    illustration: 'documents',
    label: 'FAQ',
    title: 'Frequently Asked Questions',
    description:
      'Answers on visa processing times, documents, approval chances, post-landing help, consultation fees and applying again after a refusal.',
    keywords: ['immigration FAQ', 'visa processing time', 'visa documents', 'visa refusal'],
  },
  countryGuides: {
    path: '/country-guides',
    translated: false,
    illustration: 'route-map',
    label: 'Country Guides',
    title: 'Country Guides: Processing Times and Costs',
    description:
      'Processing times, cost ranges and key programmes for Canada, Australia, the UK, Germany, New Zealand and the United States at a glance.',
    keywords: ['country guides', 'visa processing times', 'immigration costs', 'migration programmes'],
  },
  visaSubclasses: {
    path: '/visa-subclasses',
    translated: false,
    illustration: 'scene-au',
    label: 'Australian Visa Subclasses',
    title: 'Australian Visa Subclasses 407, 482, 189, 190 and 491',
    description:
      'Australian visa subclasses 407, 482, 189, 190 and 491 explained: who is eligible, how long each lasts, requirements and benefits.',
    keywords: ['Australian visa subclasses', 'subclass 189', 'subclass 190', 'subclass 491', 'subclass 482'],
  },
  australiaPointsCalculator: {
    path: '/australia-points-calculator',
    translated: true,
    illustration: 'gauge',
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
    translated: true,
    illustration: 'gauge',
    label: 'CRS Calculator',
    title: 'CRS Calculator: Your Express Entry Score for Canada',
    description:
      "Work out your Comprehensive Ranking System score for Canada's Express Entry, section by section, with the full official CRS grid.",
    keywords: ['CRS calculator', 'Express Entry score', 'Canada PR points', 'Comprehensive Ranking System'],
  },
  expressEntryDraws: {
    path: '/express-entry-draws',
    translated: false,
    illustration: 'scene-ca',
    label: 'Express Entry Draws',
    title: 'Express Entry Draws: Every Round Since 2025',
    description:
      'Every Express Entry round of invitations since January 2025 from IRCC data: date, category, invitations and lowest CRS score, with a chart by round type.',
    keywords: ['Express Entry draws', 'CRS cut-off', 'rounds of invitations', 'Canada PR draw', 'CEC draw'],
  },
  germanyOpportunityCardCalculator: {
    path: '/germany-opportunity-card-calculator',
    translated: true,
    illustration: 'scene-de',
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
    translated: true,
    illustration: 'scene-gb',
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
    translated: true,
    illustration: 'scene-nz',
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
    translated: true,
    illustration: 'route-map',
    label: 'Visa Finder',
    title: 'Visa Finder: Which Routes Fit You, Across Six Countries',
    description:
      'Answer eight questions once and see which visa routes in Canada, Australia, the UK, Germany, New Zealand and the USA fit you, each with its reason and source.',
    keywords: ['visa finder', 'which visa am I eligible for', 'PR eligibility check', 'study abroad visa'],
  },
} as const satisfies Record<string, SiteRoute>

export type RouteKey = keyof typeof routes

/** Each route's words in another language: every key of the English words, and no structure. */
type RouteWordsIn = { readonly [K in RouteKey]: Translation<Pick<(typeof routes)[K], keyof RouteWords>> }

/** The routes with another language's words (content/hi/routes.ts, content/mr/routes.ts). */
export function routesIn(words: RouteWordsIn): Translation<typeof routes> {
  const withWords = (key: RouteKey) => ({ ...routes[key], ...words[key] })
  return Object.fromEntries(
    Object.keys(routes).map((key) => [key, withWords(key as RouteKey)]),
  ) as Translation<typeof routes>
}

/**
 * The pages a form sends its visitor to, in the form's language: never indexed, so not routes (their
 * words are the forms' own: enquirySent.seo, yourData.seo).
 */
export const formAnswerPaths = ['/your-data/confirm', '/enquiry-sent/home', '/enquiry-sent/contact'] as const

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
