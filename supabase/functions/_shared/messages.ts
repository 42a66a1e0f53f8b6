// The words of the site and its functions: one catalogue per language (messages/en.json, hi.json,
// mr.json), flat keys named by module ("contact.hero.heading"), values in ICU MessageFormat, formatted
// by FormatJS's intl-messageformat. They live here because the Supabase CLI bundles nothing from
// outside supabase/functions, and the site reads them through `@shared/messages.ts` (lib/messages.ts
// checks them before the first page renders; a failed check fails the build).
//
// How to move a content module's words here (content/contact.ts and content/data-notice.ts are models):
// 1. Add the module's block to each catalogue at its alphabetical place, every key starting with the
//    module's name ("contact.hero.heading"); no key is also the prefix of another. Hindi and Marathi
//    hold the same keys, with the same arguments.
// 2. A value in a sentence (a fact, a claim, a count, a name from content/site.ts) is an ICU argument,
//    never text formatted with its unit: "{months, plural, one {# month} other {# months}}",
//    "{months, number} महीने", a date "{day, date, long}"; an amount of money is "{fee}", written with
//    its currency by the site ("CAD 15,263": lib/locale.ts formatMoney). A bare "{n}" prints a number
//    unformatted: write "{n, number}". Facts come in through lib/facts/site.ts `factArguments`. Tags
//    (<b>) are plain text here.
// 3. Rewrite the module as a function of the words, `export const contact = (m: Messages) => ({ … })`,
//    `m('contact.hero.heading')` for each text and the structure (hrefs, icons, ids, facts, the shape
//    of lists) written once; list it in `sayings` in content/copy.ts, drop it from content/en, hi and
//    mr's index.ts, delete content/hi/<module>.ts and content/mr/<module>.ts. Links come out in the
//    page's language through copyIn (keys `href`, `path`). A module not yet moved that uses a moved
//    one calls it with `messagesFor(language)` (lib/messages.ts).
// 4. A component reads the page's language with usePageLocale() (components/layout/PageLanguage.tsx)
//    and passes it to lib/locale.ts's formatters; an island takes its words, already formatted where
//    the server can, and its language in its props.
// 5. Keys of a page that exists in English only stay in en.json alone; add their prefix to `englishOnly`.
// `npx vitest run --project unit tests/unit/messages.test.ts` then checks keys, syntax and arguments.
import type { IntlMessageFormat } from 'intl-messageformat'
import { type FormLanguage, formLanguages } from './languages.ts'
import { parseMessage } from './message-format.ts'
import english from './messages/en.json' with { type: 'json' }
import hindi from './messages/hi.json' with { type: 'json' }
import marathi from './messages/mr.json' with { type: 'json' }

/** The name of a message: a key of the English catalogue (a renamed key is a type error). */
export type MessageKey = keyof typeof english

/** The values a message's arguments take: numbers and dates are formatted by Intl in its language. */
type MessageValues = Record<string, string | number | Date>

export type Catalogue = Partial<Record<MessageKey, string>>

export const catalogues: Record<FormLanguage, Catalogue> = { en: english, hi: hindi, mr: marathi }

/** Keys (by prefix) of pages that exist in English only: no translation is asked of them. */
export const englishOnly: readonly string[] = [
  'blog.',
  'countryGuides.',
  'dataNotice.resume.',
  'errors.',
  'expressEntryDraws.page.',
  'fixResume.',
  'leadMail.',
  'termsOfService.',
  'testimonials.cta.',
  'testimonials.intro.',
  'testimonials.stories.',
  'visaSubclasses.',
  // The head words of the routes content/routes.ts declares untranslated (their labels are translated).
  'routes.blogs.',
  'routes.countryGuides.',
  'routes.expressEntryDraws.',
  'routes.fixResume.',
  'routes.successStories.',
  'routes.termsOfService.',
  'routes.visaSubclasses.',
]

/** The words of one language: `m('contact.hero.heading')`, `m('dataNotice.enquiry.kept', { months: 24 })`. */
export interface Messages {
  (key: MessageKey, values?: MessageValues): string
  readonly language: FormLanguage
}

function messagesOf(language: FormLanguage): Messages {
  const formats = new Map<MessageKey, IntlMessageFormat>()
  const format = (key: MessageKey, values?: MessageValues): string => {
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

const known = new Map(formLanguages.map((language) => [language, messagesOf(language)]))

/** The words of `language`, each message parsed once. */
export const messagesIn = (language: FormLanguage): Messages => known.get(language) ?? messagesOf(language)
