// Each tool's rows of the common occupations, from its country's snapshot, with the date of that
// snapshot: apart from the tools' words (./occupation-tools.ts), so that a copy module may read them.

import { expressEntryRounds } from '../lib/draws/snapshot'
import { finderOccupations } from '../lib/finder/occupation'
import { australiaTable, crsTable, germanyTable, nzTable, ukTable } from '../lib/occupations/tools'
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

const salaries = germany.blueCard.salary

/** Each tool's rows, and the date of the list they come from. */
export const tools = {
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

/** The visa finder's rows: what each list says of the common occupations, cut to what it says. */
export const finderOccupationRows = finderOccupations({
  crs: tools.crs.table,
  australia: tools.australia.table,
  uk: tools.uk.table,
  nz: tools.nz.table,
  germany: tools.germany.table,
})
