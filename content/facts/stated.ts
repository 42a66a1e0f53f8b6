// Copy that states registry facts by reference, so that a renamed or removed fact is a type error and
// "go to definition" leads from a sentence to its fact:
//   stated`Competent English (${facts.australia.english.competent})`
//   stated`since ${asOf(facts.canada.expressEntry.categories2026)}`, stated`(${period(facts.nz.economy.medianSalary)})`,
//   stated`${fact}, from ${asOf(fact)} to ${until(fact)}` for a value since replaced
// It gives the sentence with each fact as the placeholder Markdown posts write by hand
// (`{{fact australia.english.competent}}`), so one resolver (lib/facts/resolve.ts) states both, and
// each page's "Last reviewed" and sources come from the facts its copy names.
import { allFacts } from '../../lib/facts/resolve'
import { facts } from '.'
import type { Fact } from './types'

/** A fact shown by the day it took effect, the last day it applied, or the year or period its figure belongs to. */
interface FactShown {
  fact: Fact
  show: 'asOf' | 'until' | 'period'
}
export const asOf = (fact: Fact): FactShown => ({ fact, show: 'asOf' })
export const until = (fact: Fact): FactShown => ({ fact, show: 'until' })
export const period = (fact: Fact): FactShown => ({ fact, show: 'period' })

let names: Map<Fact, string> | undefined
/** A registry fact's dotted name. */
function nameOf(fact: Fact): string {
  names ??= new Map(allFacts(facts).map(([name, each]) => [each, name]))
  const name = names.get(fact)
  if (!name) throw new Error(`stated: a fact that is not in the registry (${JSON.stringify(fact.value)})`)
  return name
}

export function stated(strings: TemplateStringsArray, ...shown: (Fact | FactShown)[]): string {
  return shown.reduce<string>((text, next, index) => {
    if (!next) throw new Error(`stated: no fact after "${strings[index]}"`)
    const placeholder = 'show' in next ? `{{${next.show} ${nameOf(next.fact)}}}` : `{{fact ${nameOf(next)}}}`
    return text + placeholder + strings[index + 1]
  }, strings[0] ?? '')
}
