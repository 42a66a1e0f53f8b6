// The consultation form's labels and option lists (spec §3 "Option lists"), for its two variants.
import type { Notice } from './types'

/** A form's validation messages: the spec's words for its variant (§5), then the ones beyond it. */
export interface EnquiryMessages {
  /** A required field left empty (the Home form names only the full name). */
  required: string
  email: string
  mobileNumber: string
  immigrationType: string
  nameTooLong: string
  nameCharacters: string
  messageCharacters: string
  messageTooLong: string
  countryCode: string
}

const beyondSpecMessages = {
  nameTooLong: 'Please shorten your name to 100 characters or fewer.',
  nameCharacters:
    'Please write your name in letters, without symbols such as < > { } [ ] " or hidden characters.',
  messageCharacters: 'Please remove hidden control characters from your message.',
  messageTooLong: 'Please shorten your message to 2000 characters or fewer.',
  countryCode: 'Please choose a country code from the list.',
} as const

export const enquiryMessages = {
  home: {
    required: 'Full name is required',
    email: 'Please enter a valid email address',
    mobileNumber: 'Please enter a valid 10-digit mobile number',
    immigrationType: 'Please select an immigration type',
    ...beyondSpecMessages,
  },
  contact: {
    required: 'Please fill in all required fields.',
    email: 'Please enter a valid email address.',
    mobileNumber: 'Please enter a valid 10-digit mobile number.',
    immigrationType: 'Please select an immigration type.',
    ...beyondSpecMessages,
  },
} as const satisfies Record<'home' | 'contact', EnquiryMessages>

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
  privacyNote: string
  noScript: string
  /** The hidden field's label, for the rare person whose browser shows it anyway. */
  trapLabel: string
  messages: EnquiryMessages
  immigrationTypes: readonly string[]
  countryCodes: readonly { code: string; label: string }[]
  /** The toasts of spec §8, plus the two cases we handle beyond it. */
  outcomes: {
    invalidTitle: string
    success: Notice
    failure: Notice
    offline: Notice
    sentLater: Notice
    rateLimited: Notice
    siteBusy: Notice
  }
}

const homeCountryCodes = [
  { code: '+91', label: '+91 India' },
  { code: '+1', label: '+1 USA/Canada' },
  { code: '+44', label: '+44 UK' },
  { code: '+61', label: '+61 Australia' },
  { code: '+49', label: '+49 Germany' },
] as const

const shared = {
  labels: {
    fullName: 'Full name',
    email: 'Email address',
    mobileNumber: 'Mobile number',
    countryCode: 'Country code',
    immigrationType: 'Immigration type',
  },
  placeholders: {
    fullName: 'e.g. Priya Sharma',
    email: 'you@example.com',
    mobileNumber: '10-digit number',
    immigrationType: 'Select immigration type',
  },
  submitting: 'Submitting...',
  privacyNote: 'We use your details only to reply to your enquiry. See our Privacy Policy.',
  trapLabel: 'Leave this field empty',
  noScript: 'This form needs JavaScript, which is turned off in this browser. You can reach us directly:',
} as const

const beyondSpec = {
  offline: {
    title: 'You are offline',
    message: 'Your enquiry is kept on this page and will be sent as soon as you are back online.',
  },
  sentLater: { title: 'Enquiry sent', message: 'You are back online and your enquiry has been sent.' },
  rateLimited: {
    title: 'Error',
    message:
      'We have already received several enquiries from your connection in the last hour. We will be in touch soon; if it is urgent, please call us.',
  },
  siteBusy: {
    title: 'Error',
    message:
      'We are receiving an unusual number of requests right now. Your details are still here: please try again in a few minutes, or call us.',
  },
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
    success: {
      title: 'Success!',
      message: "Your consultation request has been submitted. We'll contact you within 24 hours.",
    },
    failure: { title: 'Error', message: 'Failed to submit your request. Please try again.' },
  },
  immigrationTypes: [
    'Permanent Residency (PR)',
    'Student Visa',
    'Work Visa',
    'Business/Investment Visa',
    'Family Visa',
    'Tourist Visa',
    'Express Entry',
    'Provincial Nominee Program (PNP)',
  ],
  countryCodes: homeCountryCodes,
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
      success: {
        title: 'Success!',
        message: "Thank you for your inquiry. We'll contact you within 24 hours.",
      },
      failure: { title: 'Error', message: 'Something went wrong. Please try again.' },
    },
    immigrationTypes: [
      'Permanent Residency (PR)',
      'Study Visa',
      'Work Visa',
      'Family Sponsorship',
      'Business/Investor Visa',
      'Tourist/Visitor Visa',
    ],
    countryCodes: [...homeCountryCodes, { code: '+33', label: '+33 France' }],
  },
} as const satisfies Record<'home' | 'review' | 'contact', EnquiryFormCopy>
