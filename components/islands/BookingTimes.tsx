// /book's list of free times (issue 66). Rendered with the times free when the site was built, so the
// plain form works without a script; hydrated at the visitor's first touch of the form, it reads the
// times free now from the booking function, says each in the visitor's own zone where their clock reads
// otherwise, and sends that zone with the booking so its e-mails say the time there too. It also earns
// a write pass (lib/backend/write-pass.ts) and sends its form itself, asking for JSON, so a flood from the
// visitor's network cannot refuse them (the pass is exempt from its cap) and the function's answer shows
// here, in the page's language, with everything typed kept: booked, or the nearest free times as buttons,
// or why not. Should the send fail, the form posts as it would without a script. Arriving from an
// enquiry or a tool's result (a query in the address), it hydrates at once and fills in what they said.

import { fieldLimits } from '@shared/enquiry-fields.ts'
import { useEffect, useRef, useState } from 'react'
import { bookingAction } from '../../lib/backend/config'
import { earnWritePass, forgetWritePass, writePass } from '../../lib/backend/write-pass'
import { carriedToBooking } from '../../lib/booking/carry'
import type { BookingDay } from '../../lib/booking/days'
import { bookingDays } from '../../lib/booking/days'
import type { Locale } from '../../lib/languages'
import { buttonClasses } from '../ui/button-styles'
import { useValidityWords, type ValidityWords } from '../ui/validity-words'

export interface BookingTimesProps {
  label: string
  /** The list's first line, chosen by no one: "Choose a time". */
  placeholder: string
  noTimes: string
  days: BookingDay[]
  locale: Locale
  validity: ValidityWords
}

/** The booking function's answer to a script (supabase/functions/booking/handler.ts). */
interface BookingAnswer {
  ok: boolean
  message: string
  nearest?: string[]
}

export default function BookingTimes({
  label,
  placeholder,
  noTimes,
  days: atBuild,
  locale,
  validity,
}: BookingTimesProps) {
  const [days, setDays] = useState(atBuild)
  const [zone, setZone] = useState('')
  const [answer, setAnswer] = useState<BookingAnswer | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const message = useRef<HTMLParagraphElement>(null)
  useValidityWords(root, validity)
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

  useEffect(() => {
    const form = root.current?.closest('form')
    if (!form) return
    fill(form)
    earnWritePass()
    let sending = false
    const send = async (event: SubmitEvent) => {
      event.preventDefault()
      if (sending) return
      sending = true
      const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>)
      const pass = await writePass()
      if (pass) body.set('writePass', pass)
      let sent: BookingAnswer
      try {
        const response = await fetch(bookingAction, {
          method: 'POST',
          headers: { Accept: 'application/json' },
          body,
        })
        sent = (await response.json()) as BookingAnswer
      } catch {
        // No answer to read: the plain post books as it does without a script, and says so on its page.
        form.submit()
        return
      } finally {
        sending = false
      }
      if (sent.ok && pass) forgetWritePass(pass)
      const taken = body.get('start')
      // A time just taken is no longer offered.
      if (sent.nearest) setDays((shown) => withoutTime(shown, taken))
      setAnswer(sent)
    }
    form.addEventListener('submit', send)
    return () => form.removeEventListener('submit', send)
  }, [])
  // The answer shows above the form's button: the visitor is taken to it.
  useEffect(() => {
    if (answer) message.current?.focus()
  }, [answer])

  /** A nearest free time, pressed: chosen in the list, and booked with the rest of the form as it is. */
  const choose = (start: string) => {
    const form = root.current?.closest('form')
    const select = form?.elements.namedItem('start')
    if (!form || !(select instanceof HTMLSelectElement)) return
    select.value = start
    select.setCustomValidity('')
    form.requestSubmit()
  }

  const nearest = answer?.nearest?.length ? bookingDays(answer.nearest, locale, zone || null) : []
  return (
    <div ref={root}>
      {days.length === 0 ? (
        <p className="text-slate-700">{noTimes}</p>
      ) : (
        <>
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
        </>
      )}
      <input type="hidden" name="zone" value={zone} />
      <div role="status" className="mt-3">
        {answer && (
          <p
            ref={message}
            tabIndex={-1}
            className={`font-semibold ${answer.ok ? 'text-slate-900' : 'text-red-800'}`}
          >
            {answer.message}
          </p>
        )}
        {nearest.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2">
            {nearest.flatMap((day) =>
              day.times.map((time) => (
                <li key={time.start}>
                  <button
                    type="button"
                    onClick={() => choose(time.start)}
                    className={buttonClasses('outline', 'default', 'whitespace-normal')}
                  >
                    {`${day.label}, ${time.label}${time.visitorLabel ? ` (${time.visitorLabel})` : ''}`}
                  </button>
                </li>
              )),
            )}
          </ul>
        )}
      </div>
    </div>
  )
}

/**
 * What the visitor told a form or a tool on the way here (lib/booking/carry.ts) goes into the fields as
 * if typed, never over anything typed already; a topic only where the list offers it.
 */
function fill(form: HTMLFormElement) {
  const topics = form.elements.namedItem('immigrationType')
  const offered = topics instanceof HTMLSelectElement ? [...topics.options].map((option) => option.value) : []
  const carried = carriedToBooking(window.location.search, offered, fieldLimits.message)
  for (const [name, value] of Object.entries(carried)) {
    const field = form.elements.namedItem(name)
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.value === value)) field.value = value
    } else if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && !field.value)
      field.value = value
  }
}

const withoutTime = (days: BookingDay[], start: string | null) =>
  days
    .map((day) => ({ ...day, times: day.times.filter((time) => time.start !== start) }))
    .filter((day) => day.times.length > 0)
