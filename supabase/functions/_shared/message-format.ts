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

/** The values a message's arguments take: numbers and dates are formatted by Intl in its language. */
type MessageValues = Record<string, string | number | Date>

/** The words of one language: `m('contact.hero.heading')`, `m('dataNotice.enquiry.kept', { months: 24 })`. */
export interface Words<Key extends string> {
  (key: Key, values?: MessageValues): string
  readonly language: FormLanguage
}

/**
 * The words of each language of `catalogues`, each message parsed once: the site's (lib/messages.ts,
 * from messages/) and the functions' (messages.ts, from the file generated from it).
 */
export function wordsFrom<Key extends string>(
  catalogues: Record<FormLanguage, Partial<Record<Key, string>>>,
): (language: FormLanguage) => Words<Key> {
  const wordsOf = (language: FormLanguage): Words<Key> => {
    const formats = new Map<Key, IntlMessageFormat>()
    const format = (key: Key, values?: MessageValues): string => {
      let message = formats.get(key)
      if (!message) {
        const text = catalogues[language][key]
        // Never another language's words in their place: a page without its words is not built.
        if (text === undefined) throw new Error(`No message "${key}" in ${language}`)
        message = parseMessage(text, language)
        formats.set(key, message)
      }
      const formatted = message.format(values)
      if (typeof formatted !== 'string') throw new Error(`Message "${key}" in ${language} is not text`)
      return formatted
    }
    return Object.assign(format, { language })
  }
  const known = new Map<FormLanguage, Words<Key>>()
  return (language) => {
    const words = known.get(language) ?? wordsOf(language)
    known.set(language, words)
    return words
  }
}
