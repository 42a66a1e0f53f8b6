// https://vike.dev/onBeforeRoute
// A page's language is the first segment of its address (/hi/fees, /mr): the router sees the page's
// own path, and pages read the language from pageContext.locale (lib/i18n.ts).
import type { PageContextServer } from 'vike/types'
import { type Locale, splitLocale } from '../lib/i18n'

export function onBeforeRoute(pageContext: PageContextServer) {
  const { locale, path } = splitLocale(pageContext.urlPathname)
  return { pageContext: { locale, urlLogical: `${path}${pageContext.urlParsed.searchOriginal ?? ''}` } }
}

declare global {
  namespace Vike {
    interface PageContext {
      /** The page's language, from its address. */
      locale: Locale
    }
  }
}
