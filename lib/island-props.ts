// A built page's island props, moved by the server out of the markers (components/layout/Island.tsx)
// to one script at the end of its body, and read from there as an island hydrates
// (components/layout/hydrate-island.ts). Apart from the protocol (lib/island-protocol.ts), so that the
// client entry, which only schedules the islands, carries none of it.
import { islandAttributes } from './island-protocol'

/** The id of the script at the end of a built page's body that holds its islands' props. */
export const propsScriptId = 'island-props'
/** On a marker in a built page, instead of its props: their place in the props script. */
export const propsAtAttribute = 'data-props-at'

/**
 * On an empty <template> a page may draw (components/layout/Island.tsx `IslandPropsPlace`): the props
 * script goes there instead of at the body's end.
 */
export const propsPlaceAttribute = 'data-island-props-place'
const propsPlace = `<template ${propsPlaceAttribute}="true"></template>`

/**
 * A marker's props, read only as its island hydrates: at its place in the page's props script (given
 * as the script's text), else in its tag.
 */
export function readProps(element: Pick<Element, 'getAttribute'>, propsScript?: string | null): object {
  const at = element.getAttribute(propsAtAttribute)
  if (at !== null) return (JSON.parse(propsScript ?? '[]') as object[])[Number(at)] ?? {}
  return JSON.parse(element.getAttribute(islandAttributes.props) ?? '{}') as object
}

/** A marker's props attribute as React writes it (its value escaped, so without a double quote). */
const propsInMarker = () =>
  new RegExp(
    `(<div ${islandAttributes.name}="[^"]*" ${islandAttributes.hydrate}="[^"]*"(?: ${islandAttributes.media}="[^"]*")?) ${islandAttributes.props}="([^"]*)"`,
    'g',
  )
const escapes: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
}

/**
 * A rendered body with every marker's props moved out of its tag into one JSON script at the body's
 * end (or the place the page marks), each marker left with its place there. Props are read only when an island hydrates, and in the
 * tag they came before the page's first screen: the Home form's words were 1.2 KB (gzip) of the first
 * round trip, which then no longer held the hero.
 */
export function liftIslandProps(body: string): string {
  const lifted: unknown[] = []
  const html = body.replace(propsInMarker(), (_, tag: string, value: string) => {
    lifted.push(
      JSON.parse(value.replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => escapes[entity] ?? entity)),
    )
    return `${tag} ${propsAtAttribute}="${lifted.length - 1}"`
  })
  if (lifted.length === 0) return body.replace(propsPlace, '')
  // "<" escaped, so that no text in the props can end the script.
  const json = JSON.stringify(lifted).replace(/</g, '\\u003c')
  const script = `<script type="application/json" id="${propsScriptId}">${json}</script>`
  return html.includes(propsPlace) ? html.replace(propsPlace, script) : `${html}${script}`
}
