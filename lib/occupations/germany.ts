// Germany's EU Blue Card: a salary threshold each year (the registry's facts), lower for the shortage
// occupations of section 18g(1) of the Residence Act, named by ISCO-08 group (a major group such as 21,
// a minor one such as 221).
import type { BlueCardFile } from '../../content/facts/occupations/types'
import type { Fact } from '../../content/facts/types'

export interface BlueCardThreshold {
  /** The year's threshold the occupation takes, as the registry states it (value, source, date). */
  salary: Fact
  /** The shortage group the occupation falls in; null where it takes the standard threshold. */
  shortageGroup: { isco: string; title: string } | null
}

/** The threshold for an occupation by its ISCO-08 code (of any length, e.g. "2512"); null for one of another form. */
export function blueCardThreshold(
  file: BlueCardFile,
  thresholds: { standard: Fact; shortage: Fact },
  isco: string,
): BlueCardThreshold | null {
  if (!/^\d{1,4}$/.test(isco)) return null
  const group = file.shortageGroups.find((shortage) => isco.startsWith(shortage.isco)) ?? null
  return { salary: group ? thresholds.shortage : thresholds.standard, shortageGroup: group }
}
