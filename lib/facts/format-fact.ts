// A registry fact as a page writes it: its value formatted (lib/facts/format.ts), a count with its
// unit in the page's language from the catalogues ("65 points", "65 अंक", "65 गुण").

import type { Fact } from '../../content/facts/types'
import type { Locale } from '../languages'
import { messagesFor } from '../messages'
import { formatValue, isCountUnit } from './format'

export function formatFact(fact: Fact, locale: Locale): string {
  const { value, unit } = fact
  if (!isCountUnit(unit)) return formatValue(value, unit, locale)
  return typeof value === 'number' ? messagesFor(locale)(`units.${unit}`, { count: value }) : value
}
