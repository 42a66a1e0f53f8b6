// /book's choices: the bookable times (supabase/functions/_shared/booking-times.ts) grouped by the day
// they fall on in Pune, each labelled in the page's language and, when it reads otherwise there, the
// visitor's own zone.
import { timeLabel } from '@shared/booking-labels.ts'
import { firmCalendar } from '@shared/booking-times.ts'
import { intlLocale } from '@shared/languages.ts'
import type { Locale } from '../languages'

interface TimeChoice {
  start: string
  /** The time of day in Pune: "10:00 am IST". */
  label: string
  /** The same time where the visitor is, with its day, or null where their clock reads the same. */
  visitorLabel: string | null
}

export interface BookingDay {
  /** "Thursday, 3 December". */
  label: string
  times: TimeChoice[]
}

export function bookingDays(
  times: readonly string[],
  locale: Locale,
  visitorZone: string | null,
): BookingDay[] {
  const dayFormat = new Intl.DateTimeFormat(intlLocale[locale], {
    timeZone: firmCalendar.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })
  const days = new Map<string, BookingDay>()
  for (const start of times) {
    const label = dayFormat.format(new Date(start))
    const day = days.get(label) ?? { label, times: [] }
    const { firm, visitor } = timeLabel(start, locale, visitorZone, false)
    day.times.push({ start, label: firm, visitorLabel: visitor })
    days.set(label, day)
  }
  return [...days.values()]
}
