// A post's picture: its drawing (the same as the site's heroes) on the hero's navy, with a flight path
// behind it, 1200 × 630. The post page sets it inline (its first screen waits for no image request);
// scripts/make-images.ts rasterises it to WebP for the blog's cards and the posts' structured data.
import type { IllustrationName } from '../../content/types'
import { cardSize } from './catalogue'
import { illustrationBody } from './index'
import { accent, brand } from './palette'

export const postPictureSize = { width: 1200, height: 630 } as const

const { width: W, height: H } = postPictureSize
const scale = 1.35
const backdrop = `<rect width="${W}" height="${H}" fill="${brand[900]}"/><path d="M60 520 Q600 -120 1140 420" fill="none" stroke="${accent[400]}" stroke-width="6" stroke-linecap="round" stroke-dasharray="1 18"/><circle cx="60" cy="520" r="12" fill="${accent[500]}" stroke="#ffffff" stroke-width="5"/><circle cx="1140" cy="420" r="12" fill="${accent[400]}" stroke="#ffffff" stroke-width="5"/>`

/** The picture's SVG body, to sit in an <svg> with the viewBox of `postPictureSize`. */
export const postPicture = (name: IllustrationName) =>
  `${backdrop}<g transform="translate(${(W - cardSize.width * scale) / 2} ${(H - cardSize.height * scale) / 2}) scale(${scale})">${illustrationBody(name)}</g>`
