// Rupees at a dated rate: the snapshot of exchange rates the site keeps (content/facts/exchange-rates.json),
// the public feed it is refreshed from, and the conversion of an amount into whole rupees.
import * as v from 'valibot'

/** The currencies the routes charge in, each read as rupees for one unit. */
export const foreignCurrencies = ['CAD', 'AUD', 'GBP', 'EUR', 'NZD', 'USD'] as const
type ForeignCurrency = (typeof foreignCurrencies)[number]
export type Currency = ForeignCurrency | 'INR'

/**
 * The daily snapshot published as the npm package @fawazahmed0/currency-api, served by jsDelivr: the
 * rupee's value in every currency (`inr.cad` is the Canadian dollars one rupee buys) on `date`.
 */
export const publicRatesUrl =
  'https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/inr.json'

const isoDate = v.pipe(v.string(), v.isoDate('not a YYYY-MM-DD date'))
const positive = v.pipe(v.number(), v.gtValue(0, 'not a positive rate'))

/** The feed, as far as the site reads it: its date and the rupee's value in each currency it needs. */
export const publicRatesFeed = v.object({
  date: isoDate,
  inr: v.object({ cad: positive, aud: positive, gbp: positive, eur: positive, nzd: positive, usd: positive }),
})

const source = v.object({
  title: v.pipe(v.string(), v.nonEmpty()),
  url: v.pipe(v.string(), v.url(), v.startsWith('https://')),
})

/** The snapshot file: rupees for one unit of each currency on `date`, and the copy they were read from. */
export const ratesSnapshot = v.object({
  /** The day the rates are for. */
  date: isoDate,
  /** When this copy was made (the fetch's day, or the package's publication day). */
  retrieved: isoDate,
  copiedFrom: source,
  rupeesPer: v.object({
    CAD: positive,
    AUD: positive,
    GBP: positive,
    EUR: positive,
    NZD: positive,
    USD: positive,
  }),
})
export type RatesSnapshotFile = v.InferOutput<typeof ratesSnapshot>
export type RupeesPer = Readonly<Record<ForeignCurrency, number>>

/** Rupees for one unit to four decimals, as the RBI and FBIL publish their reference rates. */
const fourDecimals = (rate: number) => Math.round(rate * 10_000) / 10_000

/** Rupees for one unit of each currency, read from the feed (which quotes the rupee's value in each). */
export function rupeesPerUnit(feed: unknown): { date: string; rupeesPer: RupeesPer } {
  const { date, inr } = v.parse(publicRatesFeed, feed)
  const rupeesPer = Object.fromEntries(
    foreignCurrencies.map((code) => [code, fourDecimals(1 / inr[code.toLowerCase() as keyof typeof inr])]),
  ) as Record<ForeignCurrency, number>
  return { date, rupeesPer }
}

/** An amount in whole rupees: converted at the snapshot's rate and rounded to the nearest rupee. */
export function toRupees(amount: number, currency: Currency, rupeesPer: RupeesPer): number {
  return Math.round(currency === 'INR' ? amount : amount * rupeesPer[currency])
}
