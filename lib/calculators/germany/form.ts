// The Opportunity Card calculator's form: the English level it has always asked, or a test and its
// scores as printed, whose overall score gives the level by the test maker's CEFR table (destinations.ts).

import { germanEnglishLevel } from '../../language-scores/destinations'
import { englishForm, type RouteFormGrid } from '../../language-scores/english-form'
import { type GermanyAnswers, type GermanyGrid, germanyQuery, parseGermanyQuery } from './rules'

type GermanEnglish = GermanyAnswers['english']

/** The CEFR level the overall score shows, and the overall score the next level up takes. */
interface GermanEnglishReached {
  level: GermanEnglish
  next?: { level: Exclude<GermanEnglish, 'none'>; overall: number }
}

type GermanyFormGrid = RouteFormGrid<GermanyGrid, 'germany'>

/** Germany reads the CEFR level of IELTS's overall band or TOEFL iBT's total. */
export const germanyForm = englishForm({
  tests: ['ielts', 'toefl'],
  overall: ['ielts'],
  parse: (query, _grid: GermanyFormGrid) => parseGermanyQuery(query),
  write: germanyQuery,
  reach: (
    answers: GermanyAnswers,
    read,
    { tables },
  ): { answers: GermanyAnswers; reached: GermanEnglishReached } | undefined => {
    const level = germanEnglishLevel(tables, read)
    if (level === undefined) return undefined
    const table = tables.germany[read.test]
    const next =
      level === 'none'
        ? ({ level: 'b2', overall: table.b2 } as const)
        : level === 'b2'
          ? ({ level: 'c1', overall: table.c1 } as const)
          : undefined
    return { answers: { ...answers, english: level }, reached: { level, ...(next ? { next } : {}) } }
  },
})
