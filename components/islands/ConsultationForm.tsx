import { enquiryFormFields, fieldLimits as limits } from '@shared/enquiry-fields.ts'
import type { EnquiryField, EnquiryForm, FormVariant } from '@shared/enquiry-rules.ts'
import { marketingConsentField } from '@shared/personal-data.ts'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { EnquiryFormCopy } from '../../content/enquiry-form'
import { enquiryFormAction } from '../../lib/backend/config'
import type { SendStatus } from '../../lib/backend/enquiries'
import { bookingHref, carryToBooking } from '../../lib/booking/carry'
import { createOutbox, type SendOutcome } from '../../lib/enquiry/outbox'
import { readPrefill } from '../../lib/enquiry/prefill'
import { enquiryFormAttribute, pendingSubmitAttribute } from '../../lib/island-protocol'
import { buttonClasses } from '../ui/button-styles'
import { DataNotice } from '../ui/DataNotice'
import { Field, MarketingConsent, TrapField } from '../ui/form-fields'
import { notify, preloadNotices } from '../ui/notify'

type Outbox = ReturnType<typeof createOutbox>

const loadBackend = () => import('../../lib/backend/enquiries')

/**
 * Loads the backend client, the rules and the notifications as soon as the visitor starts on the
 * form, not with the page: the code must be here before the connection might drop.
 */
const warmUp = () => {
  void loadBackend().then(({ warmUpBackend }) => warmUpBackend())
  void import('@shared/enquiry-rules.ts')
  preloadNotices()
}

interface ConsultationFormProps {
  variant: FormVariant
  copy: EnquiryFormCopy
  /** The scanned resume a review request is about (the scanner's form). */
  resumeId?: string
  /** Told once the enquiry is stored (the scanner then says what happens next). */
  onSent?: () => void
}

/** The honeypot: a field people never see or reach, that form-filling bots fill in. */
const trapName = enquiryFormFields.trap

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
    language: text(enquiryFormFields.language),
    marketingConsent: data.has(marketingConsentField),
    [trapName]: text(trapName),
  }
}

/**
 * The consultation form of Home and Contact. It is a real HTML form that posts to the backend's
 * `enquiry` function, so it works with no script at all; this island improves it. It hydrates at the
 * visitor's first touch, or at once when a link has filled it in ('interaction-or-query'). Its fields
 * are uncontrolled, so whatever a visitor types before then stays, and a failed submit never clears
 * anything. A tap on submit before it is live is held by the page (lib/first-paint.ts,
 * pages/client-entry.ts: the form is marked pending) and sent here as soon as it is: one tap, one enquiry.
 */
