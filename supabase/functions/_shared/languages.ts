// The site's languages as the enquiry function needs them: English at the root, Hindi under /hi and
// Marathi under /mr (lib/i18n.ts builds the site's routing on these).

export const formLanguages = ['en', 'hi', 'mr'] as const
export type FormLanguage = (typeof formLanguages)[number]

/** A form's language from its hidden field: one of ours, or English. */
export const formLanguageOf = (value: string | undefined): FormLanguage =>
  formLanguages.find((language) => language === value) ?? 'en'

/** A page's address in a language that has it: "/contact" → "/hi/contact", "/" → "/mr". */
export const pathInLanguage = (path: string, language: FormLanguage): string =>
  language === 'en' ? path : path === '/' ? `/${language}` : `/${language}${path}`

/** The BCP 47 tag of each language, as <html lang> and hreflang carry it: Marathi has its own. */
export const languageTag = { en: 'en-IN', hi: 'hi', mr: 'mr' } as const satisfies Record<FormLanguage, string>

/**
 * The locale Intl formats with. Numbers keep the Latin digits the official sources print: Marathi's
 * default numbering system is Devanagari, so it is asked for Latin explicitly.
 */
export const intlLocale = {
  en: 'en-IN',
  hi: 'hi-IN-u-nu-latn',
  mr: 'mr-IN-u-nu-latn',
} as const satisfies Record<FormLanguage, string>
