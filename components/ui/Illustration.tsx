import type { Picture } from '../../content/types'
import { illustrationPath, illustrationSize } from '../../lib/illustrations/catalogue'

/** Where the heroes show their picture (Tailwind's lg); below it they are text only. */
const wideScreens = '(min-width: 64rem)'
/** A transparent pixel: what a phone "loads" instead of a picture it would not show. */
const nothing = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * One of the site's illustrations, a static SVG file shown on wide screens only (className hides it
 * below lg): the <source> sends phones nothing, so they never download it. Never inlined, so the HTML
 * of the first screen stays small; its width and height reserve its box before it loads.
 */
export function Illustration({ picture, className }: { picture: Picture; className: string }) {
  const { width, height } = illustrationSize(picture.name)
  return (
    <picture>
      <source media={wideScreens} srcSet={illustrationPath(picture.name)} />
      <img
        src={nothing}
        width={width}
        height={height}
        alt={picture.alt}
        decoding="async"
        className={className}
      />
    </picture>
  )
}
