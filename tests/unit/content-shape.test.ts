// A page's copy module says its structure once (issue 63, item 2): it reads its words as blocks of the
// catalogue (lib/messages.ts `words`), so no line of it only restates a message's key.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const content = join(import.meta.dirname, '../../content')

/** One message several pages say by name (the result's "working out…", a link's "opens in a new tab"). */
const sharedMessages = [
  'answersResult.pending',
  'pointsReading.newTab',
  'fees.government.unconfirmed',
  'languageTests.ieltsEither',
  'australiaPoints.calculator.english.notEnough',
  'book.handoff',
]

/** `heading: m('about.hero.heading'),`, `say('hero.lead'),` or a list's `m('about.story.paragraphs.0'),`. */
const restatesAKey = /^\s*(?:['"]?[\w-]+['"]?:\s*)?(?:m|say)\(\s*'([^']*)'\s*\),?\s*$/

/** The same through a prefix in a variable: `heading: m(`${c}.heading`),`. */
const restatesAPrefixedKey = /^\s*(?:['"]?[\w-]+['"]?:\s*)?(?:m|say)\(\s*`\$\{\w+\}\.[\w.]+`\s*\),?\s*$/

/** Every line of a module that only restates a message's key, as "file:line: text". */
function keyRestatingLines(file: string, source: string): string[] {
  return source.split('\n').flatMap((line, at) => {
    const key = restatesAKey.exec(line)?.[1]
    const prefixed = restatesAPrefixedKey.test(line)
    return (key === undefined || sharedMessages.includes(key)) && !prefixed
      ? []
      : [`${file}:${at + 1}: ${line.trim()}`]
  })
}

describe('the content modules', () => {
  it('restate no message key: their words are read as blocks of the catalogue', () => {
    const modules = readdirSync(content).filter((file) => file.endsWith('.ts'))
    expect(
      modules.flatMap((file) => keyRestatingLines(file, readFileSync(join(content, file), 'utf8'))),
    ).toEqual([])
  })

  it('would name a line that only restates a key, and pass one that says more or a shared message', () => {
    const source = [
      "  heading: m('about.hero.heading'),",
      "  m('about.story.paragraphs.0'),",
      "  lead: m('about.hero.lead', { year }),",
      "  pending: m('answersResult.pending'),",
      `  heading: m(\`\${c}.heading\`),`,
      `  option: m(\`\${c}.options.\${id}\`),`,
    ].join('\n')
    expect(keyRestatingLines('about.ts', source)).toEqual([
      "about.ts:1: heading: m('about.hero.heading'),",
      "about.ts:2: m('about.story.paragraphs.0'),",
      `about.ts:5: heading: m(\`\${c}.heading\`),`,
    ])
  })
})
