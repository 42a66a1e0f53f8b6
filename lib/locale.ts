// Numbers, dates and plurals in each of the site's languages (lib/i18n.ts), all through Intl: numbers
// in Indian grouping (1,00,000) and in the Latin digits the official sources print, dates as
// "1 January 2027" / "1 जनवरी 2027"; and the copy templates' one filler. Each formats in the language
// its caller passes: the page's, from the page context (components: usePageLocale; islands: a prop).
import { timeOfDay } from '@shared/day-part.ts'
import { intlLocale } from '@shared/languages.ts'
import type { Locale } from './languages'

function formattersOf(locale: Locale) {
  const tag = intlLocale[locale]
  return {
    number: new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }),
    date: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    month: new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    longMonth: new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    weekday: new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }),
    // "सुबह 10:00", "संध्याकाळी 6:00": the part of the day named, as Indian readers say a time, not "am".
    time: new Intl.DateTimeFormat(tag, {
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: 'long',
      timeZone: 'UTC',
    }),
    currency: new Intl.DisplayNames([tag], { type: 'currency' }),
  }
}

const formatters = new Map<Locale, ReturnType<typeof formattersOf>>()
const formattersIn = (locale: Locale) => {
  const known = formatters.get(locale) ?? formattersOf(locale)
  formatters.set(locale, known)
  return known
}

/** 146717 → "1,46,717"; 1200 → "1,200". */
export const formatNumber = (value: number, locale: Locale): string =>
  formattersIn(locale).number.format(value)

/** Written by their code ("CAD 15,263"): the four dollars, which a "$" alone would not tell apart. */
const byCode = new Set(['AUD', 'CAD', 'NZD', 'USD'])
const moneyFormats = new Map<string, Intl.NumberFormat>()
// Marathi's currency pattern groups by thousands ("AUD 104,520") where its numbers, and Hindi's
// amounts, use the lakh grouping the page prints everywhere else: its amounts take Hindi's pattern,
// whose codes and symbols are the same.
const moneyLocale: Record<Locale, Locale> = { en: 'en', hi: 'hi', mr: 'hi' }

/**
 * An amount of money with its currency: "CAD 15,263", "£41,700", "₹50,000"; cents only where it has
 * them ("€45,934.20"), as the catalogues' "::currency/GBP .00/w" writes them.
 */
export function formatMoney(value: number, currency: string, locale: Locale): string {
  const key = `${locale} ${currency}`
  const known =
    moneyFormats.get(key) ??
    new Intl.NumberFormat(intlLocale[moneyLocale[locale]], {
      style: 'currency',
      currency,
      currencyDisplay: byCode.has(currency) ? 'code' : 'symbol',
      trailingZeroDisplay: 'stripIfInteger',
    })
  moneyFormats.set(key, known)
  return known.format(value)
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`)

/** 2027-01-01 → "1 January 2027" (Hindi "1 जनवरी 2027"). */
export const formatDate = (date: string, locale: Locale): string =>
  formattersIn(locale).date.format(utc(date))

/** 2026-04-01 → "Apr 2026". */
export const formatMonth = (date: string, locale: Locale): string =>
  formattersIn(locale).month.format(utc(date))

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** The word for the quarter a statistic's period names ("June 2024 quarter"), in each language. */
const quarterWord = { en: 'quarter', hi: 'तिमाही', mr: 'तिमाही' } as const satisfies Record<Locale, string>

/**
 * A period a figure belongs to, as the registry writes it in English: a month ("August 2025" →
 * "अगस्त 2025") or the quarter ending in it ("June 2024 quarter" → "जून 2024 तिमाही") is written in the
 * page's language; a year, or anything else, as it is.
 */
export function formatPeriod(period: string, locale: Locale): string {
  return period
    .replace(/^([A-Z][a-z]+) (\d{4})/, (whole, month: string, year: string) => {
      const index = months.indexOf(month)
      return index < 0
        ? whole
        : formattersIn(locale).longMonth.format(new Date(Date.UTC(Number(year), index, 1)))
    })
    .replace(/ quarter$/, ` ${quarterWord[locale]}`)
}

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/**
 * The office's hours in the page's language: "सोम–शनि, सुबह 10:00–शाम 6:00". English keeps site.ts's
 * own words (the spec's).
 */
export function formatOpeningHours(
  hours: { label: string; days: readonly string[]; opens: string; closes: string },
  locale: Locale,
): string {
  if (locale === 'en') return hours.label
  const { weekday, time } = formattersIn(locale)
  // 1 January 2024 was a Monday.
  const day = (name = '') => weekday.format(Date.UTC(2024, 0, 1 + weekdays.indexOf(name)))
  const at = (clock: string) => {
    const [hour = 0, minute = 0] = clock.split(':').map(Number)
    return timeOfDay(time, Date.UTC(2024, 0, 1, hour, minute), locale)
  }
  return `${day(hours.days[0])}–${day(hours.days.at(-1))}, ${at(hours.opens)}–${at(hours.closes)}`
}

/** A currency's name: "CAD" → "Canadian Dollar" (Hindi "कनाडाई डॉलर"). */
export const currencyName = (code: string, locale: Locale): string =>
  formattersIn(locale).currency.of(code) ?? code

/** ["189", "190", "491"] → "189, 190 and 491" / "189, 190 और 491": a list in the language's words. */
export const formatList = (items: readonly string[], locale: Locale): string =>
  new Intl.ListFormat(intlLocale[locale], { type: 'conjunction' }).format(items)
