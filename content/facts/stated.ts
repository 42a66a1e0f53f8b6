// Copy that states registry facts by reference, so that a renamed or removed fact is a type error and
// "go to definition" leads from a sentence to its fact:
//   stated`Competent English (${facts.australia.english.competent})`
//   stated`since ${asOf(facts.canada.expressEntry.categories2026)}`, stated`(${period(facts.nz.economy.medianSalary)})`,
// It gives the sentence with each fact as the placeholder Markdown posts write by hand
// (`{{fact australia.english.competent}}`), so one resolver (lib/facts/resolve.ts) states both, and
// each page's "Last reviewed" and sources come from the facts its copy names. A message of the
// catalogues states its facts as arguments instead (lib/facts/site.ts `statedIn`).
import { type FactShown, nameOf } from '../../lib/facts/site'
import type { Fact } from './types'

export function stated(strings: TemplateStringsArray, ...shown: (Fact | FactShown)[]): string {
  return shown.reduce<string>((text, next, index) => {
    if (!next) throw new Error(`stated: no fact after "${strings[index]}"`)
    const placeholder = 'show' in next ? `{{${next.show} ${nameOf(next.fact)}}}` : `{{fact ${nameOf(next)}}}`
    return text + placeholder + strings[index + 1]
  }, strings[0] ?? '')
}
