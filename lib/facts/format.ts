// How a registry value reads on the page, in the page's language. One formatter, so "CAD 15,263" is
// spelled the same everywhere.

import { currencies, type Fact, type Unit } from '../../content/facts/types'
import { countUnitWords } from '../../content/i18n/count-units'
import type { Locale } from '../languages'
import { formatDate, formatMoney, formatNumber, plural } from '../locale'

/** Whether a unit is a currency: its amounts are written with it (CAD 15,263, €1,091). */
export const isMoney = (unit: Unit): unit is (typeof currencies)[number] =>
  (currencies as readonly Unit[]).includes(unit)

export const isCountUnit = (unit: Unit): unit is keyof (typeof countUnitWords)['en'] =>
  Object.hasOwn(countUnitWords.en, unit)

export function formatValue(value: number | string, unit: Unit, locale: Locale): string {
  if (typeof value === 'string') return unit === 'date' ? formatDate(value, locale) : value
  if (isMoney(unit)) return formatMoney(value, unit, locale)
  const number = formatNumber(value, locale)
  if (isCountUnit(unit)) return `${number} ${plural(value, countUnitWords[locale][unit], locale)}`
  return unit === 'percent' ? `${number}%` : number
}

export const formatFact = (fact: Fact, locale: Locale): string => formatValue(fact.value, fact.unit, locale)