export default function ConsultationForm({ variant, copy, resumeId, onSent }: ConsultationFormProps) {
  const [submitting, setSubmitting] = useState(false)
  const [status, setStatus] = useState<SendStatus | null>(null)
  const [errors, setErrors] = useState<Partial<Record<EnquiryField, string>>>({})
  /** The topic of the enquiry just sent: the next step, a time with a consultant, is offered for it. */
  const [sentType, setSentType] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const outbox = useRef<Outbox | null>(null)
  const id = useId()
  const { outcomes } = copy

  // The form hydrates at the visitor's first touch: when that was a focus, it has started on the form.
  // When it was a tap on submit, the page held the submit until now: send it.
  useEffect(() => {
    const form = formRef.current
    if (form?.contains(document.activeElement)) warmUp()
    if (form?.hasAttribute(pendingSubmitAttribute)) {
      form.removeAttribute(pendingSubmitAttribute)
      warmUp()
      form.requestSubmit()
    }
  }, [])

  // A calculator's "free assessment" link opens the form with a type and a message filled in. They
  // go into the fields as if typed, and never over anything the visitor has typed already.
  useEffect(() => {
    const fields = formRef.current?.elements
    const prefill = readPrefill(window.location.search, copy.immigrationTypes, limits.message)
    const type = fields?.namedItem('immigrationType')
    const message = fields?.namedItem('message')
    if (prefill.immigrationType && type instanceof HTMLSelectElement && !type.value)
      type.value = prefill.immigrationType
    if (prefill.message && message instanceof HTMLTextAreaElement && !message.value)
      message.value = prefill.message
  }, [copy.immigrationTypes])

  function report(outcome: SendOutcome, afterReconnect = false) {
    if (outcome === 'busy') return
    if (outcome === 'sent') {
      const form = formRef.current
      if (form) {
        // What the visitor said goes on to /book in this tab, not in its address (lib/booking/carry.ts).
        const said = new FormData(form)
        carryToBooking(said)
        setSentType(String(said.get('immigrationType') ?? ''))
        form.reset()
      }
      notify({ kind: 'success', ...(afterReconnect ? outcomes.sentLater : outcomes.success) })
      onSent?.()
    } else if (outcome === 'queued') notify({ kind: 'info', ...outcomes.offline })
    else if (outcome === 'rate-limited') notify({ kind: 'error', ...outcomes.rateLimited })
    else notify({ kind: 'error', ...outcomes.failure })
  }

  // Created on first submit: it listens to the browser's online event.
  const getOutbox = () =>
    (outbox.current ??= createOutbox({
      submit: async (enquiry) => {
        try {
          return (await loadBackend()).submitEnquiry(enquiry, { onStatus: setStatus })
        } catch {
          // The code itself could not be fetched: the connection is gone.
          return {
            ok: false,
            reason: navigator.onLine ? 'failed' : 'offline',
            error: 'Could not load the form code',
          }
        }
      },
      onRetried: (outcome) => {
        setStatus(null)
        report(outcome, true)
      },
    }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    const form = event.currentTarget
    const values = readForm(form)
    const options = {
      immigrationTypes: copy.immigrationTypes,
      countryCodes: copy.countryCodes.map((c) => c.code),
      messages: copy.messages,
    }
    // The rules load with the first submit, not with the page.
    const { checkEnquiry } = await import('@shared/enquiry-rules.ts')
    const result = checkEnquiry(variant, options, values)
    if (!result.ok) {
      setErrors(Object.fromEntries(result.fields.map((field) => [field, result.message])))
      notify({ kind: 'error', title: outcomes.invalidTitle, message: result.message })
      form.querySelector<HTMLElement>(`[name="${result.fields[0] ?? result.field}"]`)?.focus()
      return
    }
    setErrors({})
    // A bot filled the field people cannot see: thank it and send nothing.
    if (values[trapName]) return report('sent')
    setSubmitting(true)
    try {
      report(
        await getOutbox().send(
          resumeId ? { ...result.enquiry, resume_id: resumeId, source: 'review' } : result.enquiry,
        ),
      )
    } finally {
      setSubmitting(false)
      setStatus(null)
    }
  }

  const a11y = (name: EnquiryField) => ({
    id: `${id}-${name}`,
    error: errors[name],
  })

  return (
    // Without the script the browser posts the form to the enquiry function, which checks it with the
    // same rules (and their messages): noValidate leaves every message to the spec's words.
    <form
      ref={formRef}
      method="post"
      action={enquiryFormAction}
      {...{ [enquiryFormAttribute]: '' }}
      noValidate
      onSubmit={onSubmit}
      onFocus={warmUp}
      className="space-y-4"
    >
      <Field {...a11y('fullName')} label={copy.labels.fullName} required>
        {(attributes) => (
          <input
            {...attributes}
            name="fullName"
            type="text"
            autoComplete="name"
            required
            maxLength={limits.fullName}
            placeholder={copy.placeholders.fullName}
          />
        )}
      </Field>
      <Field {...a11y('email')} label={copy.labels.email} required>
        {(attributes) => (
          <input
            {...attributes}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={limits.email}
            placeholder={copy.placeholders.email}
          />
        )}
      </Field>
      <div className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)] gap-3">
        <Field {...a11y('countryCode')} label={copy.labels.countryCode}>
          {(attributes) => (
            <select {...attributes} name="countryCode" defaultValue="+91" autoComplete="tel-country-code">
              {copy.countryCodes.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field {...a11y('mobileNumber')} label={copy.labels.mobileNumber} required>
          {(attributes) => (
            <input
              {...attributes}
              name="mobileNumber"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              required
              maxLength={limits.mobileDigits}
              placeholder={copy.placeholders.mobileNumber}
            />
          )}
        </Field>
      </div>
      <Field {...a11y('immigrationType')} label={copy.labels.immigrationType} required>
        {(attributes) => (
          <select
            {...attributes}
            name="immigrationType"
            required
            defaultValue={copy.defaultImmigrationType ?? ''}
          >
            <option value="" disabled>
              {copy.placeholders.immigrationType}
            </option>
            {copy.immigrationTypes.map((type, index) => (
              <option key={type} value={type}>
                {copy.immigrationTypeLabels[index]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {copy.labels.message && (
        <Field {...a11y('message')} label={copy.labels.message}>
          {(attributes) => (
            <textarea
              {...attributes}
              name="message"
              rows={4}
              maxLength={limits.message}
              placeholder={copy.placeholders.message}
            />
          )}
        </Field>
      )}
      <TrapField id={`${id}-${trapName}`} label={copy.trapLabel} />
      <input type="hidden" name={enquiryFormFields.variant} value={variant} />
      <input type="hidden" name={enquiryFormFields.language} value={copy.language} />
      <MarketingConsent id={`${id}-${marketingConsentField}`} label={copy.labels.marketingConsent} />
      <DataNotice notice={copy.notice} />
      <button type="submit" disabled={submitting} className={buttonClasses('cta', 'lg', 'w-full')}>
        {submitting ? copy.submitting : copy.submit}
      </button>
      {/* A send that takes long says why, and that it is not lost. */}
      <p role="status" className="text-sm text-slate-700">
        {status && copy.status[status]}
      </p>
      {sentType !== null && (
        <a
          href={bookingHref(copy.book.path, sentType)}
          className={buttonClasses('outline', 'lg', 'w-full whitespace-normal text-center')}
        >
          {copy.book.label}
        </a>
      )}
    </form>
  )
}
