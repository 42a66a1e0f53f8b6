// The site's three languages and their tags: a leaf that imports no content, so that content/ and
// the formatting in lib/ can name a language without reaching the routes (lib/i18n.ts, which does).
import { formLanguages, languageTag } from '@shared/languages.ts'

/** The same three the enquiry function answers in (supabase/functions/_shared/languages.ts). */
export const locales = formLanguages
export type Locale = (typeof locales)[number]
export type TranslatedLocale = Exclude<Locale, 'en'>
export const translatedLocales = ['hi', 'mr'] as const satisfies readonly TranslatedLocale[]

export { languageTag }

/** Open Graph's form of the same tag. */
export const ogLocale = { en: 'en_IN', hi: 'hi_IN', mr: 'mr_IN' } as const satisfies Record<Locale, string>
