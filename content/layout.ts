// Copy of the shared layout: skip link, header menu, footer headings, floating contact button.
import { calendarDay } from '@shared/message-format.ts'
import type { Messages } from '../lib/messages'
import type { CopyOf } from './facts/types'
import { site } from './site'

export const layoutCopy = (m: Messages) => ({
  /** The name of a page's breadcrumb trail (components/ui/Breadcrumb.tsx). */
  breadcrumb: m('layout.breadcrumb'),
  skipLink: m('layout.skipLink'),
  homeLink: m('layout.homeLink', { name: site.name }),
  mainNav: m('layout.mainNav'),
  mobileMenu: {
    nav: m('layout.mobileMenu.nav'),
    open: m('layout.mobileMenu.open'),
    close: m('layout.mobileMenu.close'),
  },
  footer: {
    nav: m('layout.footer.nav'),
    explore: m('layout.footer.explore'),
    getInTouch: m('layout.footer.getInTouch'),
    socials: m('layout.footer.socials'),
    trustedSince: m('layout.footer.trustedSince', { year: site.foundingYear }),
    /** The brand's tagline (site.tagline), in the page's language. */
    tagline: m('layout.footer.tagline'),
    rights: m('layout.footer.rights'),
  },
  contactFab: {
    open: m('layout.contactFab.open'),
    close: m('layout.contactFab.close'),
    panel: m('layout.contactFab.panel'),
    chat: m('layout.contactFab.chat'),
    call: m('layout.contactFab.call'),
  },
  notifications: { close: m('layout.notifications.close') },
  /** What the route map (Home's and other heroes' picture) shows, for those who cannot see it. */
  routeMapAlt: m('layout.routeMapAlt'),
  /** The language switcher in the header and the mobile menu (language names: content/i18n/languages.ts). */
  languages: { label: m('layout.languages.label') },
  /** Said once on every translated page, under its heading: the English page binds (issue 35). */
  translation: { notice: m('layout.translation.notice'), englishLink: m('layout.translation.englishLink') },
  legal: { lastUpdated: m('layout.legal.lastUpdated') },
  /** The end of every page that states registry facts. */
  factReview: {
    heading: m('layout.factReview.heading'),
    lastReviewed: m('layout.factReview.lastReviewed'),
    /** The end of a sentence: Hindi's "।", Marathi's and English's ".". */
    fullStop: m('layout.factReview.fullStop'),
    intro: m('layout.factReview.intro'),
    newTab: m('layout.factReview.newTab'),
    reportsIntro: m('layout.factReview.reportsIntro'),
    /**
     * What a translated page says of a copy kept by others: its authority and day in the page's
     * words (content/i18n/STYLE.md). English shows the copy's own title, files and commits included.
     */
    copyOf:
      m.language === 'en'
        ? undefined
        : (copy: CopyOf) => m('layout.factReview.copyOf', { ...copy, day: calendarDay(copy.read) }),
  },
})

type LayoutCopy = ReturnType<typeof layoutCopy>
export type MobileMenuCopy = LayoutCopy['mobileMenu']
export type ContactFabCopy = LayoutCopy['contactFab']
