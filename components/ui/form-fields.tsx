// The fields of the forms that take a visitor's contact details (the enquiry form, /book): a labelled
// control with its error beside it, the trap field people never see, and the optional marketing consent.
import { enquiryFormFields } from '@shared/enquiry-fields.ts'
import { marketingConsentField } from '@shared/personal-data.ts'
import type { ReactNode } from 'react'

interface FieldAttributes {
  id: string
  className: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

interface FieldProps {
  id: string
  label: string
  /** Marks the label with an asterisk (the control itself says `required`). */
  required?: boolean
  error?: string
  children: (attributes: FieldAttributes) => ReactNode
}

/** A labelled control with its error message beside it, linked for screen readers. */
export function Field({ id, label, required, error, children }: FieldProps) {
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required && (
          <>
            {' '}
            <span aria-hidden="true">*</span>
          </>
        )}
      </label>
      {children({
        id,
        className: 'field-control',
        ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}),
      })}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}

/** The field people cannot see and bots fill in: an enquiry or booking with it filled is not kept. */
export function TrapField({ id, label }: { id: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={enquiryFormFields.trap} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}

/** Consent to updates and offers: optional and unticked, the enquiry is answered either way (issue 38). */
export function MarketingConsent({ id, label }: { id: string; label: string }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={marketingConsentField}
        type="checkbox"
        value="yes"
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  )
}
