// The site's words: one catalogue per language (messages/en.json, hi.json, mr.json at the repository's
// root, described for translators in messages/descriptions.json), flat keys named by module
// ("contact.hero.heading"), values in ICU MessageFormat formatted by FormatJS's intl-messageformat.
// They are checked before the first page takes any: a message missing from a language, one no English
// message matches, one that does not parse, or one whose arguments are not the English one's stops the
// build with every such problem named. The Edge Functions read a generated copy of the few they say
// (supabase/functions/_shared/messages.ts).
//
// How a content module's words are written (content/contact.ts and content/data-notice.ts are models):
// 1. Add the module's block to each catalogue at its alphabetical place, every key starting with the
//    module's name ("contact.hero.heading"); no key is also the prefix of another. Hindi and Marathi
//    hold the same keys, with the same arguments. Say where the block appears, and what any new
//    argument is, in messages/descriptions.json.
// 2. A value in a sentence (a fact, a claim, a count, a name from content/site.ts) is an ICU argument,
//    never text formatted with its unit: "{months, plural, one {# month} other {# months}}",
//    "{months, number} महीने", a date "{day, date, long}"; an amount of money is "{fee}", written with
//    its currency by the site ("CAD 15,263": lib/locale.ts formatMoney). A bare "{n}" prints a number
//    unformatted: write "{n, number}". Facts come in through lib/facts/site.ts `factArguments`. Tags
//    (<b>) are plain text here.
// 3. Rewrite the module as a function of the words, `export const contact = (m: Messages) => ({ … })`,
//    `m('contact.hero.heading')` for each text and the structure (hrefs, icons, ids, facts, the shape
//    of lists) written once; list it in `sayings` in content/copy.ts. Links come out in the page's
//    language through copyIn (keys `href`, `path`).
// 4. A component reads the page's language with usePageLocale() (components/layout/PageLanguage.tsx)
//    and passes it to lib/locale.ts's formatters; an island takes its words, already formatted where
//    the server can, and its language in its props.
// 5. Keys of a page that exists in English only stay in en.json alone; add their prefix to `englishOnly`.
// 6. A message an Edge Function says: add its key to lib/function-messages.ts and run `npm run messages`.
// `npx vitest run --project unit tests/unit/messages.test.ts tests/unit/message-descriptions.test.ts`
// then checks keys, syntax, arguments and descriptions.

import { parseMessage, type Words, wordsFrom } from '@shared/message-format.ts'
import english from '../messages/en.json' with { type: 'json' }
import hindi from '../messages/hi.json' with { type: 'json' }
import marathi from '../messages/mr.json' with { type: 'json' }
import type { MessageText } from './island-messages'
import type { Locale } from './languages'

/** The name of a message: a key of the English catalogue (a renamed key is a type error). */
export type MessageKey = keyof typeof english

/** The words of one language: `m('contact.hero.heading')`, `m('dataNotice.enquiry.kept', { months: 24 })`. */
export type Messages = Words<MessageKey>

export type Catalogue = Partial<Record<MessageKey, string>>

export const catalogues: Record<Locale, Catalogue> = { en: english, hi: hindi, mr: marathi }

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

const messagesIn = wordsFrom(catalogues)

type Element = ReturnType<ReturnType<typeof parseMessage>['getAst']>[number]

/** The names of the values a message takes: "{months, plural, …}" and "{name}" → months, name. */
function argumentsOf(elements: readonly Element[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    // Every element but literal text (type 0) and plural's "#" (no value) names its argument.
    if ('value' in element && element.type !== 0) into.add(element.value)
    if ('options' in element)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into)
    if ('children' in element) argumentsOf(element.children, into)
  }
  return into
}

const listed = (names: Set<string>) => `{${[...names].sort().join(', ')}}`

