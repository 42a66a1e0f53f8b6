// The CRS: its official grid as readable tables, in the words its copy module
// (content/) hands in. The rows every grid is made of are in lib/calculators/tables.ts.

import { type Band, pointsAt } from '../breakdown'
import {
  bandMins,
  bandPoints,
  bandRows,
  mergeRuns,
  type Options,
  optionRows,
  type PointsTable,
} from '../tables'
import type { CrsGrid, Education } from './rules'

const crsTableIds = [
  'age',
  'education',
  'firstLanguage',
  'secondLanguage',
  'canadianWork',
  'spouseEducation',
  'spouseLanguage',
  'spouseCanadianWork',
  'transferability',
  'additional',
] as const

/** The CLB levels the transferability rows name. */
type ClbLevels = { good: number; high: number; certificate: number }

export interface CrsTablesCopy {
  columns: { withSpouse: string; single: string }
  tables: Options<(typeof crsTableIds)[number]>
  rows: {
    age: {
      single: (from: number) => string
      range: (from: number, to: number) => string
      atLeast: (from: number) => string
      upTo: (to: number) => string
    }
    clb: {
      below: (to: number) => string
      single: (from: number) => string
      range: (from: number, to: number) => string
      atLeast: (from: number) => string
      orLess: (to: number) => string
    }
    years: {
      below: string
      single: (from: number) => string
      many: (from: number) => string
      atLeast: (from: number) => string
    }
  }
  transferabilityRows: {
    educationLanguage: (levels: ClbLevels) => readonly string[]
    educationCanadianWork: readonly string[]
    foreignWorkLanguage: (levels: ClbLevels) => readonly string[]
    foreignWorkCanadianWork: readonly string[]
    certificate: (levels: ClbLevels) => readonly string[]
    groupCap: string
    sectionCap: string
  }
  additionalRows: {
    nomination: string
    frenchWithEnglish: (french: { frenchMin: number; englishMin: number }) => string
    frenchWithoutEnglish: (french: { frenchMin: number; englishMin: number }) => string
    studyShort: string
    studyLong: string
    sibling: string
    sectionCap: string
  }
  caps: { heading: string; secondLanguage: string; core: string; spouse: string; total: string }
}

export function crsTables(
  grid: CrsGrid,
  copy: CrsTablesCopy,
  education: Record<Education, string>,
  pointsHeading: string,
): PointsTable[] {
  const two = [copy.columns.withSpouse, copy.columns.single]
  const one = [pointsHeading]
  const r = copy.rows
  const ages = Array.from({ length: grid.ages.max - grid.ages.min + 1 }, (_, i) => grid.ages.min + i)
  const age = mergeRuns(ages, [[...grid.age.withSpouse], [...grid.age.single]])
  const ageRows = bandRows(age.mins, age.columns, r.age)
  // The first age band is "17 or under", not "17".
  const firstAge = ageRows[0]
  if (firstAge) ageRows[0] = { ...firstAge, situation: r.age.upTo(grid.ages.min) }
  const years = (max: number) => Array.from({ length: max + 1 }, (_, i) => i)
  const yearLabels = {
    belowOne: r.years.below,
    single: r.years.single,
    range: r.years.many,
    atLeast: r.years.atLeast,
  }
  const yearRows = (columns: number[][]) =>
    bandRows(years(5), columns, yearLabels).map((row, i) =>
      i > 1 && i < 5 ? { ...row, situation: r.years.many(i) } : row,
    )
  const clbLabels = { below: r.clb.below, single: r.clb.single, range: r.clb.range, atLeast: r.clb.atLeast }
  const lowBand = (bands: readonly Band[]) =>
    bandRows(bandMins(bands), [bandPoints(bands)], clbLabels).map((row, i) =>
      i === 0 ? { ...row, situation: r.clb.orLess((bands[1]?.min ?? 1) - 1) } : row,
    )
  const t = copy.transferabilityRows
  const levels = { good: grid.levels.good, high: grid.levels.high, certificate: grid.levels.certificate }
  const cells = (labels: readonly string[], values: readonly (readonly number[])[]) =>
    labels.map((label, i) => ({ situation: label, points: [pointsAt(values.flat(), i)] }))
  const a = copy.additionalRows
  const french = { frenchMin: grid.french.min, englishMin: grid.french.englishMin }
  return [
    { caption: copy.tables.age, columns: two, rows: ageRows },
    {
      caption: copy.tables.education,
      columns: two,
      rows: optionRows([grid.education.withSpouse, grid.education.single], education),
    },
    {
      caption: copy.tables.firstLanguage,
      columns: two,
      rows: bandRows(
        grid.firstLanguage.map((band) => band.min),
        [grid.firstLanguage.map((band) => band.withSpouse), grid.firstLanguage.map((band) => band.single)],
        clbLabels,
      ),
    },
    {
      caption: copy.tables.secondLanguage,
      columns: two,
      rows: [
        ...lowBand(grid.secondLanguage).map((row) => ({
          ...row,
          points: [pointsAt(row.points, 0), pointsAt(row.points, 0)],
        })),
        {
          situation: copy.caps.secondLanguage,
          points: [grid.secondLanguageMax.withSpouse, grid.secondLanguageMax.single],
        },
      ],
    },
    {
      caption: copy.tables.canadianWork,
      columns: two,
      rows: yearRows([[...grid.canadianWork.withSpouse], [...grid.canadianWork.single]]),
    },
    {
      caption: copy.tables.spouseEducation,
      columns: one,
      rows: optionRows([grid.spouseEducation], education),
    },
    { caption: copy.tables.spouseLanguage, columns: one, rows: lowBand(grid.spouseLanguage) },
    { caption: copy.tables.spouseCanadianWork, columns: one, rows: yearRows([[...grid.spouseCanadianWork]]) },
    {
      caption: copy.tables.transferability,
      columns: one,
      rows: [
        ...cells(t.educationLanguage(levels), grid.educationLanguage),
        ...cells(t.educationCanadianWork, grid.educationCanadianWork),
        ...cells(t.foreignWorkLanguage(levels), grid.foreignWorkLanguage),
        ...cells(t.foreignWorkCanadianWork, grid.foreignWorkCanadianWork),
        ...cells(t.certificate(levels), [grid.certificate]),
        { situation: t.groupCap, points: [grid.transferabilityGroupMax] },
        { situation: t.sectionCap, points: [grid.transferabilityMax] },
      ],
    },
    {
      caption: copy.tables.additional,
      columns: one,
      rows: [
        { situation: a.nomination, points: [grid.nomination] },
        { situation: a.frenchWithEnglish(french), points: [grid.french.withEnglish] },
        { situation: a.frenchWithoutEnglish(french), points: [grid.french.withoutEnglish] },
        { situation: a.studyShort, points: [grid.canadianStudy.short] },
        { situation: a.studyLong, points: [grid.canadianStudy.long] },
        { situation: a.sibling, points: [grid.sibling] },
        { situation: a.sectionCap, points: [grid.additionalMax] },
      ],
    },
    {
      caption: copy.caps.heading,
      columns: two,
      rows: [
        { situation: copy.caps.core, points: [grid.coreMax.withSpouse, grid.coreMax.single] },
        { situation: copy.caps.spouse, points: [grid.spouseMax, 0] },
        { situation: copy.caps.total, points: [grid.maximum, grid.maximum] },
      ],
    },
  ]
}
