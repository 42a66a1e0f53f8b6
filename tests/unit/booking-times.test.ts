import { bookableTimes, bookingEnd, bookingWindow, refusalOf } from '@shared/booking-times.ts'
import { describe, expect, it } from 'vitest'
import { bookingDays } from '../../lib/booking/days'

// A week from Monday 8 March 2027, 09:00 in Pune; Wednesday 10 March closed (the firm's data), Sunday
// 14 March closed by the hours, and New York's clocks going forward that Sunday.
const calendar = {
  timeZone: 'Asia/Kolkata',
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  opens: '10:00',
  closes: '18:00',
  closed: ['2027-03-10'],
}
const now = new Date('2027-03-08T03:30:00Z')
const times = bookableTimes(now, calendar)
const dayOf = (time: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', dateStyle: 'short' }).format(new Date(time))

describe('the times a visitor may book', () => {
  it('are every 30 minutes from opening to the last half hour before closing, in Pune', () => {
    const monday = times.filter((time) => dayOf(time) === '2027-03-08')
    expect(monday).toHaveLength(16)
    expect(monday[0]).toBe('2027-03-08T04:30:00.000Z') // 10:00 IST
    expect(monday.at(-1)).toBe('2027-03-08T12:00:00.000Z') // 17:30 IST
    expect(bookingEnd(monday.at(-1) ?? '')).toBe('2027-03-08T12:30:00.000Z') // ends at closing
  })

  it('leave out closed days, days the office does not open and what lies past 14 days', () => {
    const days = new Set(times.map(dayOf))
    expect(days.has('2027-03-10')).toBe(false)
    expect(days.has('2027-03-14')).toBe(false)
    expect([...days].at(-1)).toBe('2027-03-20') // 13 days after the 8th, a Saturday
    expect(days.size).toBe(14 - 2 - 1) // less two Sundays and the closed Wednesday
  })

  it('start an hour after now at the earliest', () => {
    const later = bookableTimes(new Date('2027-03-08T06:10:00Z'), calendar) // 11:40 IST
    expect(later[0]).toBe('2027-03-08T07:30:00.000Z') // 13:00 IST, the first at least an hour on
    expect(later[0]).not.toBe(times[0])
    expect(new Date(later[0] ?? '').getTime() - Date.parse('2027-03-08T06:10:00Z')).toBeGreaterThanOrEqual(
      bookingWindow.noticeMinutes * 60_000,
    )
  })

  it('are refused with the reason, whatever a page sends', () => {
    expect(refusalOf('2027-03-09T04:30:00.000Z', now, calendar)).toBeNull()
    expect(refusalOf('2027-03-09T04:30Z', now, calendar)).toBeNull()
    expect(refusalOf('2027-03-08T04:00:00.000Z', now, calendar)).toBe('past')
    expect(refusalOf('2027-03-10T04:30:00.000Z', now, calendar)).toBe('closed')
    expect(refusalOf('2027-03-14T04:30:00.000Z', now, calendar)).toBe('closed')
    expect(refusalOf('2027-03-09T04:15:00.000Z', now, calendar)).toBe('outsideHours')
    expect(refusalOf('2027-03-09T12:30:00.000Z', now, calendar)).toBe('outsideHours') // 18:00, closing
    expect(refusalOf('2027-03-09T03:30:00.000Z', now, calendar)).toBe('outsideHours') // 09:00
    expect(refusalOf('2027-03-22T04:30:00.000Z', now, calendar)).toBe('tooFar')
    for (const odd of [
      '2027-02-31T04:30:00.000Z',
      '2027-03-09 10:00',
      '2027-03-09T10:00:00+05:30',
      42,
      null,
      '',
    ])
      expect(refusalOf(odd, now, calendar)).toBe('malformed')
  })
})

describe('the choices on /book', () => {
  it('group the times by the day in Pune and say them in the visitor’s zone across its change of clocks', () => {
    const days = bookingDays(times, 'en', 'America/New_York')
    expect(days).toHaveLength(11)
    expect(days[0]?.label).toBe('Monday, 8 March')
    const first = (day: number) => days[day]?.times[0]
    expect(first(0)?.label).toMatch(/^10:00\sam$/)
    // Before New York's change, 10:00 in Pune is 11:30 pm the evening before (UTC-5); after it, 12:30 am (UTC-4).
    expect(first(0)?.visitorLabel).toMatch(/^Sunday, 7 March at 11:30\spm GMT-5$/)
    const afterChange = days.find((day) => day.label === 'Monday, 15 March')
    expect(afterChange?.times[0]?.visitorLabel).toMatch(/^Monday, 15 March at 12:30\sam GMT-4$/)
  })

  it('say the time once where the visitor’s clock reads as Pune’s', () => {
    const [day] = bookingDays(times, 'hi', 'Asia/Calcutta')
    expect(day?.times[0]?.visitorLabel).toBeNull()
    expect(day?.label).toBe('सोमवार, 8 मार्च')
    expect(bookingDays(times, 'mr', 'Not/AZone')[0]?.times[0]?.visitorLabel).toBeNull()
  })
})
