// Exchange rates to the rupee: one dated snapshot (content/facts/exchange-rates.json), read and checked at
// build time.
// The RBI's reference rates, published by FBIL since 10 July 2018, are the official figures but cover only
// the US dollar, euro, pound and yen, and neither site could be reached from here; the snapshot is a public
// daily copy of market rates, named as such beside them. `npm run refresh` rewrites it; the build never
// goes to the network. Banks and money changers charge more than these rates.
import * as v from 'valibot'
import file from '../../content/facts/exchange-rates.json' with { type: 'json' }
import type { IsoDate, Source } from '../../content/facts/types'
import { type RupeesPer, ratesSnapshot } from './rates'

export interface RatesSnapshot {
  rupeesPer: RupeesPer
  /** The day the rates are for. */
  date: IsoDate
  /** When this copy was made (a fetch's day, or the package's publication day). */
  retrieved: IsoDate
  /** The official reference rates, which the snapshot stands in for. */
  official: readonly Source[]
  /** The public snapshot the rates were read from. */
  copiedFrom: Source
}

const snapshot = v.parse(ratesSnapshot, file)

export const exchangeRates: RatesSnapshot = {
  rupeesPer: snapshot.rupeesPer,
  date: snapshot.date as IsoDate,
  retrieved: snapshot.retrieved as IsoDate,
  official: [
    {
      title: 'Reserve Bank of India: Reference rate archive (US dollar, pound, euro, yen)',
      url: 'https://www.rbi.org.in/Scripts/ReferenceRateArchive.aspx',
    },
    {
      title: 'FBIL: Reference rates for USD/INR and other major currencies',
      url: 'https://www.fbil.org.in/#/home',
    },
  ],
  // The package is no authority: a translated page names it by its short name and the rates' day.
  copiedFrom: {
    ...(snapshot.copiedFrom as Source),
    copyOf: { authority: 'currency-api', kind: 'copy', read: snapshot.retrieved as IsoDate },
  },
}
