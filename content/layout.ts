// Copy of the shared layout: skip link, header menu, footer headings, floating contact button.
import { calendarDay } from '@shared/message-format.ts'
import { type Messages, words } from '../lib/messages'
import type { CopyOf } from './facts/types'
import { site } from './site'

/**
 * The layout's words (`layout.…`): the breadcrumb trail's name (components/ui/Breadcrumb.tsx), the
 * route map's alternative text, the language switcher, the notice on every translated page (issue
 * 35) and the end of every page that states registry facts, its `fullStop` Hindi's "।".
 */
export const layoutCopy = (m: Messages) => {
  const layout = words(m, 'layout', { name: site.name, year: site.foundingYear }, ['factReview.copyOf'])
  return {
    ...layout,
    factReview: {
      ...layout.factReview,
      /**
       * What a translated page says of a copy kept by others: its authority and day in the page's
       * words (content/i18n/STYLE.md). English shows the copy's own title, files and commits included.
       */
      copyOf:
        m.language === 'en'
          ? undefined
          : (copy: CopyOf) => m('layout.factReview.copyOf', { ...copy, day: calendarDay(copy.read) }),
    },
  }
}

type LayoutCopy = ReturnType<typeof layoutCopy>
export type MobileMenuCopy = LayoutCopy['mobileMenu']
export type ContactFabCopy = LayoutCopy['contactFab']
