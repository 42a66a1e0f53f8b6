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

/** A message in `m`'s language, parsed here, for an island to format with the visitor's numbers. */
export function messageText(m: Messages, key: MessageKey): MessageText {
  const text = catalogues[m.language][key]
  if (text === undefined) throw new Error(`No message "${key}" in ${m.language}`)
  return parseMessage(text, m.language).getAst() as MessageText
}

/**
 * A message an island fills in the browser (lib/locale.ts `fill`) with values known only there: its
 * words in `m`'s language with `values` in place and every other argument left as "{name}".
 */
export function islandTemplate(m: Messages, key: MessageKey, values: Parameters<Messages>[1] = {}): string {
  const names = argumentsOf(parseMessage(catalogues.en[key] ?? '', 'en').getAst())
  return m(key, { ...Object.fromEntries([...names].map((name) => [name, `{${name}}`])), ...values })
}

/** The keys of a module's block without its prefix: "hero.heading" of "ukSkilledWorker". */
type KeyUnder<Prefix extends string> = MessageKey extends infer Key
  ? Key extends `${Prefix}.${infer Rest}`
    ? Rest
    : never
  : never

type Head<Key extends string> = Key extends `${infer First}.${string}` ? First : Key
type Tail<Key extends string, First extends string> = Key extends `${First}.${infer Rest}` ? Rest : never
type Part<Keys extends string, First extends string, Leaf> = First extends Keys
  ? Leaf
  : Shape<Tail<Keys, First>, Leaf>

/** The shape of a block, from its keys: a message is its text, keys 0…n-1 a list (item 0 always there). */
type Shape<Keys extends string, Leaf = string> =
  Head<Keys> extends `${number}`
    ? readonly [Part<Keys, Head<Keys>, Leaf>, ...Part<Keys, Head<Keys>, Leaf>[]]
    : { readonly [First in Head<Keys>]: Part<Keys, First, Leaf> }

/** The English keys by their module, worked out once, so that a block's type reads its module's keys only. */
type ByModule = { [Key in MessageKey as Head<Key>]: Key extends `${string}.${infer Rest}` ? Rest : never }

type Below<Keys extends string, Path extends string> = Path extends `${infer First}.${infer Rest}`
  ? Below<Tail<Keys, First>, Rest>
  : Tail<Keys, Path>

/** The keys under a prefix without it: "heading" and "lead" of "about.hero". */
type Under<Prefix extends string> = Prefix extends `${infer Module}.${infer Rest}`
  ? Module extends keyof ByModule
    ? Below<ByModule[Module], Rest>
    : never
  : Prefix extends keyof ByModule
    ? ByModule[Prefix]
    : never

/** A block's shape without the keys or blocks `Except` names. */
type BlockOf<Prefix extends string, Except extends string, Leaf = string> = Shape<
  Exclude<Under<Prefix>, Except | `${Except}.${string}`>,
  Leaf
>

/** A prefix of English keys ("about.story"): a typo, one with no messages under it, is a type error. */
type Block<Prefix extends string> = [Under<Prefix>] extends [never] ? `${Prefix}.…` : Prefix

/** The values a block's messages take, each message given those its arguments name. */
type BlockValues<Value> = Readonly<Record<string, Value>>

const argumentNames = new Map<string, Set<string>>()

/** The arguments of an English message, and `x` for its `xFrom` (the day fact `x` took effect). */
function namesIn(text: string): Set<string> {
  let names = argumentNames.get(text)
  if (!names) {
    names = argumentsOf(parseMessage(text, 'en').getAst())
    for (const name of [...names]) if (name.endsWith('From')) names.add(name.slice(0, -'From'.length))
    argumentNames.set(text, names)
  }
  return names
}

/**
 * The words under `prefix` of `english` (whose keys give the shape) as a nested object, each message
 * said by `say` with the values its arguments name: a list is as long as the catalogue's, so a new
 * bullet is a catalogue edit; `except` (keys or blocks under `prefix`) are left out. `say` is `m`
 * unless the values are facts (lib/facts/site `statedBlock`).
 */
