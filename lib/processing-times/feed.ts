// What every processing-time snapshot and feed reader shares: the check that stops at a feed of another
// shape (naming the field), the dates as the authorities write them, and the source of a copy.
import * as v from 'valibot'
import type { IsoDate } from '../../content/facts/types'

/** The value as the schema reads it; a value of another shape stops here, naming the field and what it is. */
export function checked<const S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  what: string,
): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value)
  if (parsed.success) return parsed.output
  const [issue] = parsed.issues
  throw new Error(`${what}: ${v.getDotPath(issue) ?? 'the document itself'}: ${issue.message}`)
}

export const isoDate = v.pipe(
  v.string(),
  v.isoDate('not a YYYY-MM-DD date'),
  v.transform((day) => day as IsoDate),
)

/** A time as a source words it, which must read as a duration or as the source's "no figure". */
export const publishedTime = v.pipe(v.string(), v.trim(), v.nonEmpty('an empty time'))

export const source = v.object({
  title: v.pipe(v.string(), v.nonEmpty()),
  url: v.pipe(
    v.string(),
    v.url(),
    v.startsWith('https://'),
    v.transform((url) => url as `https://${string}`),
  ),
})

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

/** "October 1, 2026" (IRCC) or "04 August 2026" (Home Affairs) as an ISO date; null for anything else. */
export function isoFromWords(text: string): IsoDate | null {
  const us = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim())
  const uk = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text.trim())
  const [monthName, day, year] = us ? [us[1], us[2], us[3]] : uk ? [uk[2], uk[1], uk[3]] : []
  const month = months.indexOf(String(monthName).toLowerCase()) + 1
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  // A day the calendar has: "February 30" reads back as another date and is refused.
  const real = month > 0 && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso)
  return real ? (iso as IsoDate) : null
}

/** A date written in words, checked and read as an ISO date. */
export const wordedDate = v.pipe(
  v.string(),
  v.transform(isoFromWords),
  v.check((day): day is IsoDate => day !== null, 'not a date such as "October 1, 2026" or "04 August 2026"'),
  v.transform((day) => day as IsoDate),
)
