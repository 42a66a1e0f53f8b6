// A processing time as the authorities write it ("31 days", "5 weeks", "About 7 months", "71 working
// days", "Less than 1 Day", "12 months*") read into a number and a unit, never converted: a week stays a
// week and a working day a working day, so the page states the figure in the source's own unit.

type DurationUnit = 'days' | 'working-days' | 'weeks' | 'months' | 'years'

export interface Duration {
  value: number
  unit: DurationUnit
  /** The source's own hedge: "About 7 months", "Less than 1 Day", "More than 10 years". */
  qualifier?: 'about' | 'less-than' | 'more-than'
}

const units: Record<string, DurationUnit> = {
  day: 'days',
  'working day': 'working-days',
  week: 'weeks',
  month: 'months',
  year: 'years',
}
const qualifiers = { about: 'about', 'less than': 'less-than', 'more than': 'more-than' } as const

// A trailing asterisk is GOV.UK's footnote mark ("12 months*"), not part of the figure.
const pattern = /^(about|less than|more than)?\s*(\d+(?:\.\d+)?)\s+(working day|day|week|month|year)s?\*?$/i

/**
 * The duration a text states, or null for the words a source uses where it has no figure ("No processing
 * time available", "Not enough data", "Processing times are not available", "NA").
 */
export function parseDuration(text: string): Duration | null {
  const match = pattern.exec(text.trim().replace(/\s+/g, ' '))
  if (!match) return null
  const [, hedge, value, unit] = match
  const qualifier = hedge ? qualifiers[hedge.toLowerCase() as keyof typeof qualifiers] : undefined
  return {
    value: Number(value),
    unit: units[(unit ?? '').toLowerCase()] as DurationUnit,
    ...(qualifier ? { qualifier } : {}),
  }
}

/**
 * Calendar days, for drawing a series on one axis: exact for days and weeks; null for working days (which
 * holidays make uneven) and for months and years (whose length the source does not fix).
 */
export function calendarDays(duration: Duration): number | null {
  if (duration.unit === 'days') return duration.value
  if (duration.unit === 'weeks') return duration.value * 7
  return null
}
