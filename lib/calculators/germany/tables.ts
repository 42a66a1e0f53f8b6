// The Opportunity Card: its official grid as readable tables, in the words its copy module
// (content/) hands in. The rows every grid is made of are in lib/calculators/tables.ts.

import { type Options, optionRows, type PointsTable, type Row } from '../tables'
import type { GermanyGrid } from './rules'

export interface GermanyTablesCopy {
  prerequisites: { heading: string; items: readonly string[] }
  tables: Record<'qualification' | 'german' | 'english' | 'experience' | 'age' | 'other', string>
  rows: {
    partialRecognition: string
    shortage: string
    german: Options<'a2' | 'b1' | 'b2'>
    englishC1: string
    experience: Options<'2in5' | '5in7'>
    ageUnder: (under: number) => string
    ageFrom: (band: { from: number; to: number }) => string
    stay: string
    partner: string
  }
}

/** The Opportunity Card's points table, one table per criterion, and its minimum. */
export function germanyTables(
  grid: GermanyGrid,
  copy: GermanyTablesCopy,
  pointsHeading: string,
): PointsTable[] {
  const table = (caption: string, rows: Row[]): PointsTable => ({ caption, columns: [pointsHeading], rows })
  const r = copy.rows
  const [younger, older] = grid.age
  return [
    table(copy.tables.qualification, [
      { situation: r.partialRecognition, points: [grid.partialRecognition] },
      { situation: r.shortage, points: [grid.shortage] },
    ]),
    table(copy.tables.german, optionRows([grid.german], r.german)),
    table(copy.tables.english, [{ situation: r.englishC1, points: [grid.englishC1] }]),
    table(copy.tables.experience, optionRows([grid.experience], r.experience)),
    table(copy.tables.age, [
      ...(younger ? [{ situation: r.ageUnder(younger.under), points: [younger.points] }] : []),
      ...(younger && older
        ? [
            {
              situation: r.ageFrom({ from: younger.under, to: older.under - 1 }),
              points: [older.points],
            },
          ]
        : []),
    ]),
    table(copy.tables.other, [
      { situation: r.stay, points: [grid.stay] },
      { situation: r.partner, points: [grid.partner] },
    ]),
  ]
}
