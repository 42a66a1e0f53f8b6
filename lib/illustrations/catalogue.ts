// Where each illustration is served and how big it is drawn: what an <img> needs, without the drawings.
import type { IllustrationName } from '../../content/types'
import type { Size } from './svg'

/** The card every scene and motif is drawn in. */
export const cardSize = { width: 480, height: 360 } as const satisfies Size

export const routeMapSize = { width: 960, height: 440 } as const satisfies Size

export const illustrationSize = (name: IllustrationName): Size =>
  name === 'route-map' ? routeMapSize : cardSize

export const illustrationPath = (name: IllustrationName) => `/illustrations/${name}.svg`