/** Every problem of the catalogues, one line each naming the language and the key; none when sound. */
export function catalogueProblems(all: Record<Locale, Catalogue>): string[] {
  const english = all.en
  const problems: string[] = []
  const argumentsIn = (language: Locale, key: string, text: string) => {
    try {
      return argumentsOf(parseMessage(text, language).getAst())
    } catch (error) {
      problems.push(`${language}: "${key}" is not ICU MessageFormat (${(error as Error).message})`)
      return undefined
    }
  }
  const englishArguments = new Map(
    Object.entries(english).map(([key, text]) => [key, argumentsIn('en', key, text ?? '')]),
  )
  for (const language of ['hi', 'mr'] as const) {
    const catalogue = all[language]
    for (const key of englishArguments.keys())
      if (!(key in catalogue) && !englishOnly.some((prefix) => key.startsWith(prefix)))
        problems.push(
          `${language}: no message "${key}" (English: ${JSON.stringify(english[key as MessageKey])})`,
        )
    for (const [key, text] of Object.entries(catalogue)) {
      if (!englishArguments.has(key)) {
        problems.push(`${language}: "${key}" is not a message of the English catalogue`)
        continue
      }
      const own = argumentsIn(language, key, text ?? '')
      const expected = englishArguments.get(key)
      if (own && expected && listed(own) !== listed(expected))
        problems.push(`${language}: "${key}" takes ${listed(own)}, the English ${listed(expected)}`)
    }
  }
  return problems
}

let checked = false

/** The words of the page's language; the first call checks every catalogue, and throws on a problem. */
export function messagesFor(locale: Locale): Messages {
  if (!checked) {
    const problems = catalogueProblems(catalogues)
    if (problems.length > 0) throw new Error(`Message catalogues:\n${problems.join('\n')}`)
    checked = true
  }
  return messagesIn(locale)
}

/** The names of the values an English message takes. */
export const argumentNames = (text: string): Set<string> => argumentsOf(parseMessage(text, 'en').getAst())

/**
 * A message in `m`'s language, parsed here, for an island to format with the visitor's numbers. The
 * arguments the server knows (`values`: a route's facts) are formatted into its text here, so the
 * island is given only what it formats; an argument inside a plural or select must be known with the
 * element's every other argument, or left with them all to the island.
 */
export function messageText(m: Messages, key: MessageKey, values: Parameters<Messages>[1] = {}): MessageText {
  const text = catalogues[m.language][key]
  if (text === undefined) throw new Error(`No message "${key}" in ${m.language}`)
  const elements: Element[] = []
  for (const element of parseMessage(text, m.language).getAst()) {
    const names = [...argumentsOf([element])]
    const known = names.filter((name) => Object.hasOwn(values, name))
    if (known.length > 0 && known.length < names.length)
      throw new Error(`"${key}" in ${m.language}: {${names.join(', ')}} are known only in part`)
    const literal =
      element.type === 0
        ? element.value
        : known.length > 0
          ? String(parseMessage([element], m.language).format(values))
          : undefined
    const last = elements.at(-1)
    if (literal === undefined) elements.push(element)
    else if (last?.type === 0) last.value += literal
    else elements.push({ type: 0, value: literal })
  }
  const [only, ...more] = elements
  if (!only) return '' as MessageText
  return (only.type === 0 && more.length === 0 ? only.value : elements) as MessageText
}

/**
 * A message the resume scanner fills in the browser (lib/locale.ts `fill`): its file size, WhatsApp
 * text and upload status, formatted before the scan's lazily loaded code (and the ICU formatter in it,
 * 5.7 KB gzip over the eager island's 80 KB budget) has arrived. Its words in `m`'s language with
 * every argument left as "{name}".
 */
export function islandTemplate(m: Messages, key: MessageKey): string {
  const names = argumentNames(catalogues.en[key] ?? '')
  return m(key, Object.fromEntries([...names].map((name) => [name, `{${name}}`])))
}

/** The keys of a module's block without its prefix: "hero.heading" of "ukSkilledWorker". */
type KeyUnder<Prefix extends string> = MessageKey extends infer Key
  ? Key extends `${Prefix}.${infer Rest}`
    ? Rest
    : never
  : never

/**
 * The words of one module: `say('hero.heading')` formats a message of its block, as `m` does;
 * `say.text('result.outOf')` is its ICU text, for the island (`messageText`).
 */
export function wordsOf<Prefix extends string>(m: Messages, prefix: Prefix) {
  const keyOf = (key: KeyUnder<Prefix>) => `${prefix}.${key}` as MessageKey
  const say = (key: KeyUnder<Prefix>, values?: Parameters<Messages>[1]) => m(keyOf(key), values)
  return Object.assign(say, { text: (key: KeyUnder<Prefix>) => messageText(m, keyOf(key)) })
}
