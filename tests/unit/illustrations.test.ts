// The drawings: the route map is real geography (Pune inside India, a route per destination), and every
// drawing is a small, well-formed SVG of the size its <img> declares.
import { gzipSync } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { mapDestinations, mapOrigin, postIllustrations } from '../../content/illustrations'
import { routes } from '../../content/routes'
import { illustrationNames, illustrationSvg } from '../../lib/illustrations'
import { illustrationPath, illustrationSize } from '../../lib/illustrations/catalogue'
import { countryBounds, originPoint, routeMapSvg } from '../../lib/illustrations/route-map'
import { pictureSize } from '../../lib/og/social-card'

const india = '356'

describe('the route map', () => {
  const svg = routeMapSvg(mapOrigin, mapDestinations)

  it('draws one route per destination, and each destination country lies on the map', () => {
    const routes = [...svg.matchAll(/<path data-route="(\w+)" d="M[^"]+"/g)].map((match) => match[1])
    expect(routes).toEqual(mapDestinations.map((destination) => destination.flag))
    for (const { isoNumeric } of mapDestinations) {
      const [[left, top], [right, bottom]] = countryBounds(isoNumeric)
      expect(left).toBeGreaterThanOrEqual(0)
      expect(top).toBeGreaterThanOrEqual(0)
      expect(right).toBeLessThanOrEqual(illustrationSize('route-map').width)
      expect(bottom).toBeLessThanOrEqual(illustrationSize('route-map').height)
    }
  })

  it('puts Pune inside India', () => {
    const [x, y] = originPoint(mapOrigin)
    const [[left, top], [right, bottom]] = countryBounds(india)
    expect(x).toBeGreaterThan(left)
    expect(x).toBeLessThan(right)
    expect(y).toBeGreaterThan(top)
    expect(y).toBeLessThan(bottom)
  })

  it('starts every route at Pune, with coordinates rounded to a tenth', () => {
    const [x, y] = originPoint(mapOrigin)
    for (const match of svg.matchAll(/data-route="\w+" d="M([\d.]+),([\d.]+)/g)) {
      expect([Number(match[1]), Number(match[2])]).toEqual([x, y])
    }
    for (const [, path] of svg.matchAll(/ d="([^"]+)"/g)) expect(path).not.toMatch(/\d\.\d{2}/)
  })
})

describe.each(illustrationNames)('%s', (name) => {
  const svg = illustrationSvg(name)

  it('is at most 25 KB gzip and renders at the size its <img> declares', async () => {
    expect(gzipSync(svg, { level: 9 }).length).toBeLessThanOrEqual(25 * 1024)
    const { width, height } = await sharp(Buffer.from(svg)).metadata()
    expect({ width, height }).toEqual(illustrationSize(name))
  })

  it('is served from one path', () => {
    expect(illustrationPath(name)).toBe(`/illustrations/${name}.svg`)
  })
})

it('every picture the pages and posts name is drawn', () => {
  for (const name of [
    ...Object.values(routes).map((route) => route.illustration),
    ...Object.values(postIllustrations),
  ]) {
    expect(illustrationNames).toContain(name)
  }
})

it('a link preview fits the picture in its box, in its own proportions', () => {
  expect(pictureSize({ width: 480, height: 360 })).toEqual({ width: 400, height: 300 })
  expect(pictureSize({ width: 960, height: 440 })).toEqual({ width: 400, height: 183 })
})
