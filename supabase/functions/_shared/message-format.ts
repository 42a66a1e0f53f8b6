// How one ICU message is read, apart from the catalogues so that an island formatting a sentence with
// the visitor's numbers (lib/island-messages.ts) carries the formatter and not every language's words.
import { IntlMessageFormat } from 'intl-messageformat'
import { type FormLanguage, intlLocale } from './languages.ts'

/**
 * A message's dates are calendar days (calendarDay), read in UTC wherever the site is
 * built, a function runs or a visitor's browser formats one, so no clock west of Greenwich writes the
 * day before.
 */
const inUtc = { timeZone: 'UTC' } as const
const calendarDays = { date: { short: inUtc, medium: inUtc, long: inUtc, full: inUtc } }

/**
 * The catalogues' syntax: ICU MessageFormat without rich-text tags, so "<" and ">" are plain text; or a
 * message parsed already (an island's, parsed at build time).
 */
export const parseMessage = (
  text: string | ConstructorParameters<typeof IntlMessageFormat>[0],
  language: FormLanguage,
): IntlMessageFormat => new IntlMessageFormat(text, intlLocale[language], calendarDays, { ignoreTag: true })

/** A calendar day ("2027-05-13") as a message's `{day, date, long}` argument: its midnight in UTC. */
export const calendarDay = (isoDate: string): Date => new Date(`${isoDate}T00:00:00Z`)
