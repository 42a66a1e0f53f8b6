// Copy of the shared layout: skip link, header menu, footer headings, floating contact button.
import { site } from './site'
import type { Translation } from './types'

export const layoutCopy = {
  /** The name of a page's breadcrumb trail (components/ui/Breadcrumb.tsx). */
  breadcrumb: 'Breadcrumb',
  skipLink: 'Skip to main content',
  homeLink: `${site.name}, home`,
  mainNav: 'Main',
  mobileMenu: { nav: 'Mobile', open: 'Open menu', close: 'Close menu' },
  footer: {
    nav: 'Footer',
    explore: 'Explore',
    getInTouch: 'Get in touch',
    socials: 'Social media',
    trustedSince: `Trusted since ${site.foundingYear}.`,
    rights: 'All rights reserved.',
  },
  contactFab: {
    open: 'Contact us',
    close: 'Close contact options',
    panel: 'Contact options',
    chat: 'Chat on WhatsApp',
    call: 'Call Now',
  },
  notifications: { close: 'Close notification' },
  /** What the route map (Home's and other heroes' picture) shows, for those who cannot see it. */
  routeMapAlt:
    'Map of routes from Pune to Canada, the United States, the United Kingdom, Germany, Australia and New Zealand',
  /** The language switcher in the header and the mobile menu (language names: content/i18n/languages.ts). */
  languages: { label: 'Language' },
  /** Said once on every translated page, under its heading: the English page binds (issue 35). */
  translation: {
    notice: 'This page is a translation. For legal terms, the English page is the authoritative version:',
    englishLink: 'read this page in English',
  },
  legal: { lastUpdated: 'Last updated:' },
  /** The end of every page that states registry facts. */
  factReview: {
    heading: 'Sources',
    lastReviewed: 'Last reviewed',
    intro:
      'Figures and rules on this page come from these official pages. Rules change: check the source before you apply.',
    newTab: '(opens in a new tab)',
    reportsIntro:
      'Where an official page could not confirm a figure or rule on its own, the page says so, and these reports state it:',
  },
} as const

export type MobileMenuCopy = Translation<typeof layoutCopy.mobileMenu>
export type ContactFabCopy = Translation<typeof layoutCopy.contactFab>
