import { expect, it } from 'vitest'
import { pageAssets } from '../../lib/build/page-assets'

const clientBuild = {
  clientEntry: '/assets/entries/pages_client.abc.js',
  stylesheet:
    '@layer base{body{margin:0}}@layer utilities{.block{display:block}.hidden{display:none}.ring-2{--tw-ring:2px}.grid{display:grid}}',
  islandClasses: { Form: ['ring-2'], Menu: ['grid'] },
}

it('gives a page the client entry and the utilities its markup and its islands can use', () => {
  const { clientEntry, css } = pageAssets(
    clientBuild,
    '<p class="block">Hello</p><div data-island="Form" data-props="{}"></div>',
  )
  expect(clientEntry).toBe('/assets/entries/pages_client.abc.js')
  expect(css).toBe('@layer base{body{margin:0}}@layer utilities{.block{display:block}.ring-2{--tw-ring:2px}}')
})

it('keeps its CSS from closing the <style> element it is inlined in', () => {
  const build = { ...clientBuild, stylesheet: '@layer base{a::after{content:"</style>"}}' }
  expect(pageAssets(build, '<p>Hi</p>').css).not.toMatch(/<\/style/i)
})
