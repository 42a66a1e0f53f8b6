// Each page carries only the utility classes it can use. Tailwind writes one stylesheet for the whole
// site; inlined whole into every page, a slow phone would parse and match every rule of every page.
// The theme, base and component layers stay whole; from the utilities layer a page keeps the rules
// whose class appears in its markup or in the code of the islands it holds (a menu's open state, a
// form's errors), found by Tailwind's own scanner. Works on the minified stylesheet the build wrote.
import { Scanner } from '@tailwindcss/oxide'

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }

/**
 * The class candidates Tailwind finds in a page's HTML and in the scripts that can render into it.
 * The HTML is read as the browser reads its attributes: `[&amp;&gt;svg]:size-full` is `[&>svg]:size-full`.
 */
export function candidatesIn(html: string, scripts: readonly string[]): Set<string> {
  const scanner = new Scanner({ sources: [] })
  const text = html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name] ?? '')
  return new Set(
    scanner.scanFiles([
      { content: text, extension: 'html' },
      ...scripts.map((content) => ({ content, extension: 'js' })),
    ]),
  )
}

/** A block of CSS at one level: a rule (`prelude{body}`) or a statement (`@import …;`). */
interface Block {
  prelude: string
  body?: string
}

/** Splits CSS into its blocks at one nesting level, minding strings and escapes. */
function blocks(css: string): Block[] {
  const found: Block[] = []
  let start = 0
  let depth = 0
  let open = 0
  for (let index = 0; index < css.length; index++) {
    const char = css[index]
    if (char === '\\') index++
    else if (char === '"' || char === "'") {
      for (index++; index < css.length && css[index] !== char; index++) if (css[index] === '\\') index++
    } else if (char === '{') {
      if (depth++ === 0) open = index
    } else if (char === '}') {
      if (--depth === 0) {
        found.push({ prelude: css.slice(start, open), body: css.slice(open + 1, index) })
        start = index + 1
      }
    } else if (char === ';' && depth === 0) {
      found.push({ prelude: css.slice(start, index + 1) })
      start = index + 1
    }
  }
  const rest = css.slice(start)
  return rest ? [...found, { prelude: rest }] : found
}

/** A prelude without the comments before it (the licence line opens the stylesheet). */
const bare = (prelude: string) => prelude.replace(/\/\*[\s\S]*?\*\//g, '').trim()

const print = ({ prelude, body }: Block) => (body === undefined ? prelude : `${prelude}{${body}}`)

/** Splits a selector list at its top-level commas (not those inside `:is(…)`). */
function selectorList(prelude: string): string[] {
  const selectors: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < prelude.length; index++) {
    const char = prelude[index]
    if (char === '\\') index++
    else if (char === '(' || char === '[') depth++
    else if (char === ')' || char === ']') depth--
    else if (char === ',' && depth === 0) {
      selectors.push(prelude.slice(start, index))
      start = index + 1
    }
  }
  return [...selectors, prelude.slice(start)]
}

/** The class names a selector mentions, unescaped: `.lg\:block` → `lg:block`, `.\32 xl` → `2xl`. */
export function classNames(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map(([, name = '']) =>
    name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string) =>
      hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
    ),
  )
}

/** The utilities a page uses: a style rule keeps the selectors naming a used class; at-rules recurse. */
function usedUtilities(css: string, used: ReadonlySet<string>): string {
  return blocks(css)
    .map(({ prelude, body }) => {
      if (body === undefined) return prelude
      if (prelude.startsWith('@')) {
        const inner = usedUtilities(body, used)
        return inner ? print({ prelude, body: inner }) : ''
      }
      const selectors = selectorList(prelude).filter((selector) =>
        classNames(selector).some((name) => used.has(name)),
      )
      return selectors.length ? print({ prelude: selectors.join(','), body }) : ''
    })
    .join('')
}

const registration = /^@property (--[\w-]+)$/

/**
 * The stylesheet with its utilities layer cut to the classes a page uses, and without the
 * registrations (`@property`) of custom properties no rule left mentions; everything else as it was.
 */
export function pruneUtilities(css: string, used: ReadonlySet<string>): string {
  const kept = blocks(css).map(({ prelude, body }) =>
    bare(prelude) === '@layer utilities' && body !== undefined
      ? { prelude, body: usedUtilities(body, used) }
      : { prelude, body },
  )
  // What the remaining rules mention, less the old browsers' fallback values of every property.
  const mentioned = kept
    .filter(({ prelude }) => !registration.test(bare(prelude)) && bare(prelude) !== '@layer properties')
    .map(print)
    .join('')
  return kept
    .filter(({ prelude }) => {
      const name = registration.exec(bare(prelude))?.[1]
      return !name || new RegExp(`${name}(?![\\w-])`).test(mentioned)
    })
    .map(print)
    .join('')
}
