// The copy of the pages that have Hindi and Marathi versions, in the page's language: each module is
// written once (`sayings`), a function of a language's words from the catalogues (lib/messages.ts).
// Internal links come out in the page's language: "/contact" is "/hi/contact" in Hindi; a page
// without a translation keeps its address.
import { isFact } from '../lib/facts/resolve'
import { isStatement } from '../lib/facts/site'
import { type Locale, localizedHref } from '../lib/i18n'
import { messagesFor } from '../lib/messages'
import { about } from './about'
import { australiaPoints } from './australia-points'
import { book } from './book'
import { checkAnAdviser } from './check-an-adviser'
import { contact } from './contact'
import { costPage } from './cost-page'
import { countriesPage, countryProfiles } from './countries'
import { crsCalculator } from './crs-calculator'
import { directContact } from './direct-contact'
import { enquiryForms } from './enquiry-form'
import { enquirySent } from './enquiry-sent'
import { recentRoundsCopy, roundTypeNames } from './express-entry-draws'
import { faqCta, faqIntro, faqItems, faqPage } from './faq'
import { feeRoutes, fees } from './fees'
import { germanyOpportunityCard } from './germany-opportunity-card'
import { home } from './home'
import { languageScores } from './language-scores'
import { englishScores, languageTests } from './language-tests'
import { layoutCopy } from './layout'
import { nzSkilledMigrant } from './nz-skilled-migrant'
import { occupationChoice } from './occupation-choice'
import { occupationsLink, occupationsPage } from './occupations'
import { pointsReading } from './points'
import { privacyConsent, privacyPolicy } from './privacy-policy'
import { processingTimes, routeTimes } from './processing-times'
import { roundAlerts } from './round-alerts'
import { namedRoutes, pageEyebrow } from './route-words'
import { successStoriesLabels } from './testimonials'
import { ukSkilledWorker } from './uk-skilled-worker'
import { visaFinder } from './visa-finder'
import { visaServices, visaServicesPage } from './visa-services'
import { yourData } from './your-data'

/** The modules written once: structure with the catalogues' words in one language. */
const sayings = {
  about,
  australiaPoints,
  book,
  checkAnAdviser,
  contact,
  costPage,
  countriesPage,
  countryProfiles,
  crsCalculator,
  directContact,
  enquiryForms,
  enquirySent,
  faqCta,
  faqIntro,
  faqItems,
  faqPage,
  feeRoutes,
  fees,
  germanyOpportunityCard,
  home,
  languageScores,
  languageTests,
  englishScores,
  layoutCopy,
  nzSkilledMigrant,
  occupationChoice,
  occupationsLink,
  occupationsPage,
  pageEyebrow,
  pointsReading,
  privacyConsent,
  privacyPolicy,
  processingTimes,
  recentRoundsCopy,
  roundAlerts,
  roundTypeNames,
  routes: namedRoutes,
  routeTimes,
  successStoriesLabels,
  ukSkilledWorker,
  visaFinder,
  visaServices,
  visaServicesPage,
  yourData,
}

export type Copy = { [Module in keyof typeof sayings]: ReturnType<(typeof sayings)[Module]> }

function said(locale: Locale): Copy {
  const m = messagesFor(locale)
  return Object.fromEntries(Object.entries(sayings).map(([name, say]) => [name, say(m)])) as Copy
}

/** Keys whose string values are internal links; every other string is text. */
const linkKeys = new Set(['href', 'path'])

/** Whether an internal link leads to a page that exists in English only. */
const leadsToEnglishOnly = (href: string, locale: Locale) =>
  href.startsWith('/') && !href.startsWith('//') && localizedHref(href, locale) === href

/** A link's label, its words or a statement of them, with "(in English)" after it. */
const markedInEnglish = (label: unknown, inEnglish: string): unknown => {
  if (typeof label === 'string') return `${label} ${inEnglish}`
  return isStatement(label) ? { ...label, text: `${label.text} ${inEnglish}` } : label
}

function localizeLinks(copy: Copy, locale: Locale): Copy {
  const inEnglish = messagesFor(locale)('layout.inEnglish')
  const walk = (node: unknown, key?: string): unknown => {
    if (typeof node === 'string') return key && linkKeys.has(key) ? localizedHref(node, locale) : node
    if (typeof node === 'function') return (...args: unknown[]) => walk(node(...args), key)
    if (Array.isArray(node)) return node.map((item) => walk(item, key))
    // A registry fact a content value holds by reference is kept as it is (the review counts facts by identity).
    if (node && typeof node === 'object' && !isFact(node)) {
      const entries = Object.entries(node).map(([name, item]) => [name, walk(item, name)] as const)
      // A link to a page in English only says so in its text: "ब्लॉग (इंग्रजी)".
      const toEnglish = Object.entries(node).some(
        ([name, item]) => linkKeys.has(name) && typeof item === 'string' && leadsToEnglishOnly(item, locale),
      )
      if (!toEnglish) return Object.fromEntries(entries)
      const marked = entries.map(([name, item]) =>
        name === 'label' ? ([name, markedInEnglish(item, inEnglish)] as const) : ([name, item] as const),
      )
      return { ...Object.fromEntries(marked), inEnglish }
    }
    return node
  }
  // A module's namespace object is walked like any object: the result is a plain one.
  return walk(copy) as Copy
}

const localized = new Map<Locale, Copy>()

/** The copy of a language, its internal links in that language. */
export function copyIn(locale: Locale): Copy {
  const known = localized.get(locale)
  if (known) return known
  const copy = said(locale)
  const inItsLanguage = locale === 'en' ? copy : localizeLinks(copy, locale)
  localized.set(locale, inItsLanguage)
  return inItsLanguage
}
