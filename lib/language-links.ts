// The language switcher's links: the same page in each language that has it (each keeps the page's
// query when followed: lib/first-paint.ts).
import { languageNames } from '../content/i18n/languages'
import { isTranslatedPath, type Locale, languageTag, locales, localizedPath } from './i18n'

export interface LanguageLink {
  href: string
  /** The language's tag, as the link's hreflang and lang. */
  hreflang: string
  name: string
  current: boolean
}

/** The page (by its English path) in every language; none where the page is English only. */
export function languageLinks(path: string, current: Locale): LanguageLink[] {
  if (!isTranslatedPath(path)) return []
  return locales.map((locale) => ({
    href: localizedPath(path, locale),
    hreflang: languageTag[locale],
    name: languageNames[locale],
    current: locale === current,
  }))
}
