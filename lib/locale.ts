// The site's one locale, as its pages declare it (<html lang="en-IN">): numbers in Indian grouping
// (1,00,000), dates as "1 January 2027", plurals, all through Intl; and the copy templates' one filler.

export const siteLocale = 'en-IN'

const numberFormat = new Intl.NumberFormat(siteLocale, { maximumFractionDigits: 2 })
/** 146717 → "1,46,717"; 1200 → "1,200". */
export const formatNumber = (value: number): string => numberFormat.format(value)

const centsFormat = new Intl.NumberFormat(siteLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
/** An amount of money: 41700 → "41,700"; 45934.2 → "45,934.20". */
export const formatMoney = (value: number): string =>
  Number.isInteger(value) ? numberFormat.format(value) : centsFormat.format(value)

const dateFormat = new Intl.DateTimeFormat(siteLocale, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
/** 2027-01-01 → "1 January 2027". */
export const formatDate = (date: string): string => dateFormat.format(new Date(`${date}T00:00:00Z`))

const monthFormat = new Intl.DateTimeFormat(siteLocale, { month: 'short', year: 'numeric', timeZone: 'UTC' })
/** 2026-04-01 → "Apr 2026". */
export const formatMonth = (date: string): string => monthFormat.format(new Date(`${date}T00:00:00Z`))

const pluralRules = new Intl.PluralRules(siteLocale)
/** The form of a word or phrase for a count: `plural(1, { one: 'year', other: 'years' })`. */
export const plural = <Form>(count: number, forms: { one: Form; other: Form }): Form =>
  pluralRules.select(count) === 'one' ? forms.one : forms.other

/** Fills a copy template: "{label}: {points}" with { label: 'Age', points: 30 }; unknown names stay. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}
