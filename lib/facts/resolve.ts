// The placeholder syntax Markdown posts use to state a registry fact, and TypeScript copy through
// stated`…` (content/facts/stated.ts): `{{fact canada.crs.provincialNomination}}`
// renders the value, `{{asOf canada.crs.arrangedEmployment}}` the date it took effect,
// `{{until uk.skilledWorker.salaryOptions.healthEducationFloor2024}}` the last day a replaced value
// applied and `{{period nz.economy.medianSalary}}` the year a figure belongs to. Placeholders are
// resolved at build time; an unknown name stops the build with the name and the file it is in.
import type { Fact, FactGroup } from '../../content/facts/types'
import type { Locale } from '../languages'
import { formatDate, formatPeriod } from '../locale'
import { type MessageKey, type Messages, messagesFor } from '../messages'
import { formatFact } from './format-fact'
import { replacedBefore } from './in-force'

const placeholder = /\{\{\s*(fact|asOf|until|period)\s+([\w.]+)\s*\}\}/g

/** Whether a text states the day a fact stopped applying. */
const statesEndOf = (text: string, name: string) =>
  new RegExp(`\\{\\{\\s*until\\s+${name.replaceAll('.', '\\.')}\\s*\\}\\}`).test(text)

/** A registry fact, as against a group of them or any other value. */
export const isFact = (node: unknown): node is Fact =>
  typeof node === 'object' && node !== null && 'value' in node && 'source' in node

/** The fact at a dotted name, or an error naming the fact and the file that asked for it. */
export function lookUpFact(registry: FactGroup, name: string, where: string): Fact {
  let node: Fact | FactGroup | undefined = registry
  for (const part of name.split('.')) {
    node = node && !isFact(node) && Object.hasOwn(node, part) ? node[part] : undefined
  }
  if (!isFact(node)) throw new Error(`Unknown fact "${name}" in ${where}`)
  return node
}

/** Every fact in the registry with its dotted name. */
export function allFacts(registry: FactGroup, prefix = ''): [name: string, fact: Fact][] {
  return Object.entries(registry).flatMap(([key, node]) => {
    const name = prefix ? `${prefix}.${key}` : key
    return isFact(node) ? [[name, node] as [string, Fact]] : allFacts(node, name)
  })
}

// A message states its facts as arguments (content/facts/stated.ts, statedIn): its text keeps their
// names here, so that a page's review finds them in its content as it finds placeholders.
const statedBy = new Map<string, readonly string[]>()

/** Notes the facts a text formatted from a message states. */
export const noteFactsOf = (text: string, names: readonly string[]): void => {
  statedBy.set(text, [...new Set([...(statedBy.get(text) ?? []), ...names])])
}

/** The names of the facts a text states, in order of first use. */
export function factNamesIn(text: string): string[] {
  const placeholders = [...text.matchAll(placeholder)].map((match) => match[2] ?? '')
  return [...new Set([...placeholders, ...(statedBy.get(text) ?? [])])]
}

/**
 * A text fact in the page's language: its message `fact.<name>`, whose English must be the fact's value
 * as it is now (a fact that changed stops the build until its translation is brought up to date).
 */
export function translatedText(name: string, fact: Fact, texts: Messages, where: string): string {
  const key = `fact.${name}` as MessageKey
  let translated: string
  try {
    translated = texts(key)
  } catch {
    throw new Error(`Fact "${name}" (in ${where}) has no translation in its page's language`)
  }
  if (messagesFor('en')(key) !== fact.value)
    throw new Error(
      `Fact "${name}" has changed since it was translated: translate "${fact.value}" again (message "${key}")`,
    )
  return translated
}

/** How a sentence states a fact: its value, the day it took effect, the last day it applied, its period. */
type Statement = 'fact' | 'asOf' | 'until' | 'period'

/**
 * One fact as a sentence states it, in `locale` (a text fact in that language's words);
 * `endStated`, whether the same sentence states the day a replaced value ended.
 */
function stateFact(
  statement: Statement,
  name: string,
  fact: Fact,
  where: string,
  { locale, endStated }: { locale: Locale; endStated: boolean },
): string {
  if (statement === 'asOf') return formatDate(fact.asOf, locale)
  if (statement === 'until') {
    if (!fact.until)
      throw new Error(`Fact "${name}" (in ${where}) has not been replaced: it has no end to state`)
    return formatDate(fact.until, locale)
  }
  if (statement === 'fact' && replacedBefore(fact) && !endStated)
    throw new Error(
      `Fact "${name}" (in ${where}) was replaced after ${fact.until}: state that day beside it ({{until ${name}}}) or state what replaced it`,
    )
  if (statement === 'period') return fact.period ? formatPeriod(fact.period, locale) : fact.asOf.slice(0, 4)
  if (locale !== 'en' && fact.unit === 'text') return translatedText(name, fact, messagesFor(locale), where)
  return formatFact(fact, locale)
}

/**
 * A text with its placeholders resolved in `locale`. A replaced value is stated only beside the day
 * it ended, so no sentence passes it off as today's.
 */
export function resolveText(text: string, registry: FactGroup, where: string, locale: Locale): string {
  return text.replace(placeholder, (_, statement: Statement, name: string) =>
    stateFact(statement, name, lookUpFact(registry, name, where), where, {
      locale,
      endStated: statesEndOf(text, name),
    }),
  )
}

/** A content value with its placeholders resolved: the same shape; a literal with a placeholder becomes a string. */
export type Resolved<T> = T extends string
  ? T extends `${string}{{${string}`
    ? string
    : T
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Resolved<R>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Resolved<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Resolved<T[K]> }
        : T

/**
 * Resolves every string inside a content value, in `locale` (objects, arrays, and what its functions return); an
 * error names the string by its place in the value ("hero.lead", "items[2].answer").
 */
export function resolveContent<T>(content: T, registry: FactGroup, locale: Locale): Resolved<T> {
  const walk = (value: unknown, at: string): unknown => {
    if (typeof value === 'string') return resolveText(value, registry, at || 'the content', locale)
    if (typeof value === 'function') return (...args: unknown[]) => walk(value(...args), at)
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${at}[${index}]`))
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, walk(item, at ? `${at}.${key}` : key)]),
      )
    }
    return value
  }
  return walk(content, '') as Resolved<T>
}

/** The registry facts a content value holds by reference (a table row's `fact: facts.canada.fees.…`). */
export function factsInContent(content: unknown): Fact[] {
  const found = new Set<Fact>()
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk)
    else if (isFact(value as Fact | FactGroup | undefined)) found.add(value as Fact)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(content)
  return [...found]
}

/** The names of every fact stated anywhere inside a content value. */
export function factNamesInContent(content: unknown): string[] {
  const names = new Set<string>()
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const name of factNamesIn(value)) names.add(name)
    else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(content)
  return [...names]
}
