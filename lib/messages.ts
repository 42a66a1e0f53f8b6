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
//    unformatted: write "{n, number}". A registry fact is an argument of `statedIn` or `statedBlock`
//    (lib/facts/site.ts), which give its sentence with the facts it states; the page's `withFacts`
//    lists their sources. Tags (<b>) are plain text here.
// 3. Write the module as a function of the words, `export const contact = (m: Messages) => ({ … })`,
//    reading whole blocks, `words(m, 'contact.hero')` (a list's length is the catalogue's), and
//    writing only the structure (hrefs, icons, ids, facts) itself: no line restates a key
//    (tests/unit/content-shape.test.ts); list it in `sayings` in content/copy.ts. Links come out in
//    the page's language through copyIn (keys `href`, `path`).
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

const namesByText = new Map<string, Set<string>>()

/** The arguments of an English message, and `x` for its `xFrom` (the day fact `x` took effect). */
function namesIn(text: string): Set<string> {
  let names = namesByText.get(text)
  if (!names) {
    names = argumentNames(text)
    for (const name of [...names]) if (name.endsWith('From')) names.add(name.slice(0, -'From'.length))
    namesByText.set(text, names)
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
  // The block's own nodes, so that a said value that is an object (a statement, an ICU text) is kept whole.
  const nodes = new Set<unknown>([root])
  const start = `${prefix}.`
  for (const [key, text] of Object.entries(english)) {
    const own = key.slice(start.length)
    if (!key.startsWith(start) || except.some((left) => own === left || own.startsWith(`${left}.`))) continue
    const path = own.split('.')
    const last = path.pop() as string
    let node = root
    for (const part of path) {
      node[part] ??= {}
      nodes.add(node[part])
      node = node[part] as Record<string, unknown>
    }
    const names = namesIn(text ?? '')
    node[last] = say(
      key as MessageKey,
      Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name))),
    )
  }
  if (Object.keys(root).length === 0) throw new Error(`No messages under "${prefix}"`)
  return asLists(root, prefix, nodes)
}

/** A node whose keys are 0…n-1 as a list, in the numbers' order; numbers with a gap are a mistake. */
function asLists(node: unknown, where: string, nodes: ReadonlySet<unknown>): unknown {
  if (typeof node !== 'object' || node === null || !nodes.has(node)) return node
  const entries = Object.entries(node).map(
    ([key, value]) => [key, asLists(value, `${where}.${key}`, nodes)] as const,
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
  const keyOf = (key: Under<Prefix>) => `${prefix}.${key}` as MessageKey
  const say = (key: Under<Prefix>, values?: Parameters<Messages>[1]) => m(keyOf(key), values)
  return Object.assign(say, { text: (key: Under<Prefix>) => messageText(m, keyOf(key)) })
}

/** The words under `prefix`, shaped as the English catalogue, each message said by `say`. */
export const sayBlock = <Prefix extends string, Value, Except extends string = never, Said = string>(
  prefix: Prefix & Block<Prefix>,
  values: BlockValues<Value>,
  say: (key: MessageKey, values: BlockValues<Value>) => Said,
  except: readonly Except[] = [],
) => blockOf(catalogues.en, prefix, values, say, except) as BlockOf<Prefix, Except, Said>

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

/**
 * A block for an island, shaped as the English catalogue: each message said by `say` with the values
 * its arguments name, but those the island formats with the visitor's values (`texts`: keys or blocks
 * under `prefix`) as their ICU texts (`messageText`); `except` are left out.
 */
export const islandBlock = <
  Prefix extends string,
  Texts extends string,
  Value,
  Said,
  Except extends string = never,
>(
  m: Messages,
  prefix: Prefix & Block<Prefix>,
  texts: readonly Texts[],
  values: BlockValues<Value>,
  say: (key: MessageKey, values: BlockValues<Value>) => Said,
  except: readonly Except[] = [],
) => {
  const isText = (key: string) => {
    const own = key.slice(prefix.length + 1)
    return texts.some((text) => own === text || own.startsWith(`${text}.`))
  }
  const said = blockOf(
    catalogues.en,
    prefix,
    values,
    (key, own) => (isText(key) ? messageText(m, key) : say(key, own)),
    except,
  )
  return said as BlockOf<Prefix, Texts | Except, Said> &
    BlockOf<Prefix, Except | Exclude<Under<Prefix>, Texts | `${Texts}.${string}`>, MessageText>
}

/** A block for an island in `m`'s language (`islandBlock`), its messages said with no values. */
export const islandWords = <Prefix extends string, Texts extends string>(
  m: Messages,
  prefix: Prefix & Block<Prefix>,
  texts: readonly Texts[],
) => islandBlock<Prefix, Texts, never, string>(m, prefix, texts, {}, (key) => m(key))

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
