// How a registry value reads on the page, in the page's language. One formatter, so "CAD 15,263" is
// spelled the same everywhere. A count's words ("65 points") are the catalogues': an island formats
// money with this module and never loads them, so lib/facts/format-fact.ts adds them.

import { currencies, type Unit } from '../../content/facts/types'
import type { Locale } from '../languages'
import { formatDate, formatMoney, formatNumber } from '../locale'

/** Whether a unit is a currency: its amounts are written with it (CAD 15,263, €1,091). */
export const isMoney = (unit: Unit): unit is (typeof currencies)[number] =>
  (currencies as readonly Unit[]).includes(unit)

/** The units a figure is counted in, worded by the catalogues' `units.…` messages. */
export const countUnits = [
  'points',
  'years',
  'months',
  'weeks',
  'days',
  'hours',
] as const satisfies readonly Unit[]
type CountUnit = (typeof countUnits)[number]

export const isCountUnit = (unit: Unit): unit is CountUnit => (countUnits as readonly Unit[]).includes(unit)

export function formatValue(value: number | string, unit: Exclude<Unit, CountUnit>, locale: Locale): string {
  if (typeof value === 'string') return unit === 'date' ? formatDate(value, locale) : value
  if (isMoney(unit)) return formatMoney(value, unit, locale)
  const number = formatNumber(value, locale)
  return unit === 'percent' ? `${number}%` : number
}
