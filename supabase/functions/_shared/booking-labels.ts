// A booked or bookable time as a visitor reads it, in the firm's zone and, when it reads differently
// there, in the visitor's own: /book's choices and the booking mails say it the same way, through Intl.

import { firmCalendar } from './booking-times.ts'
import { timeOfDay } from './day-part.ts'
import { type FormLanguage, intlLocale } from './languages.ts'

const formats = new Map<string, (instant: Date) => string>()

/**
 * English as Intl writes it whole ("Thursday, 3 December at 10:00 am IST"). Hindi and Marathi from
 * Intl's parts in the order their readers write a time, the part of the day first: Intl's whole
 * pattern puts it after the figure ("11:00 सुबह IST बजे", Marathi "11:00 सकाळ [GMT]+0").
 */
function format(language: FormLanguage, timeZone: string, withDay: boolean): (instant: Date) => string {
  const key = `${language} ${timeZone} ${withDay}`
  let known = formats.get(key)
  if (!known)
    known = language === 'en' ? englishFormat(timeZone, withDay) : indianFormat(language, timeZone, withDay)
  formats.set(key, known)
  return known
}

function englishFormat(timeZone: string, withDay: boolean): (instant: Date) => string {
  const whole = new Intl.DateTimeFormat(intlLocale.en, {
    timeZone,
    // A day's list under its heading says the time alone; a time on its own says its day and zone.
    ...(withDay ? { weekday: 'long', day: 'numeric', month: 'long', timeZoneName: 'short' } : {}),
    hour: 'numeric',
    minute: '2-digit',
  })
  return (instant) => whole.format(instant)
}

function indianFormat(language: FormLanguage, timeZone: string, withDay: boolean): (instant: Date) => string {
  const locale = intlLocale[language]
  // "सुबह 10:00", "संध्याकाळी 5:30": the part of the day named, as Indian readers say a time, not "am".
  const time = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'long',
  })
  if (!withDay) return (instant) => timeOfDay(time, instant, language)
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long' })
  // Marathi's zone names are bracketed in CLDR ("[GMT]+5"); Hindi's are the same names without them.
  const zone = new Intl.DateTimeFormat(intlLocale.hi, { timeZone, timeZoneName: 'short' })
  const zoneName = (instant: Date) =>
    zone.formatToParts(instant).find(({ type }) => type === 'timeZoneName')?.value
  return (instant) => `${day.format(instant)}, ${timeOfDay(time, instant, language)} ${zoneName(instant)}`
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
    firm: format(language, firmZone, withDay)(instant),
    visitor:
      zone && wallTime(instant, zone) !== wallTime(instant, firmZone)
        ? format(language, zone, true)(instant)
        : null,
  }
}
