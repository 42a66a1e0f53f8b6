// Copy lives in content/: no component or page renders a string literal of its own, as JSX text or
// as a string prop a visitor or a screen reader meets (aria-label, title, placeholder, alt).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from '@babel/parser'
import { expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const spokenProps = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
])
/** Words, not just punctuation or symbols such as "·", "→" or ":". */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text)

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown }

function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const item of node) yield* walk(item)
    return
  }
  const typed = node as Node
  if (typeof typed.type === 'string') yield typed
  for (const [key, value] of Object.entries(typed)) {
    if (key !== 'loc' && key !== 'start' && key !== 'end' && key !== 'extra') yield* walk(value)
  }
}

const literalText = (node: Node | undefined): string | null => {
  if (!node) return null
  if (node.type === 'StringLiteral') return String(node.value)
  if (node.type === 'TemplateLiteral') {
    return (node.quasis as Node[]).map((quasi) => (quasi.value as { cooked: string }).cooked).join(' ')
  }
  return null
}

/** Each string literal a file renders, as "file:line text". */
function copyIn(file: string, source: string): string[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['jsx', 'typescript'] })
  const found: string[] = []
  const report = (node: Node, text: string) => found.push(`${file}:${node.loc?.start.line} ${text.trim()}`)
  for (const node of walk(ast.program)) {
    if (node.type === 'JSXElement' || node.type === 'JSXFragment') {
      for (const child of node.children as Node[]) {
        const text =
          child.type === 'JSXText'
            ? String(child.value)
            : child.type === 'JSXExpressionContainer'
              ? literalText(child.expression as Node)
              : null
        if (text && hasWords(text)) report(child, text)
      }
    }
    if (node.type === 'JSXAttribute') {
      const name = (node.name as Node).name
      if (typeof name !== 'string' || !spokenProps.has(name)) continue
      const value = node.value as Node | undefined
      const text = literalText(value?.type === 'JSXExpressionContainer' ? (value.expression as Node) : value)
      if (text && hasWords(text)) report(node, text)
    }
  }
  return found
}

const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(`${dir}/${entry.name}`)
      : entry.name.endsWith('.tsx')
        ? [`${dir}/${entry.name}`]
        : [],
  )

it('finds JSX text, spoken string props and rendered literals', () => {
  const sample = `const A = () => <p title="Hello there" className={\`a \${b}\`}>Step {n} {'of five'} · <b>{copy.x}</b></p>`
  expect(copyIn('a.tsx', sample)).toEqual(['a.tsx:1 Step', 'a.tsx:1 of five', 'a.tsx:1 Hello there'])
})

it('no component or page renders copy of its own', () => {
  const found = ['components', 'pages']
    .flatMap(sources)
    .flatMap((file) => copyIn(file, readFileSync(join(root, file), 'utf8')))
  expect(found).toEqual([])
})
