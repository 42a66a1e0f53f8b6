// The official grids as readable tables: what crawlers index and what a visitor without JavaScript
// adds up by hand. Built when a page is prerendered; the calculators never load this module.

import { formatValue } from '../facts/format'
import type { Locale } from '../i18n'
import type { AustraliaGrid, visas } from './australia'
import { type Band, pointsAt } from './breakdown'
import type { CrsGrid, Education } from './crs'
import type { GermanyGrid } from './germany'
import type { NzAnswers, NzGrid } from './nz'
import { type SalaryOption, salaryOptions, type UkGrid, ukFlags } from './uk'

/** Each option's words, by its id. */
type Options<K extends string> = Record<K, string>

// The words each grid's tables are written in: the calculator's copy module (content/) hands them in.

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

export interface UkTablesCopy {
  tables: Record<'mandatory' | 'salary', string>
  columns: Record<'floor' | 'goingRate', string>
  rows: { mandatory: Options<(typeof ukFlags)[number]>; options: Options<SalaryOption> }
}

export interface PointsTable {
  caption: string
  /** The heading of each points column (one, or "with a spouse" and "without"; or amounts and points). */
  columns: readonly string[]
  /** Each row's cells: points, or an amount already written out ("£33,400", "70%"). */
  rows: readonly { situation: string; points: readonly (number | string)[] }[]
}

interface BandLabels {
  /** The first band when it starts at 0 ("Less than 3 years"); `belowOne` when it ends before 1. */
  below?: (to: number) => string
  belowOne?: string
  /** A band of one value ("CLB 6", "1 year"). */
  single?: (from: number) => string
  range: (from: number, to: number) => string
  atLeast: (from: number) => string
}

/** A row of points (amounts are written out only in the Skilled Worker's table). */
type Row = { situation: string; points: readonly number[] }

/** The words of the band from `min` up to the next band's start (`next`), or up from `min` when last. */
function bandLabel(min: number, next: number | undefined, labels: BandLabels): string {
  if (next === undefined) return labels.atLeast(min)
  if (min === 0 && next === 1 && labels.belowOne) return labels.belowOne
  if (min === 0 && labels.below) return labels.below(next)
  const to = next - 1
  return min === to && labels.single ? labels.single(min) : labels.range(min, to)
}

/** Rows for banded values: "18 to 24: 25", "45 or over: 0". Bands with several columns share edges. */
function bandRows(
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
function optionRows<K extends string>(
  points: readonly Record<K, number>[],
  labels: Record<K, string>,
): Row[] {
  return (Object.keys(labels) as K[]).map((key) => ({
    situation: labels[key],
    points: points.map((p) => p[key]),
  }))
}

const bandMins = (bands: readonly Band[]) => bands.map((band) => band.min)
const bandPoints = (bands: readonly Band[]) => bands.map((band) => band.points)

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

/** Consecutive equal cells merged into one row: ages 20 to 29 all score the same. */
function mergeRuns(mins: number[], columns: number[][]): { mins: number[]; columns: number[][] } {
  const keep = mins.map((_, i) => i === 0 || columns.some((column) => column[i] !== column[i - 1]))
  return {
    mins: mins.filter((_, i) => keep[i]),
    columns: columns.map((column) => column.filter((_, i) => keep[i])),
  }
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
