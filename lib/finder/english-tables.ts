// The score tables the finder's routes read, cut to the tests it offers, and packed for the trip to
// its island: rows of numbers in the page's HTML rather than rows of named fields.
import type { AustralianLevel, LanguageTables, ScoreRow } from '../language-scores/tables'
import { type Ability, abilities } from '../language-scores/tests'

/** The tables the routes' rules read, as plain numbers: the registry's, cut to the finder's tests. */
export type FinderEnglishTables = Pick<LanguageTables, 'australia' | 'uk' | 'nz' | 'germany'> & {
  clb: Pick<LanguageTables['clb'], 'ielts' | 'celpip' | 'pte'>
}

/** A table as the page carries it to the browser: each row its level, then its minimums in `abilities` order. */
type PackedRows<Level> = readonly (readonly [Level, ...number[]])[]

/** The tables as props: rows of numbers weigh some 250 bytes less gzipped than rows of named fields. */
export type PackedEnglishTables = Omit<FinderEnglishTables, 'clb' | 'australia'> & {
  clb: Record<keyof FinderEnglishTables['clb'], PackedRows<number>>
  australia: Record<keyof FinderEnglishTables['australia'], PackedRows<AustralianLevel>>
}

const mapValues = <T extends object, U>(record: T, f: (value: T[keyof T]) => U) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, f(value)])) as { [K in keyof T]: U }

const pack = <Level>(rows: readonly ScoreRow<Level>[]): PackedRows<Level> =>
  rows.map((row) => [row.level, ...abilities.map((a) => row.min[a])] as const)

const unpack = <Level>(rows: PackedRows<Level>): ScoreRow<Level>[] =>
  rows.map(([level, ...min]) => ({
    level,
    min: Object.fromEntries(abilities.map((a, i) => [a, min[i]])) as Record<Ability, number>,
  }))

export const packTables = (tables: FinderEnglishTables): PackedEnglishTables => ({
  ...tables,
  clb: mapValues(tables.clb, pack<number>),
  australia: mapValues(tables.australia, pack<AustralianLevel>),
})

export const unpackTables = (tables: PackedEnglishTables): FinderEnglishTables => ({
  ...tables,
  clb: mapValues(tables.clb, unpack<number>),
  australia: mapValues(tables.australia, unpack<AustralianLevel>),
})
