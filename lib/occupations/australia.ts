// Australia's 189, 190 and 491 take only occupations on their lists (MLTSSL, STSOL, ROL), the Skills in
// Demand visa (482) those on the Core Skills Occupation List, each assessed by the authority the list names
// (ACS for software, ANMAC for nurses, Engineers Australia, VETASSESS…).
import type { AustraliaOccupationRow, AustraliaOccupationsFile } from '../../content/facts/occupations/types'

export interface AustraliaOccupation extends AustraliaOccupationRow {
  /** The visas its lists open, by subclass in order. */
  visas: readonly string[]
}

/**
 * What the page tells a visitor of one occupation code: its row; for a code the list was read for and does
 * not hold, a row on no list (no visa, no authority); null for a code the snapshot does not hold.
 */
export function australiaOccupation(
  file: AustraliaOccupationsFile,
  code: string,
): AustraliaOccupation | null {
  const absent = file.notListed.find((checked) => checked.code === code)
  if (absent)
    return {
      ...absent,
      classification: 'ANZSCO',
      lists: [],
      assessingAuthority: null,
      copiedFrom: file.copiedFrom ?? file.source,
      visas: [],
    }
  const row = file.occupations.find((kept) => kept.code === code)
  if (!row) return null
  const visas = new Set(row.lists.flatMap((list) => file.visasByList[list] ?? []))
  return { ...row, visas: [...visas].sort() }
}
