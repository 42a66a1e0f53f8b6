// The fact registry's helpers on a small registry of its own: formatting, names, reviews.
import { describe, expect, it } from 'vitest'
import type { Fact, FactGroup, Source } from '../../content/facts/types'
import { formatValue } from '../../lib/facts/format'
import { formatFact } from '../../lib/facts/format-fact'
import { allFacts, factNamesIn, lookUpFact } from '../../lib/facts/resolve'
import {
  addMonths,
  changeDay,
  dueWithin,
  latestReview,
  overdue,
  overtaken,
  reviewOf,
} from '../../lib/facts/review'
import { formatDate } from '../../lib/locale'

const ircc: Source = { title: 'IRCC: Page', url: 'https://www.canada.ca/page' }
const homeAffairs: Source = { title: 'Home Affairs: Page', url: 'https://immi.homeaffairs.gov.au/page' }

const fact = (value: Fact['value'], unit: Fact['unit'], extra: Partial<Fact> = {}): Fact => ({
  value,
  unit,
  about: 'A test figure',
  asOf: '2025-03-25',
  checked: '2026-11-23',
  reviewBy: '2027-05-01',
  source: ircc,
  ...extra,
})

const registry = {
  canada: {
    funds: fact(15263, 'CAD'),
    nomination: fact(600, 'points'),
    jobOffer: fact(0, 'points', { asOf: '2025-03-25', checked: '2026-10-01' }),
  },
  australia: { passMark: fact(65, 'points', { source: homeAffairs, reviewBy: '2026-07-01' }) },
} as const satisfies FactGroup

describe('formatValue', () => {
  it.each([
    [15263, 'CAD', 'CAD\u00a015,263'],
    [76515, 'AUD', 'AUD\u00a076,515'],
    [48300, 'EUR', '€48,300'],
    [41041.8, 'EUR', '€41,041.80'],
    [41700, 'GBP', '£41,700'],
    [100000, 'USD', 'USD\u00a01,00,000'],
    [50000, 'INR', '₹50,000'],
    [30, 'percent', '30%'],
    [1200, 'number', '1,200'],
    ['2027-01-01', 'date', '1 January 2027'],
    ['closed to new applications', 'text', 'closed to new applications'],
  ] as const)('%s %s reads "%s"', (value, unit, text) => {
    expect(formatValue(value, unit, 'en')).toBe(text)
  })

  it.each([
    [600, 'points', 'en', '600 points'],
    [1, 'years', 'en', '1 year'],
    [3, 'years', 'en', '3 years'],
    [24, 'hours', 'en', '24 hours'],
    [1, 'months', 'hi', '1 महीना'],
    [12, 'months', 'hi', '12 महीने'],
    [65, 'points', 'mr', '65 गुण'],
    [3, 'years', 'mr', '3 वर्षे'],
  ] as const)('counts %s %s in %s as "%s", the unit worded by the catalogue', (value, unit, locale, text) => {
    expect(formatFact(fact(value, unit), locale)).toBe(text)
  })

  it('reads dates the British way', () => {
    expect(formatDate('2025-03-25', 'en')).toBe('25 March 2025')
  })
})

describe('placeholders', () => {
  it('stop the build with the unknown name and the file', () => {
    expect(() => lookUpFact(registry, 'canada.fundz', 'content/blog/x.md')).toThrow(
      'Unknown fact "canada.fundz" in content/blog/x.md',
    )
    expect(() => lookUpFact(registry, 'canada', 'x.ts')).toThrow('Unknown fact "canada" in x.ts')
    expect(() => lookUpFact(registry, 'canada.funds.value', 'x.ts')).toThrow('Unknown fact')
    expect(() => lookUpFact(registry, 'toString', 'x.ts')).toThrow('Unknown fact')
  })

  it('are found in text, each name once', () => {
    expect(
      factNamesIn('{{fact canada.funds}} and {{asOf canada.funds}} {{ fact australia.passMark }}'),
    ).toEqual(['canada.funds', 'australia.passMark'])
  })
})

describe('reviews', () => {
  it('date a page by its least recently checked fact and list each source once', () => {
    const review = reviewOf(['canada.funds', 'australia.passMark', 'canada.jobOffer'], registry, 'x')
    expect(review.lastReviewed).toBe('2026-10-01')
    expect(review.sources).toEqual([ircc, homeAffairs])
    expect(review.reports).toEqual([])
  })

  it('name each report once, for the facts that rest on reports as well as the official page', () => {
    const report: Source = { title: 'A newspaper: A report', url: 'https://news.example/report' }
    const reported = {
      canada: {
        categories: fact('French and trades', 'text', { reportedBy: [report] }),
        draws: fact('every two weeks', 'text', { reportedBy: [report] }),
        funds: fact(15263, 'CAD'),
      },
    } as const satisfies FactGroup
    const review = reviewOf(['canada.funds', 'canada.categories', 'canada.draws'], reported, 'x')
    expect(review.sources).toEqual([ircc])
    expect(review.reports).toEqual([report])
  })

  it('refuse a page that states no fact', () => {
    expect(() => reviewOf([], registry, 'content/x.ts')).toThrow('content/x.ts states no registry fact')
  })

  it('name the facts past their review date', () => {
    expect(overdue(allFacts(registry), '2026-11-23').map(([name]) => name)).toEqual(['australia.passMark'])
    expect(allFacts(registry).map(([name]) => name)).toEqual([
      'canada.funds',
      'canada.nomination',
      'canada.jobOffer',
      'australia.passMark',
    ])
  })
})

describe('review dates', () => {
  it('fall six months after the last check, on the month’s last day where it is shorter', () => {
    expect(addMonths('2026-11-23', 6)).toBe('2027-05-23')
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28')
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29')
    expect(latestReview(fact(1, 'number'))).toBe('2027-05-23')
  })

  it('come no later than a change known in advance, on a day or every year', () => {
    const proclamationEnds = fact(100000, 'USD', { nextChange: { on: '2027-01-10', what: 'The term ends' } })
    expect(latestReview(proclamationEnds)).toBe('2027-01-10')
    const april = { yearly: '04-01', what: 'Fees change each April' } as const
    expect(changeDay(april, '2026-11-23')).toBe('2027-04-01')
    expect(changeDay(april, '2026-03-01')).toBe('2026-04-01')
    expect(changeDay(april, '2026-04-01')).toBe('2027-04-01')
    expect(latestReview(fact(769, 'GBP', { nextChange: april }))).toBe('2027-04-01')
    const farChange = fact(1, 'number', { nextChange: { on: '2028-01-01', what: 'A distant change' } })
    expect(latestReview(farChange)).toBe('2027-05-23')
  })

  it('name the facts due within a month, and those a known change has overtaken since their check', () => {
    const named = allFacts({
      soon: fact(1, 'number', { reviewBy: '2026-12-10' }),
      later: fact(2, 'number', { reviewBy: '2027-02-01' }),
      late: fact(3, 'number', { reviewBy: '2026-11-01' }),
      changed: fact(4, 'number', { nextChange: { on: '2026-12-01', what: 'A new rate starts' } }),
      yearly: fact(5, 'number', { nextChange: { yearly: '12-20', what: 'A yearly reset' } }),
    })
    expect(dueWithin(named, '2026-11-25', 30).map(([name]) => name)).toEqual(['soon'])
    expect(overtaken(named, '2026-11-25')).toEqual([])
    expect(overtaken(named, '2026-12-01').map(([name]) => name)).toEqual(['changed'])
    expect(overtaken(named, '2026-12-20').map(([name]) => name)).toEqual(['changed', 'yearly'])
  })
})
