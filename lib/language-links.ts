// The language switcher's links: the same page in each language that has it, and the query they keep.
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

/** Marks a link that takes the page's query and fragment with it (a calculator's answers). */
export const keepQueryAttribute = 'data-keep-query'

/** The link's address with the page's current query and fragment: "/hi/crs-calculator" + "?age=29". */
export function withQueryOf(href: string, page: { search: string; hash: string }): string {
  return `${href.replace(/[?#].*$/, '')}${page.search}${page.hash}`
}
