// Fills the calculators' copy templates: "{label}: {points}" with { label: 'Age', points: 30 }.

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}

export type YearsCopy = { none: string; one: string; many: string }

/** "Less than 1 year" in the middle of a sentence. */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/** "Less than 1 year", "1 year", "5 years". */
export function yearsText(years: number, copy: YearsCopy): string {
  if (years === 0) return copy.none
  return years === 1 ? copy.one : fill(copy.many, { n: years })
}
