// Copy of the shared layout: skip link, header menu, footer headings, floating contact button.
import { site } from './site'

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

export type MobileMenuCopy = typeof layoutCopy.mobileMenu
export type ContactFabCopy = typeof layoutCopy.contactFab
