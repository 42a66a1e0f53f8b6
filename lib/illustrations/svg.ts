// The few SVG-string builders every drawing uses: a document, an outlined shape, a rounded frame.
import { ink, line } from './palette'

export interface Size {
  width: number
  height: number
}

/** A standalone SVG document (what /illustrations/<name>.svg serves). */
export function svgDocument({ width, height }: Size, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`
}

/** The attributes of an outlined shape: the drawing's ink at its one line weight. */
export const outlined = (fill: string, weight = line) =>
  `fill="${fill}" stroke="${ink}" stroke-width="${weight}" stroke-linejoin="round" stroke-linecap="round"`

/** A stroke with no fill, for lines and arcs. */
export const stroked = (colour: string, weight = line, extra = '') =>
  `fill="none" stroke="${colour}" stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round"${extra}`

/** The picture card every scene and motif sits in: a rounded window on a sky, its contents clipped to it. */
export function framed(id: string, { width, height }: Size, sky: string, contents: string): string {
  const inset = line / 2 + 2
  const box = `x="${inset}" y="${inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" rx="28"`
  return `<defs><clipPath id="${id}"><rect ${box}/></clipPath></defs><rect ${box} fill="${sky}"/><g clip-path="url(#${id})">${contents}</g><rect ${box} ${stroked(ink, line + 2)}/>`
}
