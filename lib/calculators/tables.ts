// The official grids as readable tables: what crawlers index and what a visitor without JavaScript
// adds up by hand. Built when a page is prerendered; the calculators never load these modules. Here the
// rows every grid is made of; each calculator's tables are in its folder (crs/tables.ts, …).

import { type Band, pointsAt } from './breakdown'

/** Each option's words, by its id. */
export type Options<K extends string> = Record<K, string>

export interface PointsTable {
  caption: string
  /** The heading of each points column (one, or "with a spouse" and "without"; or amounts and points). */
  columns: readonly string[]
  /** Each row's cells: points, or an amount already written out ("£33,400", "70%"). */
  rows: readonly { situation: string; points: readonly (number | string)[] }[]
}

export interface BandLabels {
  /** The first band when it starts at 0 ("Less than 3 years"); `belowOne` when it ends before 1. */
  below?: (to: number) => string
  belowOne?: string
  /** A band of one value ("CLB 6", "1 year"). */
  single?: (from: number) => string
  range: (from: number, to: number) => string
  atLeast: (from: number) => string
}

/** A row of points (amounts are written out only in the Skilled Worker's table). */
export type Row = { situation: string; points: readonly number[] }

/** The words of the band from `min` up to the next band's start (`next`), or up from `min` when last. */
function bandLabel(min: number, next: number | undefined, labels: BandLabels): string {
  if (next === undefined) return labels.atLeast(min)
  if (min === 0 && next === 1 && labels.belowOne) return labels.belowOne
  if (min === 0 && labels.below) return labels.below(next)
  const to = next - 1
  return min === to && labels.single ? labels.single(min) : labels.range(min, to)
}

/** Rows for banded values: "18 to 24: 25", "45 or over: 0". Bands with several columns share edges. */
export function bandRows(
  mins: readonly number[],
  columns: readonly (readonly number[])[],
  labels: BandLabels,
): Row[] {
  return mins.map((min, index) => ({
    situation: bandLabel(min, mins[index + 1], labels),
    points: columns.map((column) => pointsAt(column, index)),
  }))
}

/** Rows for a factor of named options, in the copy's order. */
export function optionRows<K extends string>(
  points: readonly Record<K, number>[],
  labels: Record<K, string>,
): Row[] {
  return (Object.keys(labels) as K[]).map((key) => ({
    situation: labels[key],
    points: points.map((p) => p[key]),
  }))
}

export const bandMins = (bands: readonly Band[]) => bands.map((band) => band.min)
export const bandPoints = (bands: readonly Band[]) => bands.map((band) => band.points)

/** Consecutive equal cells merged into one row: ages 20 to 29 all score the same. */
export function mergeRuns(mins: number[], columns: number[][]): { mins: number[]; columns: number[][] } {
  const keep = mins.map((_, i) => i === 0 || columns.some((column) => column[i] !== column[i - 1]))
  return {
    mins: mins.filter((_, i) => keep[i]),
    columns: columns.map((column) => column.filter((_, i) => keep[i])),
  }
}
