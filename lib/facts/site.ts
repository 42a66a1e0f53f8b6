// The site's registry bound to the resolver, in the page's language: what pages, posts and scripts call.

import { calendarDay } from '@shared/messages.ts'
import { facts } from '../../content/facts'
import type { Fact } from '../../content/facts/types'
import type { Locale } from '../i18n'
import { type Messages, messagesFor } from '../messages'
import { formatFact, isMoney } from './format'
import { replacedBefore } from './in-force'
import {
  allFacts,
  factNamesIn,
  factNamesInContent,
  factsInContent,
  lookUpFact,
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
  names ??= new Map(allFacts(facts).map(([name, each]) => [each, name]))
  return translatedText(names.get(fact) ?? '', fact, texts, 'a message')
}

/** A number fact as a message argument. */
export function factNumber(fact: Fact): number {
  if (typeof fact.value !== 'number') throw new Error(`Not a number fact: ${fact.about}`)
  return fact.value
}

/** The day a fact took effect, as a message argument ("{since, date, long}"). */
export const factDay = (fact: Fact): Date => calendarDay(fact.asOf)

/**
 * Facts as a message's arguments, in `locale`: an amount as the site writes money (ICU's currency
 * skeletons would print "CA$15,263.00"), a date as a day ("{x, date, long}"), a text fact in the
 * language's words, any other figure as its number (the message words its unit); and beside each
 * `<name>From`, the day it took effect. A value replaced before today is refused, as in text.
 */
export function factArguments(stated: Readonly<Record<string, Fact>>, locale: Locale) {
  const argument = (name: string, fact: Fact): string | number | Date => {
    if (replacedBefore(fact))
      throw new Error(`Fact for {${name}} was replaced after ${fact.until}: ${fact.about}`)
    if (fact.unit === 'date') return new Date(`${fact.value}T00:00:00Z`)
    if (fact.unit === 'text') return factText(fact, locale)
    return isMoney(fact.unit) ? formatFact(fact, locale) : factNumber(fact)
  }
  return Object.fromEntries(
    Object.entries(stated).flatMap(([name, fact]) => [
      [name, argument(name, fact)],
      [`${name}From`, factDay(fact)],
    ]),
  )
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
