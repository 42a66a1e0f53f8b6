// The island protocol and the registry that is the components/islands/ folder itself.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { load } from 'cheerio'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { islandLoaders } from '../../components/islands/registry'
import { IslandPropsPlace } from '../../components/layout/Island'
import { islandNameOf } from '../../lib/island-names'
import { liftIslandProps, propsScriptId, readProps } from '../../lib/island-props'
import { markerAttributes, markerSelector, readMarker } from '../../lib/island-protocol'

const folder = join(import.meta.dirname, '..', '..', 'components', 'islands')

describe('the island registry', () => {
  it('is every component file of components/islands, by file name', () => {
    const files = readdirSync(folder).filter((file) => file.endsWith('.tsx'))
    expect(Object.keys(islandLoaders).sort()).toEqual(files.map(islandNameOf).sort())
  })

  it('loads each island as a default-exported component', async () => {
    for (const load of Object.values(islandLoaders)) expect(typeof (await load()).default).toBe('function')
  })
})

describe('the island protocol', () => {
  const element = (attributes: Record<string, string | undefined>) => ({
    getAttribute: (name: string) => attributes[name] ?? null,
  })

  it('reads back what the server wrote', () => {
    const marker = {
      name: 'MobileMenu',
      hydrate: 'interaction',
      media: '(max-width: 1023px)',
      props: { a: [1, 'b'] },
    } as const
    const { props, ...plan } = marker
    expect(readMarker(element(markerAttributes(marker)))).toEqual(plan)
    expect(readProps(element(markerAttributes(marker)))).toEqual(props)
  })

  it('hydrates a marker with an unknown strategy at once, and one without props with none', () => {
    expect(readMarker(element({ 'data-island': 'X', 'data-hydrate': 'whenever' }))).toEqual({
      name: 'X',
      hydrate: 'load',
      media: undefined,
    })
    expect(readProps(element({ 'data-island': 'X' }))).toEqual({})
  })

  it('moves the props of a rendered page into one script at its end, and reads them back from there', () => {
    const tricky = { text: 'a "quote", an \'apostrophe\', <b> & </script>', n: [1, null] }
    const markers = [
      { name: 'MobileMenu', hydrate: 'interaction', media: '(max-width: 1023px)', props: tricky },
      {
        name: 'ConsultationForm',
        hydrate: 'interaction-or-query',
        media: undefined,
        props: { variant: 'home' },
      },
    ] as const
    const body = renderToString(
      createElement(
        'main',
        null,
        markers.map((marker) =>
          createElement('div', { key: marker.name, ...markerAttributes(marker) }, 'form'),
        ),
      ),
    )
    const lifted = liftIslandProps(body)
    expect(lifted).not.toContain('data-props=')
    expect(lifted).not.toContain('</script>",')
    const $ = load(lifted)
    const script = $(`script#${propsScriptId}`).text()
    const read = $(markerSelector())
      .toArray()
      .map((marker) => {
        const attributes = { getAttribute: (name: string) => $(marker).attr(name) ?? null }
        return { ...readMarker(attributes), props: readProps(attributes, script) }
      })
    expect(read).toEqual(markers)
    expect(liftIslandProps('<main>no island</main>')).toBe('<main>no island</main>')
  })

  it('puts the props where the page marks their place, and leaves no mark', () => {
    const island = renderToString(
      createElement('div', markerAttributes({ name: 'Toaster', hydrate: 'load', props: { a: 1 } })),
    )
    const place = renderToString(createElement(IslandPropsPlace))
    const lifted = liftIslandProps(`<main>${island}<p>cards</p>${place}<p>sources</p></main>`)
    expect(lifted).toMatch(
      /<p>cards<\/p><script type="application\/json" id="island-props">\[\{"a":1\}\]<\/script><p>sources<\/p>/,
    )
    expect(liftIslandProps(`<main>no island${place}</main>`)).toBe('<main>no island</main>')
  })

  it('selects every marker or one island', () => {
    expect(markerSelector()).toBe('[data-island]')
    expect(markerSelector('Toaster')).toBe('[data-island="Toaster"]')
    expect(islandNameOf('./ConsultationForm.tsx')).toBe('ConsultationForm')
  })
})
