// Calendar files (RFC 5545): the one attached to a booking's mails and the consultants' feed. A booking
// keeps one UID for life and its SEQUENCE rises with each change, so a calendar updates the same event
// when a time is moved or cancelled instead of adding a second one. Times are written in UTC (`…Z`),
// which every calendar reads without a VTIMEZONE block.

export interface CalendarEvent {
  /** Stable for the booking's life: `<booking id>@<site host>`. */
  uid: string
  /** 0 when booked, one more at each change. */
  sequence: number
  start: string
  end: string
  /** When this version of the event was written. */
  stamp: string
  summary: string
  description: string
  location: string
  status: 'CONFIRMED' | 'CANCELLED'
  /** The firm's address, and the visitor's: an invitation (REQUEST, CANCEL) names both (RFC 5546). */
  organizer?: string
  attendee?: string
}

/** REQUEST for a visitor's invitation, CANCEL for a cancelled one, PUBLISH for a subscribed feed. */
export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH'

/** `20261203T043000Z` */
const utcStamp = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

const encoder = new TextEncoder()

/** A content line folded at 75 octets, never inside a character (RFC 5545 3.1). */
function folded(line: string): string {
  const pieces: string[] = []
  let piece = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    // The first line holds 75 octets; each following one a leading space and 74.
    if (octets + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(piece)
      piece = ''
      octets = 0
    }
    piece += character
    octets += size
  }
  pieces.push(piece)
  return pieces.join('\r\n ')
}

export function calendarFile(
  method: CalendarMethod,
  events: readonly CalendarEvent[],
  calendarName?: string,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//DreamBorder Immigration//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...(calendarName ? [`X-WR-CALNAME:${text(calendarName)}`] : []),
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `SEQUENCE:${event.sequence}`,
      `DTSTAMP:${utcStamp(event.stamp)}`,
      `DTSTART:${utcStamp(event.start)}`,
      `DTEND:${utcStamp(event.end)}`,
      `SUMMARY:${text(event.summary)}`,
      `DESCRIPTION:${text(event.description)}`,
      `LOCATION:${text(event.location)}`,
      `STATUS:${event.status}`,
      ...(event.organizer ? [`ORGANIZER:mailto:${event.organizer}`] : []),
      ...(event.attendee ? [`ATTENDEE;ROLE=REQ-PARTICIPANT:mailto:${event.attendee}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]
  return `${lines.map(folded).join('\r\n')}\r\n`
}
