// What every occupation list's snapshot states beside its rows (content/facts/occupations/types.ts), as
// the refreshers check a snapshot before they rewrite it.
import * as v from 'valibot'
import { isoDate, source } from '../processing-times/feed'

export const listSnapshotEntries = {
  asOf: isoDate,
  retrieved: isoDate,
  reviewBy: v.optional(isoDate),
  source,
  copiedFrom: v.optional(source),
  reportedBy: v.optional(v.array(source)),
  missing: v.pipe(v.string(), v.nonEmpty()),
}
