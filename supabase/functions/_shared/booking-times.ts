// The times a visitor may book (issue 66): the next 14 days, every 30 minutes within the firm's hours in
// its own time zone, less closed days and what is too soon to prepare for. /book lists them, and the
// booking function refuses any other time whatever a page sent, so both read this one rule.
// A time is named by its start in UTC, to the minute: `2026-12-03T04:30:00.000Z` (10:00 in Pune).

import { closedDays, firmHours } from './firm-office.ts'

export interface BookingCalendar {
  timeZone: string
  days: readonly string[]
  opens: string
  closes: string
  closed: readonly string[]
}

export const firmCalendar: BookingCalendar = {
  ...firmHours,
  closed: closedDays.map(({ date }) => date),
}

/** How far ahead /book offers times, how long one is, and the least notice the firm needs. */
export const bookingWindow = { days: 14, minutes: 30, noticeMinutes: 60 } as const

/** Why a time cannot be booked: the words a visitor reads for each are the catalogue's `booking.refused.…`. */
export type TimeRefusal = 'malformed' | 'past' | 'closed' | 'outsideHours' | 'tooFar'

const minute = 60_000

interface WallClock {
  date: string
  weekday: string
  minutes: number
}

const wallFormats = new Map<string, Intl.DateTimeFormat>()

/** The date, weekday and minutes past midnight an instant reads as in a time zone. */
function wallClock(instant: number, timeZone: string): WallClock {
  let format = wallFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    wallFormats.set(timeZone, format)
  }
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]))
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    weekday: part.weekday ?? '',
    minutes: Number(part.hour) * 60 + Number(part.minute),
  }
}

const clockMinutes = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number)
  return hours * 60 + minutes
}

/** The instant a date and a time of day name in a zone (twice corrected, so a zone's change of offset
 * that day is met). */
function instantOf(date: string, minutes: number, timeZone: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  const wanted = Date.UTC(year, month - 1, day, 0, minutes)
  let instant = wanted
  for (let pass = 0; pass < 2; pass++) {
    const seen = wallClock(instant, timeZone)
    const [y = 0, m = 1, d = 1] = seen.date.split('-').map(Number)
    instant += wanted - Date.UTC(y, m - 1, d, 0, seen.minutes)
  }
  return instant
}

/** The calendar date `days` after `date`. */
function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

const isOpenDay = (clock: WallClock, calendar: BookingCalendar) =>
  calendar.days.includes(clock.weekday) && !calendar.closed.includes(clock.date)

/** Every time bookable at `now`, earliest first. */
export function bookableTimes(now: Date, calendar: BookingCalendar = firmCalendar): string[] {
  const today = wallClock(now.getTime(), calendar.timeZone).date
  const earliest = now.getTime() + bookingWindow.noticeMinutes * minute
  const times: string[] = []
  for (let day = 0; day < bookingWindow.days; day++) {
    const date = addDays(today, day)
    const noon = wallClock(instantOf(date, 12 * 60, calendar.timeZone), calendar.timeZone)
    if (!isOpenDay(noon, calendar)) continue
    const last = clockMinutes(calendar.closes) - bookingWindow.minutes
    for (let at = clockMinutes(calendar.opens); at <= last; at += bookingWindow.minutes) {
      const instant = instantOf(date, at, calendar.timeZone)
      if (instant >= earliest) times.push(new Date(instant).toISOString())
    }
  }
  return times
}

/** A time as a page or a link may send it: an ISO instant in UTC on a whole minute. */
const timeShape = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00(\.000)?)?Z$/

/** The time's one spelling (`2026-12-03T04:30:00.000Z`), or null when it is no time at all. */
function bookingTime(text: unknown): string | null {
  if (typeof text !== 'string' || !timeShape.test(text)) return null
  const instant = new Date(text)
  if (Number.isNaN(instant.getTime())) return null
  const spelled = instant.toISOString()
  // Date accepts 31 February as 3 March: the one spelling must say what was sent.
  return spelled.slice(0, 16) === text.slice(0, 16) ? spelled : null
}

/** Why `text` cannot be booked at `now`, or null when it can. */
export function refusalOf(
  text: unknown,
  now: Date,
  calendar: BookingCalendar = firmCalendar,
): TimeRefusal | null {
  const time = bookingTime(text)
  if (!time) return 'malformed'
  if (bookableTimes(now, calendar).includes(time)) return null
  const instant = new Date(time).getTime()
  if (instant < now.getTime() + bookingWindow.noticeMinutes * minute) return 'past'
  const clock = wallClock(instant, calendar.timeZone)
  const today = wallClock(now.getTime(), calendar.timeZone).date
  if (clock.date > addDays(today, bookingWindow.days - 1)) return 'tooFar'
  if (!isOpenDay(clock, calendar)) return 'closed'
  return 'outsideHours'
}

/** When a booking at `start` ends. */
export const bookingEnd = (start: string) =>
  new Date(new Date(start).getTime() + bookingWindow.minutes * minute).toISOString()
