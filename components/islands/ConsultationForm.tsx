import { type FocusEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { EnquiryFormCopy } from '../../content/enquiry-form'
import {
  checkEnquiry,
  type EnquiryField,
  type EnquiryForm,
  type FormVariant,
  limits,
} from '../../lib/enquiry/validation'
import { buttonClasses } from '../ui/button-styles'
import { notify } from '../ui/notify'

interface ConsultationFormProps {
  variant: FormVariant
  copy: EnquiryFormCopy
}

const outcomes = {
  home: {
    invalidTitle: 'Error',
    success: {
      title: 'Success!',
      message: "Your consultation request has been submitted. We'll contact you within 24 hours.",
    },
    failure: { title: 'Error', message: 'Failed to submit your request. Please try again.' },
  },
  contact: {
    invalidTitle: 'Validation Error',
    success: { title: 'Success!', message: "Thank you for your inquiry. We'll contact you within 24 hours." },
    failure: { title: 'Error', message: 'Something went wrong. Please try again.' },
  },
} as const

/** The honeypot: a field people never see or reach, that form-filling bots fill in. */
const trapName = 'website'

const readForm = (form: HTMLFormElement): EnquiryForm & { [trapName]: string } => {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  return {
    fullName: text('fullName'),
    email: text('email'),
    mobileNumber: text('mobileNumber'),
    countryCode: text('countryCode'),
    immigrationType: text('immigrationType'),
    message: data.has('message') ? text('message') : undefined,
    [trapName]: text(trapName),
  }
}

/**
 * The consultation form of Home and Contact. Its fields are uncontrolled, so whatever a visitor
 * types before the island hydrates stays, and a failed submit never clears anything. Until it has
 * hydrated the submit button is disabled, so the browser never sends the form by itself.
 */
export default function ConsultationForm({ variant, copy }: ConsultationFormProps) {
  const [hydrated, setHydrated] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<EnquiryField, string>>>({})
  const busy = useRef(false)
  const id = useId()
  const outcome = outcomes[variant]

  useEffect(() => setHydrated(true), [])

  // Load the backend client as soon as the visitor starts on the form, not with the page.
  const warmUp = (_event: FocusEvent) => {
    void import('../../lib/backend/enquiries')
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    const form = event.currentTarget
    const values = readForm(form)
    const options = {
      immigrationTypes: copy.immigrationTypes,
      countryCodes: copy.countryCodes.map((c) => c.code),
    }
    const result = checkEnquiry(variant, options, values)
    if (!result.ok) {
      setErrors(Object.fromEntries(result.fields.map((field) => [field, result.message])))
      notify({ kind: 'error', title: outcome.invalidTitle, message: result.message })
      form.querySelector<HTMLElement>(`[name="${result.fields[0] ?? result.field}"]`)?.focus()
      return
    }
    setErrors({})
    busy.current = true
    setSubmitting(true)
    try {
      const sent = values[trapName]
        ? { ok: true as const }
        : await (await import('../../lib/backend/enquiries')).submitEnquiry(result.enquiry)
      if (sent.ok) {
        form.reset()
        notify({ kind: 'success', ...outcome.success })
      } else {
        console.error('Enquiry was not saved:', sent.error)
        notify({ kind: 'error', ...outcome.failure })
      }
    } finally {
      busy.current = false
      setSubmitting(false)
    }
  }

  const fieldId = (name: EnquiryField) => `${id}-${name}`
  const errorId = (name: EnquiryField) => `${id}-${name}-error`
  const describedBy = (name: EnquiryField) => (errors[name] ? errorId(name) : undefined)
  const input =
    'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700'
  const label = 'block text-sm font-semibold text-slate-800'
  const ErrorText = ({ name }: { name: EnquiryField }) =>
    errors[name] ? (
      <p id={errorId(name)} className="mt-1 text-sm font-medium text-red-800">
        {errors[name]}
      </p>
    ) : null

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={warmUp}
      aria-describedby={`${id}-note`}
      className="space-y-4"
    >
      <div>
        <label htmlFor={fieldId('fullName')} className={label}>
          {copy.labels.fullName} <span aria-hidden="true">*</span>
        </label>
        <input
          id={fieldId('fullName')}
          name="fullName"
          type="text"
          autoComplete="name"
          required
          maxLength={limits.fullName}
          placeholder={copy.placeholders.fullName}
          aria-invalid={errors.fullName ? true : undefined}
          aria-describedby={describedBy('fullName')}
          className={input}
        />
        <ErrorText name="fullName" />
      </div>
      <div>
        <label htmlFor={fieldId('email')} className={label}>
          {copy.labels.email} <span aria-hidden="true">*</span>
        </label>
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={limits.email}
          placeholder={copy.placeholders.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          className={input}
        />
        <ErrorText name="email" />
      </div>
      <div className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-3">
        <div>
          <label htmlFor={fieldId('countryCode')} className={label}>
            {copy.labels.countryCode}
          </label>
          <select
            id={fieldId('countryCode')}
            name="countryCode"
            defaultValue="+91"
            autoComplete="tel-country-code"
            className={input}
          >
            {copy.countryCodes.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={fieldId('mobileNumber')} className={label}>
            {copy.labels.mobileNumber} <span aria-hidden="true">*</span>
          </label>
          <input
            id={fieldId('mobileNumber')}
            name="mobileNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            maxLength={limits.mobileDigits}
            placeholder={copy.placeholders.mobileNumber}
            aria-invalid={errors.mobileNumber ? true : undefined}
            aria-describedby={describedBy('mobileNumber')}
            className={input}
          />
          <ErrorText name="mobileNumber" />
        </div>
      </div>
      <div>
        <label htmlFor={fieldId('immigrationType')} className={label}>
          {copy.labels.immigrationType} <span aria-hidden="true">*</span>
        </label>
        <select
          id={fieldId('immigrationType')}
          name="immigrationType"
          required
          defaultValue=""
          aria-invalid={errors.immigrationType ? true : undefined}
          aria-describedby={describedBy('immigrationType')}
          className={input}
        >
          <option value="" disabled>
            {copy.placeholders.immigrationType}
          </option>
          {copy.immigrationTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <ErrorText name="immigrationType" />
      </div>
      {copy.labels.message && (
        <div>
          <label htmlFor={fieldId('message')} className={label}>
            {copy.labels.message}
          </label>
          <textarea
            id={fieldId('message')}
            name="message"
            rows={4}
            maxLength={limits.message}
            placeholder={copy.placeholders.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message')}
            className={input}
          />
          <ErrorText name="message" />
        </div>
      )}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${trapName}`}>Leave this field empty</label>
        <input id={`${id}-${trapName}`} name={trapName} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={!hydrated || submitting}
        className={buttonClasses('cta', 'lg', 'w-full')}
      >
        {submitting ? copy.submitting : copy.submit}
      </button>
      <p id={`${id}-note`} className="text-xs text-slate-600">
        {copy.privacyNote}
      </p>
      {!hydrated && <noscript>{copy.noScript}</noscript>}
    </form>
  )
}
