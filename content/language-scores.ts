// /language-scores: one test report, what it is worth at each destination (the island works it out
// from the tables as plain numbers, lib/language-scores/worth.ts) and the official tables themselves
// as the page's text. Words in the catalogues (languageScores.*), the figures as arguments.

import { australiaScoreTests } from '../lib/calculators/australia/form'
import { englishLevels } from '../lib/calculators/australia/rules'
import { asOf, factArguments } from '../lib/facts/site'
import type { MessageText } from '../lib/island-messages'
import type { ScoreRow } from '../lib/language-scores/tables'
import { languageTables } from '../lib/language-scores/tables'
import type { TestId } from '../lib/language-scores/tests'
import { formatNumber } from '../lib/locale'
import { islandWords, type Messages, messageText, words } from '../lib/messages'
import { type BookingStep, bookingStep } from './book'
import { facts } from './facts'
import { byId } from './points'

const p = 'languageScores'

/** A cell of LIN 25/016's tables: its asOf is the day their scores apply from. */
function lin25016() {
  const cell = facts.languageScores.australia.ielts.competent?.r
  if (!cell) throw new Error('The Australian IELTS table has no Competent row')
  return cell
}

/** What the island formats with the visitor's scores. */
export interface LanguageScoresCopy {
  heading: string
  lead: string
  overall: string
  typeAll: string
  /** In the result's place while the island applies the answers in the page's address. */
  pending: string
  results: {
    heading: string
    next: string
    /** {ability}, {score}. */
    needs: MessageText
    overall: string
    canada: {
      heading: string
      clb: MessageText
      nclc: MessageText
      none: string
      /** {ability}, {level}. */
      level: MessageText
      /** {single}, {withSpouse}. */
      points: MessageText
      /** {ability}, {score}, {level}. */
      nextLevel: MessageText
      notAccepted: string
    }
    australia: {
      heading: string
      /** {level}, {points}. */
      level: MessageText
      levels: Record<(typeof englishLevels)[number], string>
      notEnough: string
      /** {level}: the next one up. */
      next: MessageText
      notAccepted: string
    }
    uk: Record<'heading' | 'met' | 'short' | 'notCovered' | 'notAccepted', string>
    nz: Record<'heading' | 'met' | 'short' | 'needsOverall' | 'notCovered', string>
    germany: Record<'heading' | 'met' | 'short' | 'notCovered', string>
  }
  enquiry: {
    label: string
    lead: string
    immigrationType: string
    /** {test}, {l}, {r}, {w}, {s}. */
    summary: MessageText
    linkLead: string
    book: BookingStep
  }
  whatsApp: { label: string; lead: MessageText }
}

/** A table of the page: its caption, the level of each row and each ability's lowest score. */
export interface ScoreTable {
  caption: string
  rows: readonly { level: string; cells: readonly string[] }[]
}

const sayRows = <Level>(
  rows: readonly ScoreRow<Level>[],
  level: (level: Level) => string,
  language: Messages['language'],
) =>
  rows.map((row) => ({
    level: level(row.level),
    // Listening, reading, writing, speaking: the order of a test report.
    cells: (['l', 'r', 'w', 's'] as const).map((a) => formatNumber(row.min[a], language)),
  }))

export function languageScores(m: Messages) {
  const r = `${p}.results`
  const level = (key: 'clb' | 'nclc') => (n: number) => m(`${r}.canada.${key}`, { n })
  const caption = (test: string) => m(`${p}.tables.caption`, { test })
  const testName = (test: Exclude<TestId, 'clb'>) => m(`languageTests.names.${test}`)
  const { clb, australia, uk, nz, germany } = languageTables
  const canadaTables: ScoreTable[] = (['ielts', 'celpip', 'pte', 'tef', 'tcf'] as const).map((test) => ({
    caption: caption(testName(test)),
    rows: sayRows(clb[test], level(test === 'tef' || test === 'tcf' ? 'nclc' : 'clb'), m.language),
  }))
  const australianLevel = (key: (typeof englishLevels)[number]) =>
    m(`australiaPoints.calculator.english.levels.${key}`)
  const australiaTables: ScoreTable[] = australiaScoreTests.map((test) => ({
    caption: caption(test === 'ielts' ? m('languageTests.ieltsEither') : testName(test)),
    rows: sayRows(australia[test], australianLevel, m.language),
  }))
  const { noScript, ...calculatorWords } = words(m, `${p}.calculator`)
  const results = islandWords(m, r, [
    'needs',
    'canada.clb',
    'canada.nclc',
    'canada.level',
    'canada.points',
    'canada.nextLevel',
    'australia.level',
  ])
  const calculator: LanguageScoresCopy = {
    ...calculatorWords,
    pending: m('answersResult.pending'),
    results: {
      ...results,
      australia: {
        ...results.australia,
        levels: byId(englishLevels, australianLevel),
        notEnough: m('australiaPoints.calculator.english.notEnough'),
        next: messageText(m, 'australiaPoints.calculator.english.next'),
      },
    },
    enquiry: {
      ...islandWords(m, `${p}.enquiry`, ['summary']),
      immigrationType: 'Permanent Residency (PR)',
      book: bookingStep(m),
    },
    whatsApp: islandWords(m, `${p}.whatsApp`, ['lead']),
  }
  const tables = words(m, `${p}.tables`, {}, ['caption', 'australia', 'uk', 'nz', 'germany'])
  return {
    hero: words(m, `${p}.hero`),
    noScript,
    calculator,
    tables: {
      ...tables,
      // A report's order; the words alone, as the tables' columns (the form's labels add the English).
      abilities: Object.values(tables.abilities),
      canada: { heading: tables.canada, tables: canadaTables },
      australia: {
        heading: m(`${p}.tables.australia`, factArguments({ since: asOf(lin25016()) }, m.language)),
        tables: australiaTables,
      },
      others: {
        heading: tables.others,
        lines: [
          m(`${p}.tables.uk`, { b2: uk.ieltsB2 }),
          m(`${p}.tables.nz`, { ielts: nz.ieltsOverall, toefl: nz.toeflTotal, pte: nz.pteAcademicOverall }),
          m(`${p}.tables.germany`, {
            ieltsB2: germany.ielts.b2,
            toeflB2: germany.toefl.b2,
            ieltsC1: germany.ielts.c1,
            toeflC1: germany.toefl.c1,
          }),
        ],
      },
    },
  }
}
