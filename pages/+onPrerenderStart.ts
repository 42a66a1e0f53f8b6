// https://vike.dev/onPrerenderStart
// Every page with a translation is also written in Hindi and Marathi, at /hi/… and /mr/….
import type { PrerenderContext } from 'vike/types'
import { isTranslatedPath, localizedPath, translatedLocales } from '../lib/i18n'

export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) => {
    const english = { ...pageContext, locale: 'en' as const }
    if (!isTranslatedPath(pageContext.urlOriginal)) return [english]
    return [
      english,
      ...translatedLocales.map((locale) => ({
        ...pageContext,
        urlOriginal: localizedPath(pageContext.urlOriginal, locale),
        urlLogical: pageContext.urlOriginal,
        locale,
      })),
    ]
  })
  return { prerenderContext: { pageContexts } }
}
