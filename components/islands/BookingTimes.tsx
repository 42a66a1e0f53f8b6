// /book's list of free times (issue 66). Rendered with the times free when the site was built, so the
// plain form works without a script; hydrated at the visitor's first touch of the form, it reads the
// times free now from the booking function, says each in the visitor's own zone where their clock reads
// otherwise, and sends that zone with the booking so its e-mails say the time there too.
import { useEffect, useState } from 'react'
import { bookingAction } from '../../lib/backend/config'
import type { BookingDay } from '../../lib/booking/days'
import { bookingDays } from '../../lib/booking/days'
import type { Locale } from '../../lib/languages'

export interface BookingTimesProps {
  label: string
  /** The list's first line, chosen by no one: "Choose a time". */
  placeholder: string
  noTimes: string
  days: BookingDay[]
  locale: Locale
}

export default function BookingTimes({
  label,
  placeholder,
  noTimes,
  days: atBuild,
  locale,
}: BookingTimesProps) {
  const [days, setDays] = useState(atBuild)
  const [zone, setZone] = useState('')
  useEffect(() => {
    const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    setZone(visitorZone)
    let live = true
    fetch(`${bookingAction}?times`)
      .then((response) => (response.ok ? (response.json() as Promise<{ times: string[] }>) : null))
      .then((answer) => {
        if (live && answer) setDays(bookingDays(answer.times, locale, visitorZone))
      })
      // Offline or the backend down: the build's times stay, and the booking function judges the choice.
      .catch(() => {})
    return () => {
      live = false
    }
  }, [locale])
  if (days.length === 0) return <p className="text-slate-700">{noTimes}</p>
  return (
    <div>
      <label htmlFor="booking-time" className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select id="booking-time" name="start" required defaultValue="" className="field-control">
        <option value="" disabled>
          {placeholder}
        </option>
        {days.map((day) => (
          <optgroup key={day.label} label={day.label}>
            {day.times.map((time) => (
              <option key={time.start} value={time.start}>
                {time.visitorLabel ? `${time.label} (${time.visitorLabel})` : time.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <input type="hidden" name="zone" value={zone} />
    </div>
  )
}
