// Phrases the calculators build from their copy.
import { fill, plural } from '../locale'

export type YearsCopy = { none: string; one: string; many: string }

/** "Less than 1 year" in the middle of a sentence. */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/** "Less than 1 year", "1 year", "5 years". */
export function yearsText(years: number, copy: YearsCopy): string {
  if (years === 0) return copy.none
  return fill(plural(years, { one: copy.one, other: copy.many }), { n: years })
}
