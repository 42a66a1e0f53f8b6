// Copy of /book and /book/change (issue 66): the form's own words (its fields' labels are the Contact
// form's), the data notice for a booking, and the times free when the site is built, which the page
// lists without its script (the script reads them live from the booking function).
import { bookableTimes } from '@shared/booking-times.ts'
import { enquiryWords } from '@shared/enquiry-copy.ts'
import { bookingDays } from '../lib/booking/days'
import { type Messages, words } from '../lib/messages'
import { dataNotice } from './data-notice'
import { routes } from './routes'

/** The next step after an enquiry or a tool's result: a time with a consultant (lib/booking/carry.ts). */
export interface BookingStep {
  label: string
  path: string
}

export const bookingStep = (m: Messages): BookingStep => ({
  label: m('book.handoff'),
  path: routes.book.path,
})

export const book = (m: Messages) => {
  const said = words(m, 'book')
  const refused = enquiryWords(m).messages.contact
  return {
    ...said,
    notice: dataNotice(m, 'booking'),
    /** The list of times (components/islands/BookingTimes.tsx), as the site is built, by day in India. */
    times: {
      label: said.form.time,
      placeholder: said.form.heading,
      noTimes: said.form.noTimes,
      days: bookingDays(bookableTimes(new Date()), m.language, null),
      locale: m.language,
      /** What the form says of a field the browser refuses, in the page's words (the enquiry forms'). */
      validity: {
        start: { valueMissing: said.form.missingTime },
        meeting: { valueMissing: m('booking.refused.meeting') },
        fullName: { valueMissing: refused.required },
        email: { valueMissing: refused.email, typeMismatch: refused.email },
        mobileNumber: { valueMissing: refused.mobileNumber, patternMismatch: refused.mobileNumber },
        immigrationType: { valueMissing: refused.immigrationType },
      },
    },
  }
}
