// The shapes of the site's copy. Every content module is `as const satisfies` one of these,
// so a missing field is a type error rather than a blank on the page.

/** Icons drawn by components/ui/Icon.tsx. */
export type IconName =
  | 'briefcase'
  | 'graduation-cap'
  | 'users'
  | 'plane'
  | 'home'
  | 'building'
  | 'laptop'
  | 'shield'
  | 'clock'
  | 'globe'
  | 'award'
  | 'file-text'
  | 'check-circle'
  | 'phone'
  | 'mail'
  | 'map-pin'
  | 'target'
  | 'trending-up'
  | 'star'
  | 'heart'
  | 'search'
  | 'zap'

/** A page's opening: its heading and the paragraph under it. */
export interface Intro {
  heading: string
  lead: string
}

/** A closing call to action: a heading, a line of text and the button's label. */
export interface CallToAction {
  heading: string
  body: string
  label: string
}

/** A message with its title: notifications, refusals, errors. */
export interface Notice {
  title: string
  message: string
}

/** ISO 3166-1 alpha-2 codes of the flags drawn by components/ui/Flag.tsx. */
export type FlagCode = 'ca' | 'au' | 'gb' | 'de' | 'nz' | 'us'

export interface FaqItem {
  question: string
  answer: string
}

/** A card on /visa-services. */
export interface VisaService {
  /** The id Home's "Learn More" links point to (/visa-services#<anchor>). */
  anchor: string
  title: string
  /** Who the service is for, in one line: what a visitor scans first. */
  audience: string
  description: string
  icon: IconName
  duration: string
  countries: readonly string[]
  /** Routes in those countries that are closed or paused to new applicants: said on the card, never offered. */
  closedRoutes?: string
  benefits: readonly string[]
  requirements: readonly string[]
  eligibility: readonly string[]
}

/** A card on /countries. Figures are approximate and labelled so on the page. */
export interface CountryProfile {
  name: string
  flag: FlagCode
  description: string
  averageSalary: string
  jobOpportunities: string
  population: string
  livingCost: string
  language: string
  highlights: readonly string[]
  visaTypes: readonly string[]
  /** The country's tools (a points calculator, the draws), beside the card's button. */
  tools?: readonly Tool[]
}

/** A link to one of the site's tools (a points calculator), with its label. */
export interface Tool {
  href: string
  label: string
}

/** A card on /visa-subclasses. */
export interface VisaSubclass {
  id: string
  title: string
  description: string
  duration: string
  country: string
  benefits: readonly string[]
  requirements: readonly string[]
  eligibility: readonly string[]
  /** A points calculator for points-tested subclasses, beside the card's button. */
  tools?: readonly Tool[]
}

/** A card on /success-stories. Empty optional fields are simply not shown. */
export interface Testimonial {
  name: string
  country?: string
  visa?: string
  story: string
  timeline?: string
  rating: 5
}

/** Front matter of a blog post in content/blog/<slug>.md. */
export interface BlogPostMeta {
  title: string
  /** The document title, where `title` is longer than search results show. */
  shortTitle?: string
  excerpt: string
  author: string
  /** ISO date of first publication, e.g. 2024-03-12 */
  date: string
  /** ISO date the post was last brought up to date (its facts checked); never before `date`. */
  updated: string
  category: string
  /** File name under public/images/blog/ */
  image: string
  imageAlt: string
  featured?: boolean
  /** Exactly two questions, rendered as the post's FAQPage structured data and on the page. */
  faq: readonly [FaqItem, FaqItem]
}

/** A legal page: numbered sections of paragraphs and optional bullet lists. */
interface LegalSection {
  heading: string
  paragraphs: readonly string[]
  list?: readonly string[]
  /** A page where the reader acts on the section (the rights: /your-data). */
  link?: { label: string; href: string }
}

export interface LegalDocument {
  title: string
  /** Human-readable, fixed in content (never the build date). */
  lastUpdated: string
  intro: string
  sections: readonly LegalSection[]
}

/**
 * The drawings of lib/illustrations, each served as /illustrations/<name>.svg: a destination scene per
 * flag, the motifs of the other page types, and the route map drawn from real geography.
 */
export type IllustrationName =
  | `scene-${FlagCode}`
  | 'route-map'
  | 'documents'
  | 'resume-scan'
  | 'gauge'
  | 'office'
  | 'blog'
  | 'stories'
  | 'family'

/** A place on the route map: longitude and latitude in degrees. */
export interface MapPlace {
  name: string
  coordinates: readonly [longitude: number, latitude: number]
}

/** A destination on the route map: its country (ISO 3166-1 numeric, as world-atlas keys it) and a city. */
export interface MapDestination {
  flag: FlagCode
  country: string
  isoNumeric: string
  city: MapPlace
}

/** A picture of the site: an illustration and its text alternative ("" where it only decorates). */
export interface Picture {
  name: IllustrationName
  alt: string
}