export function blockOf<Value>(
  english: Readonly<Record<string, string | undefined>>,
  prefix: string,
  values: BlockValues<Value>,
  say: (key: MessageKey, values: BlockValues<Value>) => unknown,
  except: readonly string[] = [],
): unknown {
  const root: Record<string, unknown> = {}
  const start = `${prefix}.`
  for (const [key, text] of Object.entries(english)) {
    const own = key.slice(start.length)
    if (!key.startsWith(start) || except.some((left) => own === left || own.startsWith(`${left}.`))) continue
    const path = own.split('.')
    const last = path.pop() as string
    let node = root
    for (const part of path) {
      node[part] ??= {}
      node = node[part] as Record<string, unknown>
    }
    const names = namesIn(text ?? '')
    node[last] = say(
      key as MessageKey,
      Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name))),
    )
  }
  if (Object.keys(root).length === 0) throw new Error(`No messages under "${prefix}"`)
  return asLists(root, prefix)
}

/** A node whose keys are 0…n-1 as a list, in the numbers' order; numbers with a gap are a mistake. */
function asLists(node: unknown, where: string): unknown {
  if (typeof node !== 'object' || node === null) return node
  const entries = Object.entries(node).map(
    ([key, value]) => [key, asLists(value, `${where}.${key}`)] as const,
  )
  const numbered = entries.filter(([key]) => /^\d+$/.test(key))
  if (numbered.length === 0) return Object.fromEntries(entries)
  if (numbered.length !== entries.length || numbered.some(([key]) => Number(key) >= entries.length))
    throw new Error(`The list "${where}" is not numbered 0 to ${entries.length - 1}`)
  return numbered.sort(([a], [b]) => Number(a) - Number(b)).map(([, value]) => value)
}

/**
 * The words of one module: `say('hero.heading')` formats a message of its block, as `m` does;
 * `say.text('result.outOf')` is its ICU text, for the island (`messageText`).
 */
export function wordsOf<Prefix extends string>(m: Messages, prefix: Prefix) {
  const keyOf = (key: KeyUnder<Prefix>) => `${prefix}.${key}` as MessageKey
  const say = (key: KeyUnder<Prefix>, values?: Parameters<Messages>[1]) => m(keyOf(key), values)
  return Object.assign(say, { text: (key: KeyUnder<Prefix>) => messageText(m, keyOf(key)) })
}

/** The words under `prefix`, shaped as the English catalogue, each message said by `say`. */
export const sayBlock = <Prefix extends string, Value, Except extends string = never>(
  prefix: Prefix & Block<Prefix>,
  values: BlockValues<Value>,
  say: (key: MessageKey, values: BlockValues<Value>) => string,
  except: readonly Except[] = [],
) => blockOf(catalogues.en, prefix, values, say, except) as BlockOf<Prefix, Except>

/**
 * The words of a block in `m`'s language, shaped as the English catalogue: `words(m, 'about.story')`
 * is `{ heading, paragraphs: [...] }`. `values` are the arguments of its messages, each message
 * taking those it names; `except` leaves out the messages the module says itself (a formatter).
 */
export const words = <Prefix extends string, Except extends string = never>(
  m: Messages,
  prefix: Prefix & Block<Prefix>,
  values: BlockValues<string | number | Date> = {},
  except: readonly Except[] = [],
) => sayBlock<Prefix, string | number | Date, Except>(prefix, values, m, except)

/** A list of the catalogue beside the module's own one for one (links beside their labels). */
export function besideEach<Said, Own>(said: readonly Said[], own: readonly Own[], where: string) {
  if (said.length !== own.length)
    throw new Error(`${where}: ${said.length} in the catalogue, ${own.length} in its module`)
  return said.map((each, at) => [each, own[at] as Own] as const)
}

/** A block's messages as ICU texts for an island to fill in with the visitor's values (`messageText`). */
export const textsOf = <Prefix extends string, Except extends string = never>(
  m: Messages,
  prefix: Prefix & Block<Prefix>,
  except: readonly Except[] = [],
) =>
  blockOf(catalogues.en, prefix, {}, (key) => messageText(m, key), except) as BlockOf<
    Prefix,
    Except,
    MessageText
  >

export type { MessageKey, Messages }
