// What each tool's page hands its island for the occupation question (components/ui/OccupationChoice.tsx):
// the question's words and the tool's own in the page's language, the tool's rows of the common
// occupations from its country's snapshot, and the date of that snapshot.

import { expressEntryRounds } from '../lib/draws/snapshot'
import type { Locale } from '../lib/i18n'
import { australiaTable, crsTable, germanyTable, nzTable, ukTable } from '../lib/occupations/tools'
import { copyIn } from './copy'
import { germany } from './facts/germany'
import {
  australiaOccupations,
  canadaCategories,
  commonOccupations,
  germanyBlueCard,
  nocUnitGroups,
  nzGreenList,
  ukSkilledOccupations,
} from './facts/occupations'
import { occupationCopyFor } from './occupation-choice'

const salaries = germany.blueCard.salary

/** Each tool's rows, and the date of the list they come from. */
const tools = {
  uk: { table: ukTable(commonOccupations, ukSkilledOccupations), asOf: ukSkilledOccupations.asOf },
  crs: {
    table: crsTable(commonOccupations, {
      nocs: nocUnitGroups,
      categories: canadaCategories,
      rounds: expressEntryRounds.rounds,
    }),
    asOf: canadaCategories.asOf,
  },
  australia: {
    table: australiaTable(commonOccupations, australiaOccupations),
    asOf: australiaOccupations.asOf,
  },
  nz: { table: nzTable(commonOccupations, nzGreenList), asOf: nzGreenList.asOf },
  germany: {
    table: germanyTable(commonOccupations, germanyBlueCard, {
      standard: salaries.standard2026,
      shortage: salaries.reduced2026,
    }),
    asOf: germanyBlueCard.asOf,
  },
} as const

type Tool = keyof typeof tools

/** One tool's occupation question, in the page's language. */
export const occupationToolProps = <T extends Tool>(tool: T, locale: Locale) => ({
  copy: occupationCopyFor(copyIn(locale).occupationChoice, tool),
  ...tools[tool],
})
