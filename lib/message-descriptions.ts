// What a translator reads beside a message (messages/descriptions.json): where it appears and what its
// arguments are. A block's description covers every message whose key starts with it ("about.advisers."),
// or one message (a full key), and a message's description is every block it belongs to, the widest
// first, so a page's route is said once for all its sections. An argument is described once where its
// name means the same everywhere, or per block where it does not; the most specific block wins.
import { argumentNames, type Catalogue } from './messages'

export interface Descriptions {
  blocks: Record<string, string>
  placeholders: Record<string, string | Record<string, string>>
}

const covers = (prefix: string, key: string) =>
  prefix.endsWith('.') ? key.startsWith(prefix) : key === prefix

/** The description of one argument of the message `key`: its name's, or its most specific block's. */
function argumentDescription(described: Descriptions['placeholders'][string] | undefined, key: string) {
  if (typeof described !== 'object') return described
  const blocks = Object.keys(described).filter((prefix) => covers(prefix, key))
  const narrowest = blocks.sort((a, b) => b.length - a.length)[0]
  return narrowest === undefined ? undefined : described[narrowest]
}

/**
 * Every gap and every stale line of the descriptions, one line each: a message no block describes, an
 * argument not described, a block or an argument's block that no message has.
 */
export function descriptionProblems(english: Catalogue, descriptions: Descriptions): string[] {
  const problems: string[] = []
  const keys = Object.keys(english)
  const takes = new Map(Object.entries(english).map(([key, text]) => [key, argumentNames(text ?? '')]))
  for (const prefix of Object.keys(descriptions.blocks))
    if (!keys.some((key) => covers(prefix, key)))
      problems.push(`the block "${prefix}" describes no message (a block ends in "." or is a whole key)`)
  for (const [key, names] of takes) {
    if (!Object.keys(descriptions.blocks).some((prefix) => covers(prefix, key)))
      problems.push(`"${key}" is in no described block`)
    for (const name of names)
      if (argumentDescription(descriptions.placeholders[name], key) === undefined)
        problems.push(`"${key}" takes {${name}}, which no description explains`)
  }
  for (const [name, described] of Object.entries(descriptions.placeholders)) {
    const takers = keys.filter((key) => takes.get(key)?.has(name))
    if (takers.length === 0) problems.push(`{${name}} is described, but no message takes it`)
    else if (typeof described === 'object')
      for (const prefix of Object.keys(described))
        if (!takers.some((key) => covers(prefix, key)))
          problems.push(`{${name}} is described for "${prefix}", where no message takes it`)
  }
  return problems
}
