// The consultation form's copy for its variants. Its messages, option lists and success messages are in
// supabase/functions/_shared/enquiry-copy.ts, which the no-JavaScript enquiry function shares.
import { enquiryMessages, enquiryOptions, enquiryRefusals, enquirySuccess } from '@shared/enquiry-copy.ts'
import type { EnquiryMessages } from '@shared/enquiry-rules.ts'
import { messagesFor } from '../lib/messages'
import { type DataNotice, dataNotice } from './data-notice'
import type { Notice } from './types'

export { enquiryMessages }

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

const shared = {
  language: 'en',
  labels: {
    fullName: 'Full name',
    email: 'Email address',
    mobileNumber: 'Mobile number',
    countryCode: 'Country code',
    immigrationType: 'Immigration type',
    marketingConsent: 'Send me visa updates and offers by e-mail or WhatsApp',
  },
  placeholders: {
    fullName: 'e.g. Priya Sharma',
    email: 'you@example.com',
    mobileNumber: '10-digit number',
    immigrationType: 'Select immigration type',
  },
  submitting: 'Submitting...',
  notice: dataNotice(messagesFor('en'), 'enquiry'),
  trapLabel: 'Leave this field empty',
} as const

const beyondSpec = {
  offline: {
    title: 'You are offline',
    message: 'Your enquiry is kept on this page and will be sent as soon as you are back online.',
  },
  sentLater: { title: 'Enquiry sent', message: 'You are back online and your enquiry has been sent.' },
  rateLimited: { title: 'Error', message: enquiryRefusals.rateLimited },
} as const

const home = {
  ...shared,
  heading: 'Book Your Free Consultation',
  lead: 'Tell us where you want to go. A consultant will call you back within 24 hours.',
  submit: 'Get Free Consultation',
  messages: enquiryMessages.home,
  outcomes: {
    ...beyondSpec,
    invalidTitle: 'Error',
    success: enquirySuccess.home,
    failure: { title: 'Error', message: 'Failed to submit your request. Please try again.' },
  },
  ...enquiryOptions.home,
  immigrationTypeLabels: enquiryOptions.home.immigrationTypes,
} as const satisfies EnquiryFormCopy

export const enquiryForms = {
  home,
  /** After a resume scan: the home form's rules and types; the enquiry names the scanned resume. */
  review: {
    ...home,
    heading: 'Get a free review of this resume',
    lead: 'Tell us how to reach you and a consultant will go through this resume with you: what to change for the roles and the country you are aiming for. Free, with no obligation.',
    submit: 'Request my free review',
    defaultImmigrationType: 'Work Visa',
    outcomes: {
      ...home.outcomes,
      success: {
        title: 'Review requested',
        message: 'Thank you. A consultant will call you within 24 hours to go through your resume.',
      },
    },
  },
  contact: {
    ...shared,
    labels: { ...shared.labels, message: 'Message (optional)' },
    placeholders: { ...shared.placeholders, message: 'Tell us about your plans, questions or timeline' },
    heading: 'Send Us an Enquiry',
    lead: 'Fill in the form and a consultant will contact you within 24 hours.',
    submit: 'Send Enquiry',
    messages: enquiryMessages.contact,
    outcomes: {
      ...beyondSpec,
      invalidTitle: 'Validation Error',
      success: enquirySuccess.contact,
      failure: { title: 'Error', message: 'Something went wrong. Please try again.' },
    },
    ...enquiryOptions.contact,
    immigrationTypeLabels: enquiryOptions.contact.immigrationTypes,
  },
} as const satisfies Record<'home' | 'review' | 'contact', EnquiryFormCopy>
