// The exchange rates' refresher (`npm run refresh`): the public daily snapshot read, every rate checked
// against its shape and against the snapshot it replaces, written as the snapshot the build reads
// (content/facts/exchange-rates.json).
import * as v from 'valibot'
import { checkNotAfter, checkRange, refuse } from '../feed-bounds'
import type { Refresher } from '../refresh'
import {
  foreignCurrencies,
  publicRatesUrl,
  type RatesSnapshotFile,
  ratesSnapshot,
  rupeesPerUnit,
} from './rates'

/** What no real rates feed crosses; its date is also no later than the fetch, no earlier than the snapshot's. */
const ratesBounds = {
  /**
   * Each rate within ×1.25 or ÷1.25 of the snapshot's: a week apart (the refresh's rhythm) a currency moves
   * a few percent against the rupee, while a feed's errors are powers of ten (a slipped decimal, paise for
   * rupees, a rate inverted or rounded to nothing, as 1 USD = ₹1,00,000 or `usd: 5e-324`).
   */
  fromSnapshot: 1.25,
} as const

export const ratesRefresher: Refresher = {
  name: 'Exchange rates to the rupee',
  feeds: [{ url: publicRatesUrl }],
  file: 'content/facts/exchange-rates.json',
  update([feed], before, today) {
    const { date, rupeesPer } = rupeesPerUnit(feed)
    const old = v.parse(ratesSnapshot, before)
    checkNotAfter(publicRatesUrl, 'date', date, today)
    if (date < old.date) refuse(publicRatesUrl, 'date', date, `older than the snapshot's ${old.date}`)
    for (const code of foreignCurrencies) {
      const was = old.rupeesPer[code]
      checkRange(
        publicRatesUrl,
        `1 ÷ inr.${code.toLowerCase()} (rupees for one ${code})`,
        rupeesPer[code],
        { min: was / ratesBounds.fromSnapshot, max: was * ratesBounds.fromSnapshot },
        `, the snapshot's ${was} ×/÷ ${ratesBounds.fromSnapshot}`,
      )
    }
    const snapshot: RatesSnapshotFile = {
      date,
      retrieved: today,
      copiedFrom: {
        title:
          'jsDelivr: @fawazahmed0/currency-api@latest (v1/currencies/inr.json), fetched by npm run refresh',
        url: publicRatesUrl,
      },
      rupeesPer,
    }
    return {
      snapshot,
      changes: [
        `Rates of ${date} (were of ${old.date}), rupees for one unit:`,
        ...foreignCurrencies.map((code) => `  ${code} ${old.rupeesPer[code]} → ${rupeesPer[code]}`),
      ],
    }
  },
}
