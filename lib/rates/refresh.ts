// The exchange rates' refresher (`npm run refresh`): the public daily snapshot read, every rate checked,
// written as the snapshot the build reads (content/facts/exchange-rates.json).
import * as v from 'valibot'
import type { Refresher } from '../refresh'
import {
  foreignCurrencies,
  publicRatesUrl,
  type RatesSnapshotFile,
  ratesSnapshot,
  rupeesPerUnit,
} from './rates'

export const ratesRefresher: Refresher = {
  name: 'Exchange rates to the rupee',
  feeds: [{ url: publicRatesUrl }],
  file: 'content/facts/exchange-rates.json',
  update([feed], before, today) {
    const { date, rupeesPer } = rupeesPerUnit(feed)
    const old = v.parse(ratesSnapshot, before)
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
