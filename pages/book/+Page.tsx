import { enquiryFormFields, fieldLimits } from '@shared/enquiry-fields.ts'
import type { PageContextServer } from 'vike/types'
import BookingTimes from '../../components/islands/BookingTimes'
import { Island } from '../../components/layout/Island'
import { usePageRoute } from '../../components/layout/PageLanguage'
import { PageHero } from '../../components/sections/PageHero'
import { buttonClasses } from '../../components/ui/button-styles'
import { DataNotice } from '../../components/ui/DataNotice'
import { Field, MarketingConsent, TrapField } from '../../components/ui/form-fields'
import { copyIn } from '../../content/copy'
import { bookingAction } from '../../lib/backend/config'

const label = 'block text-sm font-semibold text-slate-800'

/**
 * Book a consultation time (issue 66): a plain form posting to the booking function, which answers with
 * its own page, so it books with or without the script; the list of times is an island that reads the
 * free times live once the visitor touches the form. What a visitor already told a form or a tool comes
 * in the query (?immigrationType=…&message=…, the enquiry hand-off's names) and the contact fields of
 * an enquiry just sent in the tab's session storage (lib/booking/carry.ts); its island fills them in.
 */
export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const { book, enquiryForms } = copyIn(pageContext.locale)
  const { labels, placeholders, trapLabel } = enquiryForms.contact
  const contact = enquiryForms.contact
  return (
    <>
      <PageHero heading={usePageRoute().title} lead={book.lead} />
      <div className="container-page max-w-3xl py-14">
        <section
          aria-labelledby="book-form"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="book-form" className="text-2xl font-bold text-slate-900">
            {book.form.heading}
          </h2>
          <form method="post" action={bookingAction} className="mt-5 space-y-5">
            <Island of={BookingTimes} hydrate="interaction-or-query" props={book.times} />
            <p className="text-sm text-slate-600">{book.form.asOf}</p>
            <fieldset>
              <legend className={label}>{book.form.meeting}</legend>
              <div className="mt-2 space-y-2">
                {(['office', 'video'] as const).map((meeting) => (
                  <label key={meeting} className="flex items-center gap-3 text-slate-800">
                    <input type="radio" name="meeting" value={meeting} required className="size-5" />
                    {book.form[meeting]}
                  </label>
                ))}
              </div>
            </fieldset>
            {/* No field is marked: all but the message are required, and the browser says which is missing. */}
            <Field id="book-name" label={labels.fullName}>
              {(attributes) => (
                <input
                  {...attributes}
                  name="fullName"
                  autoComplete="name"
                  required
                  maxLength={fieldLimits.fullName}
                  placeholder={placeholders.fullName}
                />
              )}
            </Field>
            <Field id="book-email" label={labels.email}>
              {(attributes) => (
                <input
                  {...attributes}
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={fieldLimits.email}
                  placeholder={placeholders.email}
                />
              )}
            </Field>
            <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
              <Field id="book-country-code" label={labels.countryCode}>
                {(attributes) => (
                  <select {...attributes} name="countryCode">
                    {contact.countryCodes.map((option) => (
                      <option key={option.code} value={option.code}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id="book-mobile" label={labels.mobileNumber}>
                {(attributes) => (
                  <input
                    {...attributes}
                    name="mobileNumber"
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel"
                    required
                    pattern="[0-9]{10}"
                    maxLength={fieldLimits.mobileDigits}
                    placeholder={placeholders.mobileNumber}
                  />
                )}
              </Field>
            </div>
            <Field id="book-topic" label={labels.immigrationType}>
              {(attributes) => (
                <select {...attributes} name="immigrationType" required defaultValue="">
                  <option value="" disabled>
                    {placeholders.immigrationType}
                  </option>
                  {contact.immigrationTypes.map((type, index) => (
                    <option key={type} value={type}>
                      {contact.immigrationTypeLabels[index]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="book-message" label={labels.message}>
              {(attributes) => (
                <textarea
                  {...attributes}
                  name="message"
                  rows={3}
                  maxLength={fieldLimits.message}
                  placeholder={placeholders.message}
                />
              )}
            </Field>
            <TrapField id="book-trap" label={trapLabel} />
            <input type="hidden" name={enquiryFormFields.language} value={pageContext.locale} />
            <MarketingConsent id="book-consent" label={labels.marketingConsent} />
            <DataNotice notice={book.notice} />
            <button type="submit" className={buttonClasses('cta', 'lg', 'w-full')}>
              {book.form.submit}
            </button>
          </form>
        </section>
      </div>
    </>
  )
}
