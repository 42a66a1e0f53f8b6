// The Skilled Worker visa: its official grid as readable tables, in the words its copy module
// (content/) hands in. The rows every grid is made of are in lib/calculators/tables.ts.

import { formatValue } from '../../facts/format'
import type { Locale } from '../../i18n'
import type { Options, PointsTable } from '../tables'
import { type SalaryOption, salaryOptions, type UkGrid, ukFlags } from './rules'

export interface UkTablesCopy {
  tables: Record<'mandatory' | 'salary', string>
  columns: Record<'floor' | 'goingRate', string>
  rows: { mandatory: Options<(typeof ukFlags)[number]>; options: Options<SalaryOption> }
}

/**
 * The Skilled Worker points: the mandatory points, then each salary rule's floor, share and points,
 * the amounts written in `locale`.
 */
export function ukTables(
  grid: UkGrid,
  copy: UkTablesCopy,
  pointsHeading: string,
  locale: Locale,
): PointsTable[] {
  return [
    {
      caption: copy.tables.mandatory,
      columns: [pointsHeading],
      rows: ukFlags.map((flag) => ({ situation: copy.rows.mandatory[flag], points: [grid.mandatory[flag]] })),
    },
    {
      caption: copy.tables.salary,
      columns: [copy.columns.floor, copy.columns.goingRate, pointsHeading],
      rows: salaryOptions.map((option) => ({
        situation: copy.rows.options[option],
        points: [
          formatValue(grid.options[option].floor, 'GBP', locale),
          formatValue(grid.options[option].percent, 'percent', locale),
          grid.salaryPoints,
        ],
      })),
    },
  ]
}
