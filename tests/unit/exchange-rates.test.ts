// Rupees at a dated rate: the public daily feed read into rupees for one unit, the snapshot the site
// publishes, the refresher `npm run refresh` runs, and the conversion of an amount into whole rupees.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import snapshot from '../../content/facts/exchange-rates.json'
import {
  publicRatesFeed,
  type RupeesPer,
  ratesSnapshot,
  rupeesPerUnit,
  toRupees,
} from '../../lib/rates/rates'
import { ratesRefresher } from '../../lib/rates/refresh'
import { exchangeRates } from '../../lib/rates/snapshot'
import { officialHost } from '../support/official'

// The real shape of @fawazahmed0/currency-api's v1/currencies/inr.json of 29 September 2026 (package
// 2026.9.29): its date and eleven of its 300-odd rates, each the amount of a currency one rupee buys.
const sample = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'currency-api-inr.sample.json'), 'utf8'),
) as { date: string; inr: Record<string, number> }

describe('the public feed', () => {
  it('reads the sample as rupees for one unit, to four decimals as the reference rates are published', () => {
    expect(v.is(publicRatesFeed, sample)).toBe(true)
    // 1 / 0.014766439 = 67.72113…, 1 / 0.0078616418 = 127.19989…, 1 / 0.010407415 = 96.08533…
    expect(rupeesPerUnit(sample)).toEqual({
      date: '2026-09-29',
      rupeesPer: { CAD: 67.7211, AUD: 67.4403, GBP: 127.1999, EUR: 109.1599, NZD: 54.3672, USD: 96.0853 },
    })
  })

  it('refuses a feed missing a currency the routes charge in, or with a rate that is not a rate', () => {
    const { nzd: _, ...withoutNzd } = sample.inr
    expect(() => rupeesPerUnit({ ...sample, inr: withoutNzd })).toThrow()
    expect(() => rupeesPerUnit({ ...sample, inr: { ...sample.inr, usd: 0 } })).toThrow(/positive/)
    expect(() => rupeesPerUnit({ ...sample, date: '29/09/2026' })).toThrow(/YYYY-MM-DD/)
  })
})

describe('npm run refresh', () => {
  it('writes the day’s rates from the feed and says how each moved', () => {
    const { snapshot: written, changes } = ratesRefresher.update(
      [{ ...sample, date: '2026-11-27', inr: { ...sample.inr, usd: 0.0104 } }],
      snapshot,
      '2026-11-27',
    )
    expect(v.parse(ratesSnapshot, written)).toMatchObject({
      date: '2026-11-27',
      retrieved: '2026-11-27',
      copiedFrom: { url: ratesRefresher.feeds[0]?.url },
      rupeesPer: { USD: 96.1538, EUR: 109.1599 },
    })
    expect(changes[0]).toBe(`Rates of 2026-11-27 (were of ${snapshot.date}), rupees for one unit:`)
    expect(changes).toContain(`  USD ${snapshot.rupeesPer.USD} → 96.1538`)
  })

  it('writes nothing it could not read', () => {
    expect(() => ratesRefresher.update([{ date: '2026-11-27' }], snapshot, '2026-11-27')).toThrow()
  })
})

describe('the snapshot the site publishes', () => {
  it('is dated, no later than the copy it was read from, and names the official reference rates', () => {
    expect(exchangeRates.date <= exchangeRates.retrieved).toBe(true)
    expect(exchangeRates.retrieved <= new Date().toISOString().slice(0, 10)).toBe(true)
    for (const source of exchangeRates.official)
      expect(new URL(source.url).hostname).toMatch(/(rbi\.org\.in|fbil\.org\.in)$/)
    expect(new URL(exchangeRates.copiedFrom.url).protocol).toBe('https:')
    expect(officialHost.test(new URL(exchangeRates.copiedFrom.url).hostname)).toBe(false)
  })
})

describe('conversion to rupees', () => {
  const rates: RupeesPer = {
    CAD: 67.7211,
    AUD: 67.4403,
    GBP: 127.1999,
    EUR: 109.1599,
    NZD: 54.3672,
    USD: 96.0853,
  }

  it.each([
    // CAD 990 × 67.7211 = 67,043.889: ₹67,044.
    [990, 'CAD', 67044],
    // €37.50 × 109.1599 = 4,093.49625: ₹4,093.
    [37.5, 'EUR', 4093],
    // £1,035 × 127.1999 = 131,651.8965: ₹131,652.
    [1035, 'GBP', 131652],
    // Half a rupee rounds up: US$0.5 at ₹97 = 48.5, ₹49.
    [0.5, 'USD', 49],
    // Rupees stay as they are, rounded to the rupee.
    [18000, 'INR', 18000],
    [0, 'NZD', 0],
  ] as const)('%d %s is ₹%d', (amount, currency, rupees) => {
    const at = currency === 'USD' && amount === 0.5 ? { ...rates, USD: 97 } : rates
    expect(toRupees(amount, currency, at)).toBe(rupees)
  })
})
