import { type CalendarEvent, calendarFile } from '@shared/calendar-file.ts'
import { describe, expect, it } from 'vitest'

const event: CalendarEvent = {
  uid: '3f1c2a9e-1b2c-4d5e-8f90-123456789abc@dreamborder.example',
  sequence: 0,
  start: '2026-12-03T04:30:00.000Z',
  end: '2026-12-03T05:00:00.000Z',
  stamp: '2026-12-02T06:00:00.000Z',
  summary: 'Consultation with DreamBorder Immigration (in person)',
  description: 'Topic: Canada, study; with my spouse\nMove or cancel: https://x.example/b?t=1',
  location: 'Office 402, Riverside Business Bay, Kalyani Nagar, Pune 411006',
  status: 'CONFIRMED',
  organizer: 'hello@dreamborder.example',
  attendee: 'priya@example.com',
}
const lines = (file: string) => file.replace(/\r\n /g, '').split('\r\n')

describe('a booking’s calendar file (RFC 5545)', () => {
  const file = calendarFile('REQUEST', [event])

  it('ends every line in CRLF and says its method, the event’s UID, sequence and times in UTC', () => {
    expect(file.endsWith('\r\n')).toBe(true)
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const unfolded = lines(file)
    expect(unfolded.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0'])
    expect(unfolded).toContain('METHOD:REQUEST')
    expect(unfolded).toContain(`UID:${event.uid}`)
    expect(unfolded).toContain('SEQUENCE:0')
    expect(unfolded).toContain('DTSTART:20261203T043000Z')
    expect(unfolded).toContain('DTEND:20261203T050000Z')
    expect(unfolded).toContain('DTSTAMP:20261202T060000Z')
    expect(unfolded).toContain('ORGANIZER:mailto:hello@dreamborder.example')
    expect(unfolded).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT:mailto:priya@example.com')
  })

  it('escapes text and folds lines at 75 octets, never inside a character', () => {
    expect(lines(file)).toContain(
      'DESCRIPTION:Topic: Canada\\, study\\; with my spouse\\nMove or cancel: https://x.example/b?t=1',
    )
    const hindi = calendarFile('PUBLISH', [{ ...event, summary: 'परामर्श '.repeat(20) }])
    const encoder = new TextEncoder()
    for (const line of hindi.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75)
    expect(lines(hindi)).toContain(`SUMMARY:${'परामर्श '.repeat(20)}`)
  })

  it('keeps the UID and raises the sequence when the time moves or is cancelled', () => {
    const moved = lines(
      calendarFile('REQUEST', [
        { ...event, sequence: 1, start: '2026-12-04T05:00:00.000Z', end: '2026-12-04T05:30:00.000Z' },
      ]),
    )
    expect(moved).toContain(`UID:${event.uid}`)
    expect(moved).toContain('SEQUENCE:1')
    expect(moved).toContain('DTSTART:20261204T050000Z')
    const cancelled = lines(calendarFile('CANCEL', [{ ...event, sequence: 2, status: 'CANCELLED' }]))
    expect(cancelled).toContain('METHOD:CANCEL')
    expect(cancelled).toContain('STATUS:CANCELLED')
    expect(cancelled).toContain('SEQUENCE:2')
  })

  it('names a subscribed feed and lists every booking in it', () => {
    const feed = lines(
      calendarFile('PUBLISH', [event, { ...event, uid: 'other@dreamborder.example' }], 'Bookings'),
    )
    expect(feed).toContain('X-WR-CALNAME:Bookings')
    expect(feed.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2)
  })
})
