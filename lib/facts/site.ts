// The site's registry bound to the resolver, in the page's language: what pages, posts and scripts call.

import { calendarDay } from '@shared/messages.ts'
import { facts } from '../../content/facts'
import type { Fact } from '../../content/facts/types'
import type { Locale } from '../i18n'
import { formatPeriod } from '../locale'
import { type MessageKey, type Messages, messagesFor } from '../messages'
import { formatFact, isMoney } from './format'
import { replacedBefore } from './in-force'
import {
  allFacts,
  factNamesIn,
  factNamesInContent,
  factsInContent,
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

// The facts a message states, as its arguments: the message formats a number or a day in its
// language and places the unit; a text fact comes in that language's words.
let names: Map<Fact, string> | undefined

/** A text fact as a message argument in `locale`: its translation, which must translate today's value. */
export function factText(fact: Fact, locale: Locale): string {
  const texts = textsIn(locale)
  if (!texts) return String(fact.value)
  return translatedText(nameOf(fact), fact, texts, 'a message')
}

/** A number fact as a message argument. */
export function factNumber(fact: Fact): number {
  if (typeof fact.value !== 'number') throw new Error(`Not a number fact: ${fact.about}`)
  return fact.value
}

/** The day a fact took effect, as a message argument ("{since, date, long}"). */
export const factDay = (fact: Fact): Date => calendarDay(fact.asOf)

/** A fact a message states by the day it took effect, or by the period its figure belongs to. */
export interface FactShown {
  fact: Fact
  show: 'asOf' | 'period'
}
export const asOf = (fact: Fact): FactShown => ({ fact, show: 'asOf' })
export const period = (fact: Fact): FactShown => ({ fact, show: 'period' })

/** A registry fact's dotted name. */
export function nameOf(fact: Fact): string {
  names ??= new Map(allFacts(facts).map(([name, each]) => [each, name]))
  const name = names.get(fact)
  if (!name) throw new Error(`Stated: a fact that is not in the registry (${JSON.stringify(fact.value)})`)
  return name
}

/** A fact as the value of its message argument, in `locale`. */
function factArgument(name: string, fact: Fact, locale: Locale): string | number | Date {
  if (replacedBefore(fact))
    throw new Error(`Fact for {${name}} was replaced after ${fact.until}: ${fact.about}`)
  if (fact.unit === 'date') return calendarDay(String(fact.value))
  if (fact.unit === 'text') return factText(fact, locale)
  return isMoney(fact.unit) ? formatFact(fact, locale) : factNumber(fact)
}

/**
 * Facts as a message's arguments, in `locale`: the one way a fact enters a sentence. A figure as its
 * number, which the message formats and words ("{maxStay, plural, one {# month} other {# months}}");
 * an amount as the site writes money (ICU's skeletons cannot write "CAD 15,263"); a date, or a fact
 * shown `asOf`, as a day ("{x, date, long}"); a fact shown by `period`, that period in `locale`; a
 * text fact in the language's words. Beside each fact, `<name>From` is the day it took effect. A
 * value replaced before today is refused.
 */
export function factArguments(stated: Readonly<Record<string, Fact | FactShown>>, locale: Locale) {
  const argument = (name: string, each: Fact | FactShown): [string, string | number | Date][] => {
    if (!('show' in each))
      return [
        [name, factArgument(name, each, locale)],
        [`${name}From`, factDay(each)],
      ]
    const { fact, show } = each
    if (show === 'asOf') return [[name, factDay(fact)]]
    return [[name, fact.period ? formatPeriod(fact.period, locale) : fact.asOf.slice(0, 4)]]
  }
  return Object.fromEntries(Object.entries(stated).flatMap(([name, each]) => argument(name, each)))
}

/**
 * A message that states registry facts (`factArguments`), in the message's language. The text keeps
 * the names of the facts it states, for the review of the page it is on (`withFacts`).
 */
export function statedIn(m: Messages, key: MessageKey, shown: Readonly<Record<string, Fact | FactShown>>) {
  const text = m(key, factArguments(shown, m.language))
  noteFactsOf(
    text,
    Object.values(shown).map((each) => nameOf('show' in each ? each.fact : each)),
  )
  return text
}

/** The last day a replaced fact applied, as a message argument ("{until, date, long}"). */
export function factLastDay(fact: Fact): Date {
  if (!fact.until) throw new Error(`A fact that has not been replaced has no last day: ${fact.about}`)
  return calendarDay(fact.until)
}

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
