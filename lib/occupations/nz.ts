// New Zealand's Green List: Tier 1 gives residence on a job offer alone (Straight to Residence), Tier 2
// after two years' work in the occupation (Work to Residence). Rows are by ANZSCO code.
import type { GreenListFile, GreenListRow } from '../../content/facts/occupations/types'

/** The Green List row of one ANZSCO code; null for a code the snapshot does not hold. */
export function greenListOccupation(file: GreenListFile, code: string): GreenListRow | null {
  return file.occupations.find((row) => row.code === code) ?? null
}
