import { expect, it } from 'vitest'
import { inlineStylesheets } from '../../lib/build/inline-css'

it('replaces stylesheet links with their CSS and leaves other links alone', () => {
  const html =
    '<head><link rel="stylesheet" type="text/css" href="/assets/a.css"><link rel="icon" href="/favicon.svg"></head>'
  const read = (href: string) => (href === '/assets/a.css' ? 'body{color:red}' : '')
  expect(inlineStylesheets(html, read)).toBe(
    '<head><style>body{color:red}</style><link rel="icon" href="/favicon.svg"></head>',
  )
})

it('cannot be closed early by the CSS it holds', () => {
  const html = '<link rel="stylesheet" href="/x.css">'
  expect(inlineStylesheets(html, () => 'a{content:"</style><script>"}')).not.toContain('</style><script>')
})
