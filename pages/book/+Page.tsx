import { enquiryFormFields, fieldLimits } from '@shared/enquiry-fields.ts'
import { marketingConsentField } from '@shared/personal-data.ts'
import type { PageContextServer } from 'vike/types'
import BookingTimes from '../../components/islands/BookingTimes'
import { Island } from '../../components/layout/Island'
import { usePageRoute } from '../../components/layout/PageLanguage'
import { PageHero } from '../../components/sections/PageHero'
import { buttonClasses } from '../../components/ui/button-styles'
import { DataNotice } from '../../components/ui/DataNotice'
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
            <div>
              <label htmlFor="book-name" className={label}>
                {labels.fullName}
              </label>
              <input
                id="book-name"
                name="fullName"
                autoComplete="name"
                required
                maxLength={fieldLimits.fullName}
                placeholder={placeholders.fullName}
                className="field-control"
              />
            </div>
            <div>
              <label htmlFor="book-email" className={label}>
                {labels.email}
              </label>
              <input
                id="book-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={fieldLimits.email}
                placeholder={placeholders.email}
                className="field-control"
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
              <div>
                <label htmlFor="book-country-code" className={label}>
                  {labels.countryCode}
                </label>
                <select id="book-country-code" name="countryCode" className="field-control">
                  {contact.countryCodes.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="book-mobile" className={label}>
                  {labels.mobileNumber}
                </label>
                <input
                  id="book-mobile"
                  name="mobileNumber"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel"
                  required
                  pattern="[0-9]{10}"
                  maxLength={fieldLimits.mobileDigits}
                  placeholder={placeholders.mobileNumber}
                  className="field-control"
                />
              </div>
            </div>
            <div>
              <label htmlFor="book-topic" className={label}>
                {labels.immigrationType}
              </label>
              <select
                id="book-topic"
                name="immigrationType"
                required
                defaultValue=""
                className="field-control"
              >
                <option value="" disabled>
                  {placeholders.immigrationType}
                </option>
                {contact.immigrationTypes.map((type, index) => (
                  <option key={type} value={type}>
                    {contact.immigrationTypeLabels[index]}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="book-message" className={label}>
                {labels.message}
              </label>
              <textarea
                id="book-message"
                name="message"
                rows={3}
                maxLength={fieldLimits.message}
                placeholder={placeholders.message}
                className="field-control"
              />
            </div>
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label htmlFor="book-trap">{trapLabel}</label>
              <input
                id="book-trap"
                name={enquiryFormFields.trap}
                type="text"
                tabIndex={-1}
                autoComplete="off"
              />
            </div>
            <input type="hidden" name={enquiryFormFields.language} value={pageContext.locale} />
            <div className="flex items-start gap-3">
              <input
                id="book-consent"
                name={marketingConsentField}
                type="checkbox"
                value="yes"
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <label htmlFor="book-consent" className="text-sm text-slate-800">
                {labels.marketingConsent}
              </label>
            </div>
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
