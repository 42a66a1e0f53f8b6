// The bounds a refresher holds a feed to beyond its shape: values no real feed gives (a rate off by
// powers of ten, a round of a billion invitations, a date after the fetch, markup in a text the site
// shows). Each refresher states its own bounds beside its code, with a line of why each; these checks
// apply them, and past one the refresh stops with an error naming the feed, the field, the value and the
// bound, so the snapshot stays as it was (lib/refresh.ts).
import { checkPlainText, refuse } from '@shared/feed-checks.ts'
import { type Duration, parseDuration } from './processing-times/duration'

// The checks the round-alerts job shares live with the Edge Functions.
export { checkNotAfter, checkPlainText, checkRange, type Range, refuse } from '@shared/feed-checks.ts'

const counted = new Intl.NumberFormat('en')

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
