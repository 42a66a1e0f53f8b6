// The site's registry bound to the resolver, in the page's language: what pages, posts and scripts call.

import { calendarDay, parseMessage } from '@shared/message-format.ts'
import { facts } from '../../content/facts'
import type { Fact } from '../../content/facts/types'
import type { Locale } from '../i18n'
import type { MessageText } from '../island-messages'
import { formatPeriod } from '../locale'
import { catalogues, type MessageKey, type Messages, messagesFor, sayBlock } from '../messages'
import { isCountUnit, isMoney } from './format'
import { formatFact } from './format-fact'
import { replacedBefore } from './in-force'
import { allFacts, isFact, lookUpFact, placeholder, translatedText } from './resolve'
import { type FactReview, reviewOfFacts } from './review'

/** The words of a language for its text facts (`fact.<name>`); none in English, whose values they are. */
const textsIn = (locale: Locale): Messages | undefined => (locale === 'en' ? undefined : messagesFor(locale))

let names: Map<Fact, string> | undefined

/** A text fact as a message argument in `locale`: its translation, which must translate today's value. */
function factText(fact: Fact, locale: Locale): string {
  const texts = textsIn(locale)
  if (!texts) return String(fact.value)
  return translatedText(nameOf(fact), fact, texts, 'a message')
}

/**
 * A fact a message states by the day it took effect, the last day it applied (a replaced value is
 * stated only beside it), or the period its figure belongs to.
 */
export interface FactShown {
  fact: Fact
  show: 'asOf' | 'until' | 'period'
}
export const asOf = (fact: Fact): FactShown => ({ fact, show: 'asOf' })
export const until = (fact: Fact): FactShown => ({ fact, show: 'until' })
export const period = (fact: Fact): FactShown => ({ fact, show: 'period' })

/** A registry fact's dotted name. */
function nameOf(fact: Fact): string {
  names ??= new Map(allFacts(facts).map(([name, each]) => [each, name]))
  const name = names.get(fact)
  if (!name) throw new Error(`Stated: a fact that is not in the registry (${JSON.stringify(fact.value)})`)
  return name
}

/** A fact as the value of its message argument, in `locale`. */
function factArgument(fact: Fact, locale: Locale): string | number | Date {
  if (fact.unit === 'date') return calendarDay(String(fact.value))
  if (fact.unit === 'text') return factText(fact, locale)
  if (isMoney(fact.unit)) return formatFact(fact, locale)
  if (typeof fact.value !== 'number') throw new Error(`Not a number fact: ${fact.about}`)
  return fact.value
}

function shownArgument({ fact, show }: FactShown, locale: Locale): string | Date {
  if (show === 'asOf') return calendarDay(fact.asOf)
  if (show === 'period') return fact.period ? formatPeriod(fact.period, locale) : fact.asOf.slice(0, 4)
  if (!fact.until) throw new Error(`A fact that has not been replaced has no last day: ${fact.about}`)
  return calendarDay(fact.until)
}

/** A message argument: a registry fact, one shown by a day or a period, or a value of the page's own. */
export type Stated = Fact | FactShown | string | number | Date

const isShown = (value: Stated): value is FactShown => typeof value === 'object' && 'show' in value

/**
 * A message's arguments, in `locale`, facts among them: the one way a fact enters a sentence. A
 * figure as its number, which the message formats and words ("{maxStay, plural, one {# month} other
 * {# months}}"); an amount as the site writes money (ICU's skeletons cannot write "CAD 15,263"); a
 * date, or a fact shown `asOf` or `until`, as a day ("{x, date, long}"); a fact shown by `period`,
 * that period in `locale`; a text fact in the language's words. Beside each fact, `<name>From` is the
 * day it took effect. A value replaced before today is refused unless the message states its end.
 */
export function factArguments<T extends Readonly<Record<string, Stated>>>(stated: T, locale: Locale) {
  const values = Object.values(stated)
  const argument = (name: string, each: Stated): [string, string | number | Date][] => {
    if (isShown(each)) return [[name, shownArgument(each, locale)]]
    if (!isFact(each)) return [[name, each]]
    if (
      replacedBefore(each) &&
      !values.some((other) => isShown(other) && other.fact === each && other.show === 'until')
    )
      throw new Error(`Fact for {${name}} was replaced after ${each.until}: ${each.about}`)
    return [
      [name, factArgument(each, locale)],
      [`${name}From`, calendarDay(each.asOf)],
    ]
  }
  return Object.fromEntries(Object.entries(stated).flatMap(([name, each]) => argument(name, each))) as {
    [Name in keyof T]: string | number | Date
  } & { [Name in keyof T & string as `${Name}From`]?: Date }
}

/** The facts among a message's arguments, each once. */
const factsOf = (stated: Readonly<Record<string, Stated>>): Fact[] => [
  ...new Set(
    Object.values(stated).flatMap((each) => (isShown(each) ? [each.fact] : isFact(each) ? [each] : [])),
  ),
]

/**
 * A sentence of the catalogues and the registry facts it states: a page shows `text` and lists the
 * facts' sources (`withFacts`), so its sources are what its sentences actually state.
 */
export interface Statement {
  readonly text: string
  readonly states: readonly Fact[]
}

/** The one way a fact enters a sentence: message `key` in `m`'s language, the facts its arguments (`factArguments`). */
export const statedIn = (
  m: Messages,
  key: MessageKey,
  stated: Readonly<Record<string, Stated>>,
): Statement => ({
  text: m(key, factArguments(stated, m.language)),
  states: factsOf(stated),
})

