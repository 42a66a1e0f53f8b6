// The bounds a refresher holds a feed to beyond its shape: values no real feed gives (a rate off by
// powers of ten, a round of a billion invitations, a date after the fetch, markup in a text the site
// shows). Each refresher states its own bounds beside its code, with a line of why each; these checks
// apply them, and past one the refresh stops with an error naming the feed, the field, the value and the
// bound, so the snapshot stays as it was (lib/refresh.ts).
import { type Duration, parseDuration } from './processing-times/duration'

/** The least and the most a count, a score or a wait can be in a real feed. */
export interface Range {
  min: number
  max: number
}

const counted = new Intl.NumberFormat('en')
const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value))

/** Stops the refresh: `feed`'s `field` holds `value`, which is past `bound`. */
export function refuse(feed: string, field: string, value: unknown, bound: string): never {
  throw new Error(`${feed}: ${field} is ${shown(value)}, ${bound}`)
}

/** A number within its range (`whence` says where the range comes from); NaN and the infinities never are. */
export function checkRange(
  feed: string,
  field: string,
  value: number,
  { min, max }: Range,
  whence = '',
): void {
  if (!(value >= min && value <= max))
    refuse(feed, field, value, `outside ${counted.format(min)}–${counted.format(max)}${whence}`)
}

/** A day (or a timestamp, read by its day) no later than the day of the fetch: no feed reports the future. */
export function checkNotAfter(feed: string, field: string, day: string, today: string): void {
  if (day.slice(0, 10) > today) refuse(feed, field, day, `after the day of the fetch (${today})`)
}

/** A tag or a character reference: the site shows a feed's text as written, so either would show as code. */
const markup = /<[a-z!/?]|&(?:[a-z][a-z\d]*|#\d+|#x[\da-f]+);/i

export function checkPlainText(feed: string, field: string, text: string): void {
  if (markup.test(text)) refuse(feed, field, text, 'markup in a text the site shows as written')
}

/** The calendar days a unit spans at most: a month as 31 days, a year as 366, five working days a week. */
const mostDays: Record<Duration['unit'], number> = {
  days: 1,
  'working-days': 7 / 5,
  weeks: 7,
  months: 31,
  years: 366,
}

/**
 * A time as a source publishes it: plain text, and either a duration of at most `longestDays` calendar
 * days or words without a figure ("Not enough data"); a figure the site cannot read ("1e308 months") is
 * refused rather than shown as "no figure".
 */
export function checkPublishedTime(feed: string, field: string, text: string, longestDays: number): void {
  checkPlainText(feed, field, text)
  const duration = parseDuration(text)
  if (duration === null) {
    if (/\d/.test(text)) refuse(feed, field, text, 'a figure not written as a duration the site reads')
    return
  }
  if (duration.value * mostDays[duration.unit] > longestDays)
    refuse(feed, field, text, `longer than ${counted.format(longestDays)} days`)
}
