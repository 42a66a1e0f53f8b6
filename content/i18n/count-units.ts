// The words a counted registry figure is written with, in each language: "65 points", "65 अंक", "65 गुण".

import type { Locale } from '../../lib/languages'
import type { Unit } from '../facts/types'

type CountUnit = Extract<Unit, 'points' | 'years' | 'months' | 'weeks' | 'days' | 'hours'>

export const countUnitWords = {
  en: {
    points: { one: 'point', other: 'points' },
    years: { one: 'year', other: 'years' },
    months: { one: 'month', other: 'months' },
    weeks: { one: 'week', other: 'weeks' },
    days: { one: 'day', other: 'days' },
    hours: { one: 'hour', other: 'hours' },
  },
  hi: {
    points: { one: 'अंक', other: 'अंक' },
    years: { one: 'साल', other: 'साल' },
    months: { one: 'महीना', other: 'महीने' },
    weeks: { one: 'सप्ताह', other: 'सप्ताह' },
    days: { one: 'दिन', other: 'दिन' },
    hours: { one: 'घंटा', other: 'घंटे' },
  },
  mr: {
    points: { one: 'गुण', other: 'गुण' },
    years: { one: 'वर्ष', other: 'वर्षे' },
    months: { one: 'महिना', other: 'महिने' },
    weeks: { one: 'आठवडा', other: 'आठवडे' },
    days: { one: 'दिवस', other: 'दिवस' },
    hours: { one: 'तास', other: 'तास' },
  },
} as const satisfies Record<Locale, Record<CountUnit, { one: string; other: string }>>
