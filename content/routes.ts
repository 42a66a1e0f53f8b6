// The one declaration of each route: its address, whether it has Hindi and Marathi versions and its
// picture; its words (navigation label, title, description, keywords) are the catalogues'
// ("routes.label.home", "routes.home.title"), a route without a translation's head words in English
// alone. The languages (lib/i18n.ts), the head tags, the sitemap, the language switcher, the link
// previews and the pictures all read it. Its address is also its folder under pages/, where Vike
// routes it (tests/unit/routes.test.ts matches the two both ways); a page finds its route from its
// address (lib/page-route.ts) and never names it. Data alone: a route's words in a language are
// content/route-words.ts's.

import type { IllustrationName } from './types'

export interface SiteRoute {
  path: string
  /** Whether the page is also written in Hindi and Marathi, at /hi… and /mr…. */
  translated: boolean
  /** The page's hero picture, also beside its title on its link preview. */
  illustration: IllustrationName
}

/** A route with its words in a language. */
export interface NamedRoute extends SiteRoute {
  /** Link text in navigation. */
  label: string
  /** The page's <title> before the brand suffix. */
  title: string
  /** Meta description: 50-160 characters. */
  description: string
  keywords: readonly string[]
}

export const routes = {
  home: { path: '/', translated: true, illustration: 'route-map' },
  about: { path: '/about', translated: true, illustration: 'office' },
  visaServices: { path: '/visa-services', translated: true, illustration: 'documents' },
  countries: { path: '/countries', translated: true, illustration: 'route-map' },
  successStories: { path: '/success-stories', translated: false, illustration: 'stories' },
  blogs: { path: '/blogs', translated: false, illustration: 'blog' },
  contact: { path: '/contact', translated: true, illustration: 'office' },
  fixResume: { path: '/fix-resume', translated: false, illustration: 'resume-scan' },
  privacyPolicy: { path: '/privacy-policy', translated: true, illustration: 'documents' },
  yourData: { path: '/your-data', translated: true, illustration: 'documents' },
  book: { path: '/book', translated: true, illustration: 'office' },
  termsOfService: { path: '/terms-of-service', translated: false, illustration: 'documents' },
  fees: { path: '/fees', translated: true, illustration: 'documents' },
  faq: { path: '/faq', translated: true, illustration: 'documents' },
  checkAnAdviser: { path: '/check-an-adviser', translated: true, illustration: 'documents' },
  countryGuides: { path: '/country-guides', translated: false, illustration: 'route-map' },
  visaSubclasses: { path: '/visa-subclasses', translated: false, illustration: 'scene-au' },
  australiaPointsCalculator: {
    path: '/australia-points-calculator',
    translated: true,
    illustration: 'gauge',
  },
  crsCalculator: { path: '/crs-calculator', translated: true, illustration: 'gauge' },
  expressEntryDraws: { path: '/express-entry-draws', translated: false, illustration: 'scene-ca' },
  germanyOpportunityCardCalculator: {
    path: '/germany-opportunity-card-calculator',
    translated: true,
    illustration: 'scene-de',
  },
  ukSkilledWorkerCalculator: {
    path: '/uk-skilled-worker-calculator',
    translated: true,
    illustration: 'scene-gb',
  },
  nzSkilledMigrantCalculator: {
    path: '/nz-skilled-migrant-calculator',
    translated: true,
    illustration: 'scene-nz',
  },
  processingTimes: { path: '/processing-times', translated: true, illustration: 'gauge' },
  languageScores: { path: '/language-scores', translated: true, illustration: 'gauge' },
  cost: { path: '/cost', translated: true, illustration: 'documents' },
  visaFinder: { path: '/visa-finder', translated: true, illustration: 'route-map' },
  occupations: { path: '/occupations', translated: true, illustration: 'documents' },
} as const satisfies Record<string, SiteRoute>

export type RouteKey = keyof typeof routes

/**
 * The pages a form sends its visitor to, in the form's language: never indexed, so not routes (their
 * words are the forms' own: enquirySent.seo, yourData.seo).
 */
export const formAnswerPaths = [
  '/your-data/confirm',
  '/enquiry-sent/home',
  '/enquiry-sent/contact',
  '/book/change',
  '/round-alerts',
] as const

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
  'cost',
  'checkAnAdviser',
  'processingTimes',
  'languageScores',
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
