// The shape both points calculators answer in: lines of points, each cap applied and named, so the
// page can show every step and the tests can check that the total is the sum of what is shown.

export interface PointsLine<Id extends string = string> {
  id: Id
  /** The points this line adds to the total. */
  points: number
  /** What the answers were worth before a cap cut them; absent when no cap applied. */
  uncapped?: number
  /** The cap that cut this line. */
  cap?: number
}

/** A line worth `raw` points, cut to `cap` when it is over. */
export function cappedLine<Id extends string>(id: Id, raw: number, cap: number): PointsLine<Id> {
  return raw > cap ? { id, points: cap, uncapped: raw, cap } : { id, points: raw }
}

export const sumOf = (lines: readonly { points: number }[]) =>
  lines.reduce((sum, line) => sum + line.points, 0)

/**
 * The points at a place in a grid's list. A place the grid does not fill is a broken grid, never 0:
 * it stops the build that prerenders the tables (and every profile the tests work through).
 */
export function pointsAt(list: readonly number[] | undefined, index: number): number {
  const points = list?.[index]
  if (points === undefined) throw new Error(`The points grid has no value at ${index}`)
  return points
}

/** A band of a points table: from `min` (inclusive) up to the next band's `min`. */
export interface Band {
  min: number
  points: number
}

/** The points of the highest band `value` reaches; 0 below the first band. */
export function bandPoints(bands: readonly Band[], value: number): number {
  let points = 0
  for (const band of bands) if (value >= band.min) points = band.points
  return points
}

/** A whole number in [min, max] from a query value, or undefined when it is not one. */
export function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined
  const number = Number(value)
  return number >= min && number <= max ? number : undefined
}

/**
 * A whole amount as a visitor types it ("41,700", "£41700", "NZ$ 52"), up to seven digits (more is a
 * slip, not a salary); undefined if not that.
 */
export function parseAmount(text: string | null): number | undefined {
  if (text === null) return undefined
  const digits = text
    .trim()
    .replace(/^(?:NZD|NZ\$|£|\$|€)\s*/i, '')
    .replace(/[,\s]/g, '')
  if (!/^\d{1,7}$/.test(digits)) return undefined
  return Number(digits)
}

/** One of `options` from a query value, or undefined. */
export function oneOf<T extends string>(value: string | null, options: readonly T[]): T | undefined {
  return options.find((option) => option === value)
}