/** A statement (`statedIn`), as a content walk meets it. */
export const isStatement = (value: unknown): value is Statement =>
  typeof value === 'object' && value !== null && 'states' in value && 'text' in value

/** A content value whose sentences may be statements (`statedIn`): any string but a literal one may be one. */
export type Stating<T> = T extends string
  ? string extends T
    ? T | Statement
    : T
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Stating<R>
    : T extends Fact | MessageText
      ? T
      : T extends object
        ? { readonly [K in keyof T]: Stating<T[K]> }
        : T

/** A content value with its statements as their text: the same shape, a statement a string. */
export type Resolved<T> = T extends Statement
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Resolved<R>
    : T extends Fact | MessageText
      ? T
      : T extends object
        ? { readonly [K in keyof T]: Resolved<T[K]> }
        : T

/**
 * A content value with each statement as its text, and the facts it states in order of first use:
 * those its sentences state, then those it holds by reference (a table row's `fact: facts.canada.fees.…`).
 */
export function resolveStatements<T>(content: T): { content: Resolved<T>; stated: Fact[] } {
  const inSentences = new Set<Fact>()
  const byReference = new Set<Fact>()
  // A value that holds no statement is kept as it is (a fact, an island's parsed message).
  const walk = (value: unknown): unknown => {
    if (isStatement(value)) {
      for (const fact of value.states) inSentences.add(fact)
      return value.text
    }
    if (isFact(value)) {
      byReference.add(value)
      return value
    }
    if (typeof value === 'function') return (...args: unknown[]) => walk(value(...args))
    if (Array.isArray(value)) {
      const items = value.map(walk)
      return items.every((item, index) => item === value[index]) ? value : items
    }
    if (value && typeof value === 'object') {
      const entries = Object.entries(value)
      const walked = entries.map(([key, item]) => [key, walk(item)] as const)
      return walked.every(([, item], index) => item === entries[index]?.[1])
        ? value
        : Object.fromEntries(walked)
    }
    return value
  }
  const resolved = walk(content) as Resolved<T>
  return { content: resolved, stated: [...new Set([...inSentences, ...byReference])] }
}

/**
 * The words of a block (lib/messages `words`) whose messages state registry facts: each message a
 * `Statement` of the facts and values its arguments name (`statedIn`), whose sources `withFacts` lists.
 */
export const statedBlock = <Prefix extends string, Except extends string = never>(
  m: Messages,
  prefix: Parameters<typeof sayBlock<Prefix, Stated>>[0],
  stated: Readonly<Record<string, Stated>>,
  except: readonly Except[] = [],
) => sayBlock<Prefix, Stated, Except, Statement>(prefix, stated, (key, own) => statedIn(m, key, own), except)

/**
 * The review a page ends with, from the facts its messages state and `alsoStates`, the names of
 * facts it shows from elsewhere (a calculator's grid).
 */
export const reviewOfStated = (stated: readonly Fact[], alsoStates: readonly string[]): FactReview =>
  reviewOfFacts(
    [...stated, ...alsoStates.map((name) => lookUpFact(facts, name, 'the facts the page states'))],
    'A page that ends with its sources',
  )

export interface WithFacts<T> {
  content: Resolved<T>
  review: FactReview
}

/** A page's content with its statements as text, and the review the page ends with, from the facts it states. */
export function withFacts<T>(content: T): WithFacts<T> {
  const { content: resolved, stated } = resolveStatements(content)
  return { content: resolved, review: reviewOfStated(stated, []) }
}

/** How a message writes an argument: a counted fact with its unit's words, a day in full, a number grouped. */
function argumentPattern(name: string, each: Fact | FactShown, locale: Locale): string {
  if (isShown(each)) return each.show === 'period' ? `{${name}}` : `{${name}, date, long}`
  const { unit } = each
  if (unit === 'date') return `{${name}, date, long}`
  if (unit === 'number') return `{${name}, number}`
  if (unit === 'percent') return `{${name}, number}%`
  if (!isCountUnit(unit)) return `{${name}}`
  // The unit's own message ("{count, plural, one {# point} other {# points}}"), counting this argument.
  return (catalogues[locale][`units.${unit}`] ?? '').replace('{count,', `{${name},`)
}

/**
 * A text that states facts by placeholder (a Markdown post: `{{fact canada.crs.provincialNomination}}`,
 * `{{asOf …}}`, `{{until …}}`, `{{period …}}`), in `locale`: each placeholder a message argument
 * (`factArguments`, so a replaced value needs its `{{until …}}` in the same text), formatted as the
 * catalogues' messages are. An unknown name stops the build with the name and `where`.
 */
export function statedText(text: string, where: string, locale: Locale): Statement {
  const stated: Record<string, Fact | FactShown> = {}
  for (const [index, [, show, name]] of [...text.matchAll(placeholder)].entries()) {
    const fact = lookUpFact(facts, name ?? '', where)
    stated[`fact${index}`] = show === 'fact' ? fact : { fact, show: show as FactShown['show'] }
  }
  let values: Record<string, string | number | Date>
  try {
    values = factArguments(stated, locale)
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`)
  }
  let index = 0
  const resolved = text.replace(placeholder, () => {
    const name = `fact${index++}`
    return String(
      parseMessage(argumentPattern(name, stated[name] as Fact | FactShown, locale), locale).format(values),
    )
  })
  return { text: resolved, states: factsOf(stated) }
}
