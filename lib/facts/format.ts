// How a registry value reads on the page. One formatter, so "CAD 15,263" is spelled the same everywhere.
import type { Fact, IsoDate, Unit } from '../../content/facts/types'

const grouped = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 })

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** 2027-01-01 → "1 January 2027". */
export function formatDate(date: IsoDate | string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`))
}

const prefixes: Partial<Record<Unit, string>> = {
  CAD: 'CAD ',
  AUD: 'AUD ',
  NZD: 'NZD ',
  USD: 'US$',
  EUR: '€',
  GBP: '£',
  INR: '₹',
}

const countUnits: Partial<Record<Unit, readonly [string, string]>> = {
  points: ['point', 'points'],
  years: ['year', 'years'],
  months: ['month', 'months'],
  weeks: ['week', 'weeks'],
  days: ['day', 'days'],
  hours: ['hour', 'hours'],
}

export function formatValue(value: number | string, unit: Unit): string {
  if (typeof value === 'string') return unit === 'date' ? formatDate(value) : value
  const number = grouped.format(value)
  const prefix = prefixes[unit]
  if (prefix) return `${prefix}${number}`
  const words = countUnits[unit]
  if (words) return `${number} ${value === 1 ? words[0] : words[1]}`
  return unit === 'percent' ? `${number}%` : number
}

export const formatFact = (fact: Fact): string => formatValue(fact.value, fact.unit)
