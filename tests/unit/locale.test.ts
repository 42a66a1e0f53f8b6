// The site's locales: what a visitor reads for a number, a sum of money, a month, a date.
import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatMoney,
  formatMonth,
  formatNumber,
  formatOpeningHours,
  formatPeriod,
} from '../../lib/locale'

describe('the site locale', () => {
  it('writes numbers in Latin digits and Indian grouping in Hindi and Marathi too (Marathi defaults to Devanagari digits)', () => {
    for (const locale of ['hi', 'mr'] as const) {
      expect(formatNumber(146_717, locale)).toBe('1,46,717')
      expect(formatMoney(45_934.2, 'EUR', locale)).toBe('€45,934.20')
      // Marathi's own currency pattern would write 104,520.
      expect(formatMoney(104_520, 'AUD', locale)).toBe('AUD\u00a01,04,520')
      expect(formatDate('2027-01-01', locale)).toMatch(/^1 [\u0900-\u097F]+,? 2027$/)
      expect(formatMonth('2026-04-01', locale)).toMatch(/2026/)
    }
    expect(formatDate('2027-01-01', 'hi')).toBe('1 जनवरी 2027')
    expect(formatPeriod('August 2025', 'hi')).toBe('अगस्त 2025')
    expect(formatPeriod('August 2025', 'en')).toBe('August 2025')
    expect(formatPeriod('2024', 'mr')).toBe('2024')
    expect(formatPeriod('June 2024 quarter', 'mr')).toBe('जून 2024 तिमाही')
    expect(formatPeriod('June 2024 quarter', 'en')).toBe('June 2024 quarter')
    const hours = {
      label: 'Mon-Sat 10:00 AM-6:00 PM',
      days: ['Monday', 'Saturday'],
      opens: '10:00',
      closes: '18:00',
    }
    expect(formatOpeningHours(hours, 'en')).toBe(hours.label)
    expect(formatOpeningHours(hours, 'hi')).toBe('सोम–शनि, सुबह 10:00–शाम 6:00')
    expect(formatOpeningHours(hours, 'mr')).toBe('सोम–शनि, सकाळी 10:00–संध्याकाळी 6:00')
    expect(formatDate('2027-01-01', 'mr')).toBe('1 जानेवारी, 2027')
  })

  it('groups numbers as Indian readers do, in lakhs past 99,999', () => {
    expect(formatNumber(1200, 'en')).toBe('1,200')
    expect(formatNumber(99_999, 'en')).toBe('99,999')
    expect(formatNumber(100_000, 'en')).toBe('1,00,000')
    expect(formatNumber(146_717, 'en')).toBe('1,46,717')
    expect(formatNumber(2.5, 'en')).toBe('2.5')
    expect(formatNumber(1.005, 'en')).toBe('1.01')
  })

  it('writes a calendar date as day, month and year, whatever the machine’s time zone', () => {
    expect(formatDate('2027-01-01', 'en')).toBe('1 January 2027')
    expect(formatDate('2026-11-25', 'en')).toBe('25 November 2026')
  })
})
