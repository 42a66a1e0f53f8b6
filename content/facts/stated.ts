// Copy that states registry facts by reference, so that a renamed or removed fact is a type error and
// "go to definition" leads from a sentence to its fact:
//   stated`Competent English (${facts.australia.english.competent})`
//   stated`since ${asOf(facts.canada.expressEntry.categories2026)}`, stated`(${period(facts.nz.economy.medianSalary)})`,
// It gives the sentence with each fact as the placeholder Markdown posts write by hand
// (`{{fact australia.english.competent}}`), so one resolver (lib/facts/resolve.ts) states both, and
// each page's "Last reviewed" and sources come from the facts its copy names.
import type { MessageKey } from '@shared/messages.ts'
import { allFacts, noteFactsOf, stateFact } from '../../lib/facts/resolve'
import { factText } from '../../lib/facts/site'
import type { Messages } from '../../lib/messages'
import { countUnitWords } from '../i18n/count-units'
import { facts } from '.'
import type { Fact } from './types'

/** A fact shown by the day it took effect, the last day it applied, or the year or period its figure belongs to. */
interface FactShown {
  fact: Fact
  show: 'asOf' | 'until' | 'period'
}
export const asOf = (fact: Fact): FactShown => ({ fact, show: 'asOf' })
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

const isCount = (fact: Fact) => Object.hasOwn(countUnitWords.en, fact.unit) && typeof fact.value === 'number'

/**
 * A message that states registry facts, each an argument in the message's language: a count as its
 * number, so the message words its unit ("{maxStay, plural, one {# month} other {# months}}"), any
 * other value, date or period as the page shows it. The text keeps the facts it states for the review.
 */
export function statedIn(m: Messages, key: MessageKey, shown: Record<string, Fact | FactShown>): string {
  const stated = Object.entries(shown).map(([argument, each]) => {
    const { fact, show } = 'show' in each ? each : { fact: each, show: 'fact' as const }
    return { argument, fact, show, name: nameOf(fact) }
  })
  const values = Object.fromEntries(
    stated.map(({ argument, fact, show, name }) => {
      const said = stateFact(show, name, fact, key, {
        locale: m.language,
        endStated: stated.some((other) => other.fact === fact && other.show === 'until'),
      })
      if (show !== 'fact') return [argument, said]
      if (fact.unit === 'text') return [argument, factText(fact, m.language)]
      return [argument, isCount(fact) ? (fact.value as number) : said]
    }),
  )
  const text = m(key, values)
  noteFactsOf(
    text,
    stated.map(({ name }) => name),
  )
  return text
}
