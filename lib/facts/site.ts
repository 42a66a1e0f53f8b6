// The site's registry bound to the resolver, in the page's language: what pages, posts and scripts call.

import { calendarDay } from '@shared/message-format.ts'
import { facts } from '../../content/facts'
import type { Fact } from '../../content/facts/types'
import type { Locale } from '../i18n'
import { formatPeriod } from '../locale'
import { type MessageKey, type Messages, messagesFor, sayBlock } from '../messages'
import { formatFact, isMoney } from './format'
import { replacedBefore } from './in-force'
import {
  allFacts,
  factNamesIn,
  factNamesInContent,
  factsInContent,
  isFact,
  lookUpFact,
  noteFactsOf,
  type Resolved,
  resolveContent,
  resolveText,
  translatedText,
} from './resolve'
import { type FactReview, reviewOf, reviewOfFacts } from './review'

/** The words of a language for its text facts (`fact.<name>`); none in English, whose values they are. */
const textsIn = (locale: Locale): Messages | undefined => (locale === 'en' ? undefined : messagesFor(locale))

let names: Map<Fact, string> | undefined

/** A text fact as a message argument in `locale`: its translation, which must translate today's value. */
export function factText(fact: Fact, locale: Locale): string {
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
export function nameOf(fact: Fact): string {
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

/** The facts among a message's arguments. */
const factsOf = (stated: Readonly<Record<string, Stated>>): Fact[] =>
  Object.values(stated).flatMap((each) => (isShown(each) ? [each.fact] : isFact(each) ? [each] : []))

/**
 * `factArguments` in `locale` that keeps the facts it is given, in order of first use: a module's
 * `stated`, from which its page's review comes (`reviewOfStated`), with no list kept by hand.
 */
export function stating(locale: Locale) {
  const stated: Fact[] = []
  const state = <T extends Readonly<Record<string, Stated>>>(values: T) => {
    for (const fact of factsOf(values)) if (!stated.includes(fact)) stated.push(fact)
    return factArguments(values, locale)
  }
  return Object.assign(state, { stated })
}

/**
 * A message that states registry facts (`factArguments`), in the message's language. The text keeps
 * the names of the facts it states, for the review of the page it is on (`withFacts`).
 */
function statedIn(m: Messages, key: MessageKey, stated: Readonly<Record<string, Stated>>) {
  const text = m(key, factArguments(stated, m.language))
  noteFactsOf(text, factsOf(stated).map(nameOf))
  return text
}

/**
 * The words of a block (lib/messages `words`) whose messages state registry facts: each message
 * takes the facts and values its arguments name, through `statedIn`.
 */
export const statedBlock = <Prefix extends string, Except extends string = never>(
  m: Messages,
  prefix: Parameters<typeof sayBlock<Prefix, Stated>>[0],
  stated: Readonly<Record<string, Stated>>,
  except: readonly Except[] = [],
) => sayBlock<Prefix, Stated, Except>(prefix, stated, (key, own) => statedIn(m, key, own), except)

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

/**
 * A page's content with its facts resolved in `locale`, and the review the page ends with: from the
 * facts its placeholders name and the facts it holds by reference.
 */
export function withFacts<T>(content: T, locale: Locale): WithFacts<T> {
  const named = factNamesInContent(content).map((name) =>
    lookUpFact(facts, name, 'the facts the page states'),
  )
  return {
    content: resolveContent(content, facts, locale),
    review: reviewOfFacts([...named, ...factsInContent(content)], 'A page that ends with its sources'),
  }
}

export const resolveFacts = (text: string, where: string, locale: Locale): string =>
  resolveText(text, facts, where, locale)

export const reviewOfText = (text: string, where: string): FactReview =>
  reviewOf(factNamesIn(text), facts, where)

export const reviewOfNames = (names: readonly string[], where: string): FactReview =>
  reviewOf(names, facts, where)
