// What the islands need of the site's languages, kept apart from lib/i18n.ts so that the route list it
// reads never reaches the browser: the locale Intl formats in, and the language a page is written in.
import { formLanguages, languageTag } from '@shared/languages.ts'
import type { Locale } from './i18n'

/** The locale Intl formats in: one definition with the message catalogues' (they format in it too). */
export { intlLocale } from '@shared/languages.ts'

/** The language of a page by its <html lang> (pages/+onRenderHtml.tsx writes it); English for any other. */
export const localeOfTag = (tag: string): Locale =>
  formLanguages.find((locale) => languageTag[locale] === tag) ?? 'en'
