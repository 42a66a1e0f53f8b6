// Each page carries only the utility rules it can use (lib/build/prune-css.ts), and never fewer: every
// rule the site's whole stylesheet has for a class an element of the page carries, at any width or
// state (hover, focus, a media query), is in the page's own CSS, every theme variable its rules read,
// and everything else outside the utilities whole. Read from the parsed page, not the scanner the build uses. The states only an
// island's script reaches (an open menu, a form's errors, a result) are checked in the browser:
// tests/e2e/page-css.spec.ts.
import postcss, { type AtRule, type Container } from 'postcss'
import { describe, expect, it } from 'vitest'
import { classNames } from '../../lib/build/prune-css'
import { builtPage, indexablePaths, wholeStylesheet } from '../support/built-site'

/** Each style rule of the utilities layer, one per selector, as "the at-rules around it › selector". */
function utilityRules(css: string): string[] {
  const rules: string[] = []
  const walk = (container: Container, context: string) =>
    container.each((node) => {
      if (node.type === 'rule') for (const selector of node.selectors) rules.push(`${context} › ${selector}`)
      else if (node.type === 'atrule' && node.nodes) walk(node, `${context} @${node.name} ${node.params}`)
    })
  postcss.parse(css).each((node) => {
    if (node.type === 'atrule' && node.name === 'layer' && node.params === 'utilities') walk(node, '')
  })
  return rules
}

/** Everything but the utilities layer, the theme and the custom-property registrations a page may leave out. */
const outsideUtilities = (css: string) =>
  postcss
    .parse(css)
    .nodes.filter(
      (node) =>
        node.type !== 'atrule' ||
        !(
          (node.name === 'layer' && ['utilities', 'theme'].includes(node.params)) ||
          node.name === 'property'
        ),
    )
    .map(String)

/** The theme's variables, each with its value. */
function themeVariables(css: string): Map<string, string> {
  const variables = new Map<string, string>()
  for (const node of postcss.parse(css).nodes)
    if (node.type === 'atrule' && node.name === 'layer' && node.params === 'theme')
      node.walkDecls(/^--/, (declaration) => void variables.set(declaration.prop, declaration.value))
  return variables
}

const whole = wholeStylesheet()
const wholeRules = utilityRules(whole)
const wholeTheme = themeVariables(whole)
const registrations = postcss
  .parse(whole)
  .nodes.filter((node): node is AtRule => node.type === 'atrule' && node.name === 'property')

describe.each([...indexablePaths, '404.html'])('%s', (path) => {
  const $ = builtPage(path)
  const css = $('style').first().text()

  it('has every utility rule for the classes its elements carry', () => {
    const used = new Set(
      $('[class]')
        .toArray()
        .flatMap((element) => (element.attribs.class ?? '').split(/\s+/).filter(Boolean)),
    )
    const own = new Set(utilityRules(css))
    const missing = wholeRules.filter(
      (rule) => !own.has(rule) && classNames(rule.split(' › ')[1] ?? '').some((name) => used.has(name)),
    )
    expect(missing).toEqual([])
  })

  it('has the base and component styles whole, every theme variable it reads, and registers every custom property it uses', () => {
    expect(outsideUtilities(css)).toEqual(outsideUtilities(whole))
    const own = themeVariables(css)
    for (const [name, value] of wholeTheme)
      if (new RegExp(`var\\(${name}(?![\\w-])`).test(css)) expect(own.get(name), name).toBe(value)
    for (const name of own.keys()) expect(wholeTheme.has(name), name).toBe(true)
    // What the page's rules mention, less the old browsers' fallback values of every property.
    const rules = postcss
      .parse(css)
      .nodes.filter(
        (node) =>
          node.type !== 'atrule' ||
          !(node.name === 'property' || (node.name === 'layer' && node.params === 'properties')),
      )
      .join('')
    for (const registration of registrations) {
      if (new RegExp(`${registration.params}(?![\\w-])`).test(rules))
        expect(css, registration.params).toContain(String(registration))
    }
  })
})
