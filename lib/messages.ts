// The site's words (supabase/functions/_shared/messages.ts), checked before the first page takes
// any: a message missing from a language, one no English message matches, one that does not parse,
// or one whose arguments are not the English one's stops the build with every such problem named.

import { parseMessage } from '@shared/message-format.ts'
import {
  type Catalogue,
  catalogues,
  englishOnly,
  type MessageKey,
  type Messages,
  messagesIn,
} from '@shared/messages.ts'
import type { MessageText } from './island-messages'
import type { Locale } from './languages'

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
  const names = argumentsOf(parseMessage(catalogues.en[key] ?? '', 'en').getAst())
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

export type { MessageKey, Messages }
