// The score tables as plain numbers, built from the fact registry when a page is prerendered (as
// lib/calculators/grids.ts does for the points grids): only these numbers travel to the browser.
import { facts } from '../../content/facts'
import type { Fact } from '../../content/facts/types'
import { allFacts } from '../facts/resolve'
import type { Ability } from './tests'

/** A row of a table: the lowest score, per ability, that reaches `level`. */
export interface ScoreRow<Level> {
  level: Level
  min: Readonly<Record<Ability, number>>
}

const australianLevels = ['competent', 'proficient', 'superior'] as const
export type AustralianLevel = (typeof australianLevels)[number]

export interface LanguageTables {
  /** IRCC's tables, highest CLB first. */
  clb: Readonly<Record<'ielts' | 'celpip' | 'pte' | 'tef' | 'tcf', readonly ScoreRow<number>[]>>
  /** LIN 25/016, lowest level first. */
  australia: Readonly<
    Record<
      'ielts' | 'pte-academic' | 'toefl' | 'c1-advanced' | 'celpip',
      readonly ScoreRow<AustralianLevel>[]
    >
  >
  uk: { ieltsB2: number; ieltsB1: number }
  nz: { ieltsOverall: number; toeflTotal: number; pteAcademicOverall: number }
  germany: { ielts: { b2: number; c1: number }; toefl: { b2: number; c1: number } }
}

const number = (fact: Fact): number => {
  if (typeof fact.value !== 'number') throw new Error(`A score table fact is not a number: ${fact.about}`)
  return fact.value
}

const row = <Level>(level: Level, cells: Record<Ability, Fact>): ScoreRow<Level> => ({
  level,
  min: { r: number(cells.r), w: number(cells.w), l: number(cells.l), s: number(cells.s) },
})

/** `clb10` … `clb3`, highest first. */
const clbTable = (table: Record<string, Record<Ability, Fact>>) =>
  Object.entries(table)
    .map(([key, cells]) => row(Number(key.replace('clb', '')), cells))
    .sort((a, b) => b.level - a.level)

const australiaTable = (table: Record<AustralianLevel, Record<Ability, Fact>>) =>
  australianLevels.map((level) => row(level, table[level]))

const { canada, australia, uk, nz, germany } = facts.languageScores

export const languageTables: LanguageTables = {
  clb: {
    ielts: clbTable(canada.ielts),
    celpip: clbTable(canada.celpip),
    pte: clbTable(canada.pte),
    tef: clbTable(canada.tef),
    tcf: clbTable(canada.tcf),
  },
  australia: {
    ielts: australiaTable(australia.ielts),
    'pte-academic': australiaTable(australia.pteAcademic),
    toefl: australiaTable(australia.toefl),
    'c1-advanced': australiaTable(australia.c1Advanced),
    celpip: australiaTable(australia.celpip),
  },
  uk: { ieltsB2: number(uk.ieltsUkvi.b2), ieltsB1: number(uk.ieltsUkvi.b1) },
  nz: {
    ieltsOverall: number(nz.smc.ieltsOverall),
    toeflTotal: number(nz.smc.toeflTotal),
    pteAcademicOverall: number(nz.smc.pteAcademicOverall),
  },
  germany: {
    ielts: {
      b2: number(germany.opportunityCard.ieltsB2Overall),
      c1: number(germany.opportunityCard.ieltsC1Overall),
    },
    toefl: {
      b2: number(germany.opportunityCard.toeflB2Total),
      c1: number(germany.opportunityCard.toeflC1Total),
    },
  },
}

/** The registry names of the facts a page converting scores for one destination shows, for its review. */
export const languageTableFacts = {
  canada: allFacts(canada, 'languageScores.canada').map(([name]) => name),
  australia: allFacts(australia, 'languageScores.australia').map(([name]) => name),
  uk: allFacts(uk, 'languageScores.uk').map(([name]) => name),
  nz: allFacts(nz, 'languageScores.nz').map(([name]) => name),
  germany: allFacts(germany, 'languageScores.germany').map(([name]) => name),
  all: allFacts(facts.languageScores, 'languageScores').map(([name]) => name),
}
