import type { Picture } from '../../content/types'
import { illustrationPath, illustrationSize } from '../../lib/illustrations/catalogue'

/**
 * One of the site's illustrations, a static SVG file: never inlined, so the HTML of the first screen stays
 * small; its width and height reserve its box before it loads.
 */
export function Illustration({ picture, className }: { picture: Picture; className: string }) {
  const { width, height } = illustrationSize(picture.name)
  return (
    <img
      src={illustrationPath(picture.name)}
      width={width}
      height={height}
      alt={picture.alt}
      decoding="async"
      className={className}
    />
  )
}
