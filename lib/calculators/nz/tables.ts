// The Skilled Migrant Category: its official grid as readable tables, in the words its copy module
// (content/) hands in. The rows every grid is made of are in lib/calculators/tables.ts.

import { type Options, optionRows, type PointsTable, type Row } from '../tables'
import type { NzAnswers, NzGrid } from './rules'

export interface NzTablesCopy {
  tables: Record<'registration' | 'qualification' | 'income' | 'nzWork', string>
  rows: {
    registration: Options<Exclude<NzAnswers['registration'], 'none'>>
    qualification: Options<Exclude<NzAnswers['qualification'], 'none'>>
    /** "At least 2 times the median wage (NZD 70 an hour)". */
    income: (tier: { multiple: number; rate: number }) => string
    /** For 1, 2 and 3 points. */
    nzWork: readonly [string, string, string]
  }
}

/** The Skilled Migrant points: one table per skill category (the highest counts), then New Zealand work. */
export function nzTables(grid: NzGrid, copy: NzTablesCopy, pointsHeading: string): PointsTable[] {
  const table = (caption: string, rows: Row[]): PointsTable => ({ caption, columns: [pointsHeading], rows })
  const r = copy.rows
  return [
    table(copy.tables.registration, optionRows([grid.registration], r.registration)),
    table(copy.tables.qualification, optionRows([grid.qualification], r.qualification)),
    table(
      copy.tables.income,
      grid.income.map((tier) => ({
        situation: r.income({
          multiple: tier.multiple,
          rate: Math.round(tier.multiple * grid.medianWage * 100) / 100,
        }),
        points: [tier.points],
      })),
    ),
    table(
      copy.tables.nzWork,
      grid.nzWork.map((points, index) => ({ situation: r.nzWork[index] ?? '', points: [points] })),
    ),
  ]
}
