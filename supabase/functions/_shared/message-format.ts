// How one ICU message is read, apart from the catalogues so that an island formatting a sentence with
// the visitor's numbers (lib/island-messages.ts) carries the formatter and not every language's words.
import { IntlMessageFormat } from 'intl-messageformat'
import { type FormLanguage, intlLocale } from './languages.ts'

/**
 * A message's dates are calendar days (calendarDay in messages.ts), read in UTC wherever the site is
 * built, a function runs or a visitor's browser formats one, so no clock west of Greenwich writes the
 * day before.
 */
const inUtc = { timeZone: 'UTC' } as const
const calendarDays = { date: { short: inUtc, medium: inUtc, long: inUtc, full: inUtc } }

/** The catalogues' syntax: ICU MessageFormat without rich-text tags, so "<" and ">" are plain text. */
export const parseMessage = (text: string, language: FormLanguage): IntlMessageFormat =>
  new IntlMessageFormat(text, intlLocale[language], calendarDays, { ignoreTag: true })
