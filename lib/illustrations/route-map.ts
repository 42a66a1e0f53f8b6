// The route map: the world's land from world-atlas (Natural Earth, 1:110m) in the Equal Earth projection,
// the destination countries highlighted and a great-circle route from Pune to each destination's city.
// Drawn at build time (see lib/build/illustrations-plugin.ts), so the page ships one small static SVG.
import {
  type ExtendedFeature,
  type GeoPermissibleObjects,
  type GeoStream,
  geoEqualEarth,
  geoPath,
} from 'd3-geo'
import { feature } from 'topojson-client'
import world from 'world-atlas/countries-110m.json' with { type: 'json' }
import type { MapDestination, MapPlace } from '../../content/types'
import { routeMapSize } from './catalogue'
import { accent } from './palette'
import { stroked, svgDocument } from './svg'

type Point = readonly [number, number]

// world-atlas ships plain JSON; topojson-client's own types describe it.
const topology = world as unknown as Parameters<typeof feature>[0]
const objects = topology.objects as Record<'countries' | 'land', Parameters<typeof feature>[1]>
const countries = (feature(topology, objects.countries) as unknown as { features: ExtendedFeature[] })
  .features
const land = feature(topology, objects.land)
const antarctica = '010'

// Centred east of Greenwich so Pune sits right of centre and the Americas stay whole; Antarctica is
// left out of the fit, as no route goes there and it would only make the map taller.
const projection = geoEqualEarth()
  .rotate([-12, 0])
  .fitExtent(
    [
      [8, 8],
      [routeMapSize.width - 8, routeMapSize.height - 8],
    ],
    { type: 'FeatureCollection', features: countries.filter((country) => country.id !== antarctica) },
  )

/** Closer than this (in pixels) to the last point kept, a point adds nothing a screen shows. */
const minStep = 2.5

/**
 * Drops the projected points that lie within `minStep` of the last one kept, and the rings left with
 * fewer than four points (islands smaller than a few pixels): the 1:110m coastline carries more detail
 * than a 960-pixel map can show, and the file halves.
 */
function thinned(sink: GeoStream): GeoStream {
  let ring: [number, number][] | undefined
  return {
    point(x, y) {
      const last = ring?.at(-1)
      if (!ring) sink.point(x, y)
      else if (!last || Math.hypot(x - last[0], y - last[1]) >= minStep) ring.push([x, y])
    },
    lineStart() {
      ring = []
    },
    lineEnd() {
      if (ring && ring.length >= 4) {
        sink.lineStart()
        for (const [x, y] of ring) sink.point(x, y)
        sink.lineEnd()
      }
      ring = undefined
    },
    polygonStart: () => sink.polygonStart(),
    polygonEnd: () => sink.polygonEnd(),
    sphere: () => sink.sphere?.(),
  }
}

// One decimal: a tenth of a pixel is finer than any screen shows.
const path = geoPath(projection).digits(1)
const landPath = geoPath({ stream: (sink) => projection.stream(thinned(sink)) }).digits(1)

const draw = (object: GeoPermissibleObjects) => path(object) ?? ''
const drawLand = (object: GeoPermissibleObjects) => landPath(object) ?? ''

const projected = (place: MapPlace): Point => {
  const [x, y] = projection([...place.coordinates]) ?? [0, 0]
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10]
}

/** The projected box of a country: [[left, top], [right, bottom]]. */
export function countryBounds(isoNumeric: string): readonly [Point, Point] {
  const country = countries.find((candidate) => candidate.id === isoNumeric)
  if (!country) throw new Error(`world-atlas has no country ${isoNumeric}`)
  return path.bounds(country)
}

export const originPoint = (origin: MapPlace) => projected(origin)

const marker = ([x, y]: Point, r: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="#ffffff" stroke-width="${r / 2.5}"/>`

/** The map's body (no <svg> wrapper), for drawings that place it inside their own. */
export function routeMapBody(origin: MapPlace, destinations: readonly MapDestination[]): string {
  const highlighted = countries.filter((country) => destinations.some((d) => d.isoNumeric === country.id))
  const routes = destinations.map(
    (destination) =>
      `<path data-route="${destination.flag}" d="${draw({ type: 'LineString', coordinates: [[...origin.coordinates], [...destination.city.coordinates]] })}"/>`,
  )
  return [
    `<path d="${drawLand(land)}" fill="#ffffff" fill-opacity="0.14"/>`,
    `<path d="${highlighted.map(drawLand).join('')}" fill="#ffffff" fill-opacity="0.36"/>`,
    `<g ${stroked(accent[400], 4, ' stroke-dasharray="1 9"')}>${routes.join('')}</g>`,
    destinations.map((destination) => marker(projected(destination.city), 8, accent[400])).join(''),
    `<circle cx="${projected(origin)[0]}" cy="${projected(origin)[1]}" r="24" fill="${accent[300]}" fill-opacity="0.3"/>`,
    marker(projected(origin), 11, accent[500]),
  ].join('')
}

export const routeMapSvg = (origin: MapPlace, destinations: readonly MapDestination[]) =>
  svgDocument(routeMapSize, routeMapBody(origin, destinations))
