// The site's one locale: what a visitor reads for a number, a date, a count and a filled template.
import { describe, expect, it } from 'vitest'
import { fill, formatDate, formatNumber, plural, siteLocale } from '../../lib/locale'

describe('the site locale', () => {
  it('is the one the pages declare', () => {
    expect(siteLocale).toBe('en-IN')
  })

  it('groups numbers as Indian readers do, in lakhs past 99,999', () => {
    expect(formatNumber(1200)).toBe('1,200')
    expect(formatNumber(99_999)).toBe('99,999')
    expect(formatNumber(100_000)).toBe('1,00,000')
    expect(formatNumber(146_717)).toBe('1,46,717')
    expect(formatNumber(2.5)).toBe('2.5')
    expect(formatNumber(1.005)).toBe('1.01')
  })

  it('writes a calendar date as day, month and year, whatever the machine’s time zone', () => {
    expect(formatDate('2027-01-01')).toBe('1 January 2027')
    expect(formatDate('2026-11-25')).toBe('25 November 2026')
  })

  it('chooses the plural form by the count', () => {
    const forms = { one: 'year', other: 'years' }
    expect([0, 1, 2, 1.5].map((count) => plural(count, forms))).toEqual(['years', 'year', 'years', 'years'])
  })

  it('fills a template’s named places and leaves unknown ones as written', () => {
    expect(fill('{label}: {points}', { label: 'Age', points: 30 })).toBe('Age: 30')
    expect(fill('{n} of {total}', { n: 0 })).toBe('0 of {total}')
    expect(fill('{toString}', {})).toBe('{toString}')
  })
})
