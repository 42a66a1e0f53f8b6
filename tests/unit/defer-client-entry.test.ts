import { expect, it } from 'vitest'
import { deferClientEntry } from '../../lib/build/defer-client-entry'

const page = (body: string) => `<head><script data-client-entry="">(boot)</script></head><body>${body}</body>`

it('hands the client entry to the first-paint script instead of a script tag', () => {
  const html = page(
    '<main></main><script src="/assets/entries/pages_client.X1.js" type="module" async></script>',
  )
  expect(deferClientEntry(html)).toBe(
    '<head><script data-client-entry="/assets/entries/pages_client.X1.js">(boot)</script></head><body><main></main></body>',
  )
})

it('refuses a page without the entry or without the first-paint script', () => {
  expect(() => deferClientEntry(page('<main></main>'))).toThrow('No client entry')
  expect(() => deferClientEntry('<body><script src="/a.js" type="module" async></script></body>')).toThrow(
    'No first-paint script',
  )
})
