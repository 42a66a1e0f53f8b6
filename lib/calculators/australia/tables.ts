// Australia's points test: its official grid as readable tables, in the words its copy module
// (content/) hands in. The rows every grid is made of are in lib/calculators/tables.ts.

import type { Options, PointsTable, Row } from '../tables'
import { bandMins, bandPoints, bandRows, optionRows } from '../tables'
import type { AustraliaGrid, visas } from './rules'

const australiaTableIds = [
  'age',
  'english',
  'overseas',
  'australian',
  'qualification',
  'other',
  'partner',
  'nomination',
] as const

export interface AustraliaTablesCopy {
  ageBands: { range: (from: number, to: number) => string; atLeast: (from: number) => string }
  employmentBands: {
    below: (to: number) => string
    belowOne: string
    range: (from: number, to: number) => string
    atLeast: (from: number) => string
  }
  tables: Options<(typeof australiaTableIds)[number]>
  employmentCap: string
  nominationOptions: Options<(typeof visas)[number]>
}

export interface AustraliaOptionLabels {
  english: Record<keyof AustraliaGrid['english'], string>
  qualification: Record<keyof AustraliaGrid['qualification'], string>
  flags: Record<keyof AustraliaGrid['flags'], string>
  partner: Record<keyof AustraliaGrid['partner'], string>
}

export function australiaTables(
  grid: AustraliaGrid,
  copy: AustraliaTablesCopy,
  options: AustraliaOptionLabels,
  pointsHeading: string,
): PointsTable[] {
  const one = [pointsHeading]
  const table = (caption: string, rows: Row[]): PointsTable => ({ caption, columns: one, rows })
  return [
    table(copy.tables.age, bandRows(bandMins(grid.age), [bandPoints(grid.age)], copy.ageBands)),
    table(copy.tables.english, optionRows([grid.english], options.english)),
    table(
      copy.tables.overseas,
      bandRows(bandMins(grid.overseas), [bandPoints(grid.overseas)], copy.employmentBands),
    ),
    table(copy.tables.australian, [
      ...bandRows(bandMins(grid.australian), [bandPoints(grid.australian)], copy.employmentBands),
      { situation: copy.employmentCap, points: [grid.employmentCap] },
    ]),
    table(copy.tables.qualification, optionRows([grid.qualification], options.qualification)),
    table(copy.tables.other, optionRows([grid.flags], options.flags)),
    table(copy.tables.partner, optionRows([grid.partner], options.partner)),
    table(copy.tables.nomination, optionRows([grid.nomination], copy.nominationOptions)),
  ]
}
