// Every illustration of the site by name, as a standalone SVG document: what /illustrations/<name>.svg
// serves (lib/build/illustrations-plugin.ts), what the blog's pictures and the link previews draw from.
import { mapDestinations, mapOrigin } from '../../content/illustrations'
import { routes } from '../../content/routes'
import type { FlagCode, IllustrationName } from '../../content/types'
import { cardSize, illustrationSize } from './catalogue'
import { type Motif, motifOf } from './motifs'
import { routeMapBody } from './route-map'
import { sceneOf } from './scenes'
import { framed, svgDocument } from './svg'

export const illustrationNames = [
  ...(['ca', 'au', 'gb', 'de', 'nz', 'us'] as const satisfies readonly FlagCode[]).map(
    (code) => `scene-${code}` as const,
  ),
  'route-map',
  'documents',
  'resume-scan',
  'gauge',
  'office',
  'blog',
  'stories',
  'family',
] as const satisfies readonly IllustrationName[]

/** The drawings pages load as files, their heroes'; posts draw theirs inline (post-picture.ts). */
export const heroIllustrationNames: readonly IllustrationName[] = [
  ...new Set(Object.values(routes).map((route) => route.illustration)),
]

/**
 * The drawing's body at its own size, with its clip id prefixed by `id` so that several drawings can
 * share one SVG document.
 */
export function illustrationBody(name: IllustrationName, id = name): string {
  if (name === 'route-map') return routeMapBody(mapOrigin, mapDestinations)
  const { sky, contents } = name.startsWith('scene-')
    ? sceneOf(name.slice('scene-'.length) as FlagCode)
    : motifOf(name as Motif)
  return framed(`${id}-clip`, cardSize, sky, contents)
}

export const illustrationSvg = (name: IllustrationName) =>
  svgDocument(illustrationSize(name), illustrationBody(name))
