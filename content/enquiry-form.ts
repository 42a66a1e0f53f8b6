// The consultation form's copy for its variants: its words from the catalogues, its messages, option
// lists and success messages from supabase/functions/_shared/enquiry-copy.ts, which the no-JavaScript
// enquiry function shares.
import { enquiryOptions, enquiryWords } from '@shared/enquiry-copy.ts'
import type { EnquiryMessages, FormVariant } from '@shared/enquiry-rules.ts'
import { type Messages, words } from '../lib/messages'
import { type BookingStep, bookingStep } from './book'
import { type DataNotice, dataNotice } from './data-notice'
import type { Notice } from './types'

export interface EnquiryFormCopy {
  heading: string
  lead: string
  labels: {
    fullName: string
    email: string
    mobileNumber: string
    countryCode: string
    immigrationType: string
    message?: string
    /** The optional box: "Send me visa updates and offers by e-mail or WhatsApp". */
    marketingConsent: string
  }
  placeholders: {
    fullName: string
    email: string
    mobileNumber: string
    immigrationType: string
    message?: string
  }
  submit: string
  submitting: string
  /** Said while a send takes long: its write pass still being earned, or no answer yet. */
  status: { working: string; sending: string }
  /** The type already chosen when the form opens; the visitor may pick another. */
  defaultImmigrationType?: string
  /** What is collected, why, for how long and by whom, before the submit button (issue 38). */
  notice: DataNotice
  /** The hidden field's label, for the rare person whose browser shows it anyway. */
  trapLabel: string
  /** The page's language, sent with the enquiry (the form's hidden field) so the consultant replies in it. */
  language: string
  messages: EnquiryMessages
  /** The values the form sends and the firm stores: English in every language. */
  immigrationTypes: readonly string[]
  /** What the visitor reads for each of them, by position. */
  immigrationTypeLabels: readonly string[]
  countryCodes: readonly { code: string; label: string }[]
  /** After a send, the next step: a time with a consultant on /book, with what the visitor said. */
  book: BookingStep
  /** The toasts of spec §8, plus the two cases we handle beyond it. */
  outcomes: {
    invalidTitle: string
    success: Notice
    failure: Notice
    offline: Notice
    sentLater: Notice
    rateLimited: Notice
  }
}

export const enquiryForms = (m: Messages) => {
  const enquiry = enquiryWords(m)
  const said = words(m, 'enquiryForm')
  const { error } = said
  const { message, ...labels } = said.label
  const { message: messagePlaceholder, ...placeholders } = said.placeholder
  const shared = {
    language: m.language,
    labels,
    placeholders,
    submitting: said.submitting,
    status: { working: said.stillWorking, sending: said.stillSending },
    notice: dataNotice(m, 'enquiry'),
    trapLabel: said.trapLabel,
    book: bookingStep(m),
  }
  /** The toasts beyond spec §8: the connection lost and back, and too many enquiries from one place. */
  const beyondSpec = {
    offline: said.offline,
    sentLater: said.sentLater,
    rateLimited: { title: error, message: enquiry.rateLimited },
  }
  const form = (variant: FormVariant | 'review') => {
    const { heading, lead, submit } = said[variant]
    return { heading, lead, submit }
  }
  const options = (variant: FormVariant) => ({
    immigrationTypes: enquiryOptions[variant].immigrationTypes,
    countryCodes: enquiry.optionLabels[variant].countryCodes,
    immigrationTypeLabels: enquiry.optionLabels[variant].immigrationTypes,
  })
  const home: EnquiryFormCopy = {
    ...shared,
    ...form('home'),
    messages: enquiry.messages.home,
    outcomes: {
      ...beyondSpec,
      invalidTitle: error,
      success: enquiry.success.home,
      failure: { title: error, message: said.home.failure },
    },
    ...options('home'),
  }
  return {
    home,
    /** After a resume scan: the home form's rules and types; the enquiry names the scanned resume. */
    review: {
      ...home,
      ...form('review'),
      defaultImmigrationType: 'Work Visa',
      outcomes: {
        ...home.outcomes,
        success: said.review.success,
      },
    },
    contact: {
      ...shared,
      labels: { ...shared.labels, message },
      placeholders: { ...shared.placeholders, message: messagePlaceholder },
      ...form('contact'),
      messages: enquiry.messages.contact,
      outcomes: {
        ...beyondSpec,
        invalidTitle: said.contact.invalidTitle,
        success: enquiry.success.contact,
        failure: { title: error, message: said.contact.failure },
      },
      ...options('contact'),
    },
  } satisfies Record<FormVariant | 'review', EnquiryFormCopy>
}
