// Each page carries only the utility classes it can use. Tailwind writes one stylesheet for the whole
// site; inlined whole into every page, a slow phone would parse and match every rule of every page.
// The base and component layers stay whole, the theme keeps the variables the rules left read; from
// the utilities layer a page keeps the rules whose class appears in its markup or in the code of the
// islands it holds (a menu's open state, a form's errors), found by Tailwind's own scanner. The
// stylesheet is read and written by PostCSS, which keeps every byte it is not asked to change;
// selectors by postcss-selector-parser.
import { Scanner } from '@tailwindcss/oxide'
import postcss, { type AtRule, type ChildNode, type Container, type Root } from 'postcss'
import selectorParser from 'postcss-selector-parser'

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }

/**
 * The class candidates Tailwind finds in a page's HTML and in the scripts that can render into it.
 * The HTML is read as the browser reads its attributes: `[&amp;&gt;svg]:size-full` is `[&>svg]:size-full`.
 */
export function candidatesIn(html: string, scripts: readonly string[] = []): Set<string> {
  const scanner = new Scanner({ sources: [] })
  const text = html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name] ?? '')
  return new Set(
    scanner.scanFiles([
      { content: text, extension: 'html' },
      ...scripts.map((content) => ({ content, extension: 'js' })),
    ]),
  )
}

/** The class names a selector mentions, unescaped: `.lg\:block` → `lg:block`, `.\32 xl` → `2xl`. */
export function classNames(selector: string): string[] {
  const names: string[] = []
  selectorParser((selectors) => selectors.walkClasses((node) => void names.push(node.value))).processSync(
    selector,
  )
  return names
}

/** Keeps, inside a container of the utilities layer, the selectors naming a used class; empty at-rules go. */
function keepUsed(container: Container, used: ReadonlySet<string>): void {
  container.each((node) => {
    if (node.type === 'rule') {
      const kept = node.selectors.filter((selector) => classNames(selector).some((name) => used.has(name)))
      if (kept.length === 0) node.remove()
      else if (kept.length < node.selectors.length) node.selectors = kept
    } else if (node.type === 'atrule' && node.nodes) {
      keepUsed(node, used)
      if (node.nodes.length === 0) node.remove()
    }
  })
}

const isLayer = (node: ChildNode, name: string): node is AtRule =>
  node.type === 'atrule' && node.name === 'layer' && node.params === name

/** The class names the utilities layer's selectors mention: the only ones pruning asks about. */
export function utilityClasses(css: string): Set<string> {
  const names = new Set<string>()
  for (const node of postcss.parse(css).nodes) {
    if (!isLayer(node, 'utilities')) continue
    node.walkRules((rule) => {
      for (const selector of rule.selectors) for (const name of classNames(selector)) names.add(name)
    })
  }
  return names
}

/**
 * The stylesheet with its utilities layer cut to the classes a page uses, and without the
 * registrations (`@property`) and theme variables of custom properties no rule left mentions;
 * everything else as it was.
 */
export function pruneUtilities(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css)
  for (const node of root.nodes) if (isLayer(node, 'utilities')) keepUsed(node, used)
  const registrations = root.nodes.filter(
    (node): node is AtRule => node.type === 'atrule' && node.name === 'property',
  )
  // What the remaining rules mention, less the old browsers' fallback values of every property.
  const mentioned = root.nodes
    .filter((node) => !registrations.includes(node as AtRule) && !isLayer(node, 'properties'))
    .map(String)
    .join('')
  for (const registration of registrations) {
    if (!new RegExp(`${registration.params}(?![\\w-])`).test(mentioned)) registration.remove()
  }
  dropUnusedThemeVariables(root)
  return root.toString()
}

/**
 * The theme's variables no rule left reads (`var(--color-red-50)`), dropped: Tailwind declares every
 * one the whole site uses on every page, and Home's rules left read not half of them (0.5 KB gzip of
 * its first round trip). A variable read only by another dropped one goes too, hence the repeat.
 */
function dropUnusedThemeVariables(root: Root): void {
  const theme = root.nodes.find((node) => isLayer(node, 'theme')) as AtRule | undefined
  if (!theme) return
  for (let dropped = true; dropped; ) {
    dropped = false
    const text = root.toString()
    theme.walkDecls(/^--/, (declaration) => {
      if (new RegExp(`var\\(${declaration.prop}(?![\\w-])`).test(text)) return
      declaration.remove()
      dropped = true
    })
  }
}
