// The site's languages: English at the root, Hindi under /hi and Marathi under /mr, for the pages
// that decide an enquiry (the routes content/routes.ts declares translated). The language is chosen
// by the address alone: nothing redirects by the browser's language, and nothing remembers a choice
// but the address.
import { pathInLanguage } from '@shared/languages.ts'
import { formAnswerPaths, routes } from '../content/routes'
import { type Locale, type TranslatedLocale, translatedLocales } from './languages'

export {
  type Locale,
  languageTag,
  locales,
  ogLocale,
  type TranslatedLocale,
  translatedLocales,
} from './languages'

/** The pages with Hindi and Marathi versions (content/routes.ts); every other page (blog posts among them) is English only. */
export const translatedPaths: readonly string[] = [
  ...Object.values(routes)
    .filter((route) => route.translated)
    .map((route) => route.path),
  ...formAnswerPaths,
]

const isTranslatedLocale = (segment: string | undefined): segment is TranslatedLocale =>
  (translatedLocales as readonly string[]).includes(segment ?? '')

export const isTranslatedPath = (path: string): boolean => translatedPaths.includes(path)

/**
 * The language of an address and the page it names: "/hi/fees" → hi, "/fees"; "/mr" → mr, "/".
 * A prefix before a page without a translation is no language ("/hi/blogs" names no page).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/')
  if (!isTranslatedLocale(first)) return { locale: 'en', path: pathname }
  const path = `/${rest.join('/')}`
  return isTranslatedPath(path) ? { locale: first, path } : { locale: 'en', path: pathname }
}

/** A page's address in a language: its own where it has a translation, else the English one. */
export function localizedPath(path: string, locale: Locale): string {
  return isTranslatedPath(path) ? pathInLanguage(path, locale) : path
}

/**
 * An internal link in a language: "/contact#form" → "/hi/contact#form"; "/blogs" and anything that
 * is not a page's address (a file, another site, "#top") stay as they are.
 */
export function localizedHref(href: string, locale: Locale): string {
  const match = /^(\/[^?#]*)(.*)$/.exec(href)
  if (!match || href.startsWith('//')) return href
  const [, path = '', rest = ''] = match
  return `${localizedPath(path, locale)}${rest}`
}
