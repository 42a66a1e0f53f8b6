// The bounds a refresher holds a feed to beyond its shape (lib/feed-bounds.ts says why), the part the
// Edge Functions share: the round-alerts job checks IRCC's rounds feed as `npm run refresh` does. Past a
// bound, an error names the feed, the field, the value and the bound. Web APIs only.

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
