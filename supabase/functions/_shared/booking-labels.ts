// A booked or bookable time as a visitor reads it, in the firm's zone and, when it reads differently
// there, in the visitor's own: /book's choices and the booking mails say it the same way, through Intl.

import { firmCalendar } from './booking-times.ts'
import { type FormLanguage, intlLocale } from './languages.ts'

const formats = new Map<string, Intl.DateTimeFormat>()

function format(language: FormLanguage, timeZone: string, withDay: boolean): Intl.DateTimeFormat {
  const key = `${language} ${timeZone} ${withDay}`
  let known = formats.get(key)
  if (!known) {
    known = new Intl.DateTimeFormat(intlLocale[language], {
      timeZone,
      // A day's list under its heading says the time alone; a time on its own says its day and zone.
      ...(withDay ? { weekday: 'long', day: 'numeric', month: 'long', timeZoneName: 'short' } : {}),
      hour: 'numeric',
      minute: '2-digit',
      // "सुबह 10:00", "संध्याकाळी 5:30": the part of the day named, as Indian readers say a time, not "am".
      ...(language === 'en' ? {} : { dayPeriod: 'long' }),
    })
    formats.set(key, known)
  }
  return known
}

/** A zone the visitor's browser named, if Intl knows it: anything else is ignored, never an error. */
function knownZone(zone: unknown): string | null {
  if (typeof zone !== 'string' || zone.length > 64) return null
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

/** The wall time an instant reads as in a zone, to compare two zones. */
const wallTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(instant)

export interface TimeLabel {
  /** In the firm's zone: "Thursday, 3 December at 10:00 am IST", or "10:00 am" in a day's list. */
  firm: string
  /** In the visitor's zone, with its day and zone, where the clock reads otherwise there, else null. */
  visitor: string | null
}

export function timeLabel(
  start: string,
  language: FormLanguage,
  visitorZone: string | null,
  withDay = true,
): TimeLabel {
  const instant = new Date(start)
  const firmZone = firmCalendar.timeZone
  const zone = knownZone(visitorZone)
  return {
    firm: format(language, firmZone, withDay).format(instant),
    visitor:
      zone && wallTime(instant, zone) !== wallTime(instant, firmZone)
        ? format(language, zone, true).format(instant)
        : null,
  }
}
