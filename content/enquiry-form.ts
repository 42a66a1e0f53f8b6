// The consultation form's copy for its variants: its words from the catalogues, its messages, option
// lists and success messages from supabase/functions/_shared/enquiry-copy.ts, which the no-JavaScript
// enquiry function shares.
import { enquiryOptions, enquiryWords } from '@shared/enquiry-copy.ts'
import type { EnquiryMessages, FormVariant } from '@shared/enquiry-rules.ts'
import type { Messages } from '../lib/messages'
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
  const words = enquiryWords(m)
  const error = m('enquiryForm.error')
  const label = (field: keyof EnquiryFormCopy['labels']) => m(`enquiryForm.label.${field}`)
  const placeholder = (field: keyof EnquiryFormCopy['placeholders']) => m(`enquiryForm.placeholder.${field}`)
  const shared = {
    language: m.language,
    labels: {
      fullName: label('fullName'),
      email: label('email'),
      mobileNumber: label('mobileNumber'),
      countryCode: label('countryCode'),
      immigrationType: label('immigrationType'),
      marketingConsent: label('marketingConsent'),
    },
    placeholders: {
      fullName: placeholder('fullName'),
      email: placeholder('email'),
      mobileNumber: placeholder('mobileNumber'),
      immigrationType: placeholder('immigrationType'),
    },
    submitting: m('enquiryForm.submitting'),
    status: { working: m('enquiryForm.stillWorking'), sending: m('enquiryForm.stillSending') },
    notice: dataNotice(m, 'enquiry'),
    trapLabel: m('enquiryForm.trapLabel'),
  }
  /** The toasts beyond spec §8: the connection lost and back, and too many enquiries from one place. */
  const beyondSpec = {
    offline: { title: m('enquiryForm.offline.title'), message: m('enquiryForm.offline.message') },
    sentLater: { title: m('enquiryForm.sentLater.title'), message: m('enquiryForm.sentLater.message') },
    rateLimited: { title: error, message: words.rateLimited },
  }
  const form = (variant: FormVariant | 'review') => ({
    heading: m(`enquiryForm.${variant}.heading`),
    lead: m(`enquiryForm.${variant}.lead`),
    submit: m(`enquiryForm.${variant}.submit`),
  })
  const options = (variant: FormVariant) => ({
    immigrationTypes: enquiryOptions[variant].immigrationTypes,
    countryCodes: words.optionLabels[variant].countryCodes,
    immigrationTypeLabels: words.optionLabels[variant].immigrationTypes,
  })
  const home: EnquiryFormCopy = {
    ...shared,
    ...form('home'),
    messages: words.messages.home,
    outcomes: {
      ...beyondSpec,
      invalidTitle: error,
      success: words.success.home,
      failure: { title: error, message: m('enquiryForm.home.failure') },
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
        success: {
          title: m('enquiryForm.review.success.title'),
          message: m('enquiryForm.review.success.message'),
        },
      },
    },
    contact: {
      ...shared,
      labels: { ...shared.labels, message: label('message') },
      placeholders: { ...shared.placeholders, message: placeholder('message') },
      ...form('contact'),
      messages: words.messages.contact,
      outcomes: {
        ...beyondSpec,
        invalidTitle: m('enquiryForm.contact.invalidTitle'),
        success: words.success.contact,
        failure: { title: error, message: m('enquiryForm.contact.failure') },
      },
      ...options('contact'),
    },
  } satisfies Record<FormVariant | 'review', EnquiryFormCopy>
}
