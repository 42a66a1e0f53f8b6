// The visa finder's occupation readings, a file per language that the finder's island loads only once an
// occupation is chosen (or its link names one), so that the page carries none of it: what each list
// says of the common occupations (lib/finder/occupation.ts), and the words that say it, the
// calculators' own (`occupationChoice`) and the finder's (`visaFinder.finder.occupation`). Written by
// `npm run messages` (scripts/messages.ts) after an edit of the catalogues or a list's refresh;
// tests/unit/finder-occupations.test.ts fails while a file is out of date.
import { join } from 'node:path'
import type { RoundType } from '../lib/draws/rounds'
import type { PackedEnglishTables } from '../lib/finder/english-tables'
import type { FinderOccupations, OccupationNoteKey } from '../lib/finder/occupation'
import { finderIslandRules } from '../lib/finder/rules'
import type { Locale } from '../lib/i18n'
import { type MessageKey, type Messages, messagesFor, messageText, words } from '../lib/messages'
import { roundTypeNames } from './express-entry-draws'
import { occupationChoice } from './occupation-choice'
import { finderOccupationRows } from './occupation-tables'
import { byId } from './points'

/** What a route's list says of the occupation: the calculators' words, and the finder's own for the UK rate. */
const occupationNoteKeys = {
  noCode: 'occupationChoice.noCode',
  notKept: 'occupationChoice.notKept',
  category: 'occupationChoice.crs.category',
  noCategory: 'occupationChoice.crs.noCategory',
  visas: 'occupationChoice.australia.visas',
  noVisa: 'occupationChoice.australia.noVisa',
  authority: 'occupationChoice.australia.authority',
  noAuthority: 'occupationChoice.australia.noAuthority',
  rqf6: 'occupationChoice.uk.eligibility.rqf6',
  'lists-only': 'occupationChoice.uk.eligibility.lists-only',
  goingRate: 'visaFinder.finder.occupation.goingRate',
  payScale: 'visaFinder.finder.occupation.payScale',
  tier: 'occupationChoice.nz.tier',
  shortage: 'occupationChoice.germany.shortage',
  standard: 'occupationChoice.germany.standard',
} as const satisfies Record<OccupationNoteKey, MessageKey>

/** What the readings say in m's language: each note, the round types the lists name, and the limits. */
function readingWords(m: Messages, occupations: FinderOccupations) {
  // The round types the common occupations' category lists name: the island needs no other.
  const types = new Set(
    Object.values(occupations).flatMap((o) =>
      o.canada?.code ? (o.canada.answer?.categories.map(({ round }) => round) ?? []) : [],
    ),
  )
  const typeNames = roundTypeNames(m)
  const { noList } = words(m, 'visaFinder.finder.occupation', {}, ['hint', 'goingRate', 'payScale'])
  return {
    suggestion: occupationChoice(m).suggestion,
    notes: byId(Object.keys(occupationNoteKeys) as OccupationNoteKey[], (note) =>
      messageText(m, occupationNoteKeys[note]),
    ),
    noList,
    types: Object.fromEntries([...types].map((type) => [type, typeNames[type]])) as Partial<
      Record<RoundType, string>
    >,
  }
}

/**
 * One language's file: the rows and their words; and the English tests' score tables, which only a
 * visitor who gives scores needs, so that they travel here and not with the page (0.4 KB gzip).
 */
export const finderOccupationsFile = (locale: Locale) =>
  `${JSON.stringify({
    rows: finderOccupationRows,
    words: readingWords(messagesFor(locale), finderOccupationRows),
    english: finderIslandRules.english,
  })}\n`

export const finderOccupationsPath = (locale: Locale) =>
  join(import.meta.dirname, 'generated', `finder-occupations.${locale}.json`)

export type FinderReadings = {
  rows: FinderOccupations
  words: ReturnType<typeof readingWords>
  english: PackedEnglishTables
}
