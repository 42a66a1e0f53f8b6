import postcss from 'postcss'
import { expect, it } from 'vitest'
import { candidatesIn, classNames, pruneUtilities, utilityClasses } from '../../lib/build/prune-css'

// Shaped like the build's minified Tailwind output: a licence comment, layers, registrations.
const stylesheet = [
  '/*! tailwindcss */',
  '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-rotate-x:initial;--tw-shadow:0 0 #0000}}}',
  '@layer theme{:root{--color-brand-700:#1a4fb0}}',
  '@layer base{body{margin:0}.unused-base-class{color:red}}',
  '@layer components{.prose a{color:var(--color-brand-700)}}',
  '@layer utilities{.block{display:block}.hidden{display:none}.shadow{--tw-shadow:0 1px #0001;box-shadow:var(--tw-shadow)}',
  '.rotate-x-45{--tw-rotate-x:rotateX(45deg)}.content-\\[\\"\\}\\"\\]{content:"}"}',
  '@media (min-width:64rem){.lg\\:block{display:block}.lg\\:hidden{display:none}}',
  ':where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}.group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}}',
  '@property --tw-rotate-x{syntax:"*";inherits:false}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
].join('')

it('keeps the utilities a page uses, in their media queries and selectors, and drops the rest', () => {
  const pruned = pruneUtilities(stylesheet, new Set(['block', 'lg:hidden', 'space-y-2']))
  expect(pruned).toContain('@layer utilities{.block{display:block}')
  expect(pruned).toContain('@media (min-width:64rem){.lg\\:hidden{display:none}}')
  expect(pruned).toContain(':where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}')
  for (const gone of ['.hidden{', '.lg\\:block', '.shadow{', 'rotate-x-45', 'group-hover', 'content-'])
    expect(pruned).not.toContain(gone)
})

it('leaves every other layer whole, the old browsers’ fallback included', () => {
  const pruned = pruneUtilities(stylesheet, new Set())
  expect(pruned).toContain('/*! tailwindcss */@layer properties{@supports (-moz-orient:inline){*,:before{')
  expect(pruned).toContain('@layer theme{:root{--color-brand-700:#1a4fb0}}')
  expect(pruned).toContain('.unused-base-class{color:red}')
  expect(pruned).toContain('@layer components{.prose a{color:var(--color-brand-700)}}')
  expect(pruned).toContain('@layer utilities{}')
})

it('keeps a custom property’s registration only while a rule left mentions it', () => {
  const withShadow = pruneUtilities(stylesheet, new Set(['shadow']))
  expect(withShadow).toContain('@property --tw-shadow{')
  expect(withShadow).not.toContain('@property --tw-rotate-x{')
  expect(pruneUtilities(stylesheet, new Set(['rotate-x-45']))).toContain('@property --tw-rotate-x{')
})

it('reads braces inside strings as text, and gives back the stylesheet when every class is used', () => {
  const every = new Set<string>()
  postcss.parse(stylesheet).walkRules((rule) => {
    for (const selector of rule.selectors) for (const name of classNames(selector)) every.add(name)
  })
  expect(every).toContain('content-["}"]')
  expect(pruneUtilities(stylesheet, every)).toBe(stylesheet)
})

it('unescapes class names as a browser reads them', () => {
  expect(classNames('.lg\\:grid-cols-\\[minmax\\(0\\,1fr\\)_20rem\\]')).toEqual([
    'lg:grid-cols-[minmax(0,1fr)_20rem]',
  ])
  expect(classNames('.\\32 xl\\:block,.mt-0\\.5')).toEqual(['2xl:block', 'mt-0.5'])
  expect(classNames('.group-hover\\:underline:is(:where(.group):hover *)')).toEqual([
    'group-hover:underline',
    'group',
  ])
})

it('finds the classes in markup, as the browser reads its attributes, and in an island’s code', () => {
  const found = candidatesIn('<p class="mt-4 lg:hidden [&amp;&gt;svg]:size-full">Hello</p>', [
    'const error="text-red-800 ring-2"',
  ])
  for (const name of ['mt-4', 'lg:hidden', '[&>svg]:size-full', 'text-red-800', 'ring-2'])
    expect(found).toContain(name)
})

it('names the classes of the utilities layer only: the ones a page can leave out', () => {
  const names = utilityClasses(stylesheet)
  for (const name of ['block', 'lg:hidden', 'space-y-2', 'group-hover:underline', 'group', 'content-["}"]'])
    expect(names).toContain(name)
  expect(names).not.toContain('unused-base-class')
  expect(names).not.toContain('prose')
})

it('keeps a theme variable only while a rule left reads it, or a variable it keeps', () => {
  const themed = stylesheet.replace(
    '@layer theme{:root{--color-brand-700:#1a4fb0}}',
    '@layer theme{:root{--color-brand-700:#1a4fb0;--color-red-50:#fef2f2;--font-sans:Arial;--default-font-family:var(--font-sans);--unread:var(--color-red-50)}}',
  )
  const pruned = pruneUtilities(
    themed.replace(
      '@layer base{body{margin:0}',
      '@layer base{body{margin:0;font-family:var(--default-font-family)}',
    ),
    new Set(),
  )
  expect(pruned).toContain(
    '@layer theme{:root{--color-brand-700:#1a4fb0;--font-sans:Arial;--default-font-family:var(--font-sans)}}',
  )
})
