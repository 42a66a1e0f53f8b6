// Finding registry facts by their dotted names, which Markdown posts write in placeholders:
// `{{fact canada.crs.provincialNomination}}` states the value, `{{asOf canada.crs.arrangedEmployment}}`
// the date it took effect, `{{until uk.skilledWorker.salaryOptions.healthEducationFloor2024}}` the last
// day a replaced value applied and `{{period nz.economy.medianSalary}}` the year a figure belongs to.
// lib/facts/site.ts states them as the catalogues' messages state their arguments.
import type { Fact, FactGroup } from '../../content/facts/types'
import { type MessageKey, type Messages, messagesFor } from '../messages'

export const placeholder = /\{\{\s*(fact|asOf|until|period)\s+([\w.]+)\s*\}\}/g

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

/** The names of the facts a text's placeholders state, in order of first use. */
export const factNamesIn = (text: string): string[] => [
  ...new Set([...text.matchAll(placeholder)].map((match) => match[2] ?? '')),
]

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
