// How a registry value reads on the page. One formatter, so "CAD 15,263" is spelled the same everywhere.
import type { Fact, Unit } from '../../content/facts/types'
import { formatDate, formatMoney, formatNumber, plural } from '../locale'

const prefixes: Partial<Record<Unit, string>> = {
  CAD: 'CAD ',
  AUD: 'AUD ',
  NZD: 'NZD ',
  USD: 'US$',
  EUR: '€',
  GBP: '£',
  INR: '₹',
}

const countUnits: Partial<Record<Unit, { one: string; other: string }>> = {
  points: { one: 'point', other: 'points' },
  years: { one: 'year', other: 'years' },
  months: { one: 'month', other: 'months' },
  weeks: { one: 'week', other: 'weeks' },
  days: { one: 'day', other: 'days' },
  hours: { one: 'hour', other: 'hours' },
}

export function formatValue(value: number | string, unit: Unit): string {
  if (typeof value === 'string') return unit === 'date' ? formatDate(value) : value
  const prefix = prefixes[unit]
  // An amount with cents shows both digits: €45,934.20, NZD 52.50.
  if (prefix) return `${prefix}${formatMoney(value)}`
  const number = formatNumber(value)
  const words = countUnits[unit]
  if (words) return `${number} ${plural(value, words)}`
  return unit === 'percent' ? `${number}%` : number
}

export const formatFact = (fact: Fact): string => formatValue(fact.value, fact.unit)
