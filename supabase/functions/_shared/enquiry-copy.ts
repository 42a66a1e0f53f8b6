// The enquiry forms' words that the no-JavaScript `enquiry` function needs as much as the page: the
// validation messages (spec §5), the option lists (spec §3) and the success messages (spec §8), and the
// pages the function answers with. They live here because the Supabase CLI bundles nothing from outside
// supabase/functions; content/enquiry-form.ts builds the forms' copy from them, so each is written once.
import type { EnquiryMessages, FormVariant } from './enquiry-rules.ts'
import type { FormLanguage } from './languages.ts'
import { messagesIn } from './messages.ts'

const beyondSpecMessages = {
  nameTooLong: 'Please shorten your name to 100 characters or fewer.',
  emailLocalPart:
    'Please write the part of your email address before the @ in English letters and digits, as your email provider shows it.',
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
} as const satisfies Record<FormVariant, EnquiryMessages>

const homeCountryCodes = [
  { code: '+91', label: '+91 India' },
  { code: '+1', label: '+1 USA/Canada' },
  { code: '+44', label: '+44 UK' },
  { code: '+61', label: '+61 Australia' },
  { code: '+49', label: '+49 Germany' },
] as const

/** Each form's option lists (spec §3). */
export const enquiryOptions = {
  home: {
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
  },
  contact: {
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
} as const

/** What each form says once an enquiry is stored (spec §8), from the message catalogues. */
export function enquirySuccessIn(language: FormLanguage) {
  const m = messagesIn(language)
  const success = (form: FormVariant) => ({
    title: m(`enquiry.success.${form}.title`),
    message: m(`enquiry.success.${form}.message`),
  })
  return { home: success('home'), contact: success('contact') }
}

export const enquirySuccess = enquirySuccessIn('en')

/** The refusal beyond the spec, in the same words on the page and from the function. */
export const enquiryRefusals = {
  rateLimited:
    'Far more enquiries than one person sends have come from your connection in the last hour (on a mobile network, many people can share one connection), so we cannot take another from it just now. Please call us or message us on WhatsApp, or try again in an hour.',
} as const

/** The pages the `enquiry` function answers with when it cannot send the visitor to the confirmation. */
export const formPostPages = {
  invalid: {
    title: 'Please check your enquiry',
    lead: 'Your enquiry has not been sent yet. Please correct this and send it again:',
    back: 'Press your browser’s Back button to correct it: the form still holds what you typed. Or open the form again',
  },
  rateLimited: { title: 'Enquiry not sent', lead: enquiryRefusals.rateLimited },
  failed: {
    title: 'Enquiry not sent',
    lead: 'Something went wrong on our side and your enquiry was not stored. Please try again, or reach us directly:',
  },
  badRequest: {
    title: 'Enquiry not sent',
    lead: 'This request could not be read as an enquiry from our website. Please use the form on our site, or reach us directly:',
  },
  reachUs: { call: 'Call', whatsapp: 'Chat on WhatsApp', email: 'E-mail' },
  home: 'Back to the website',
} as const

/** The same words in another language: every key and list item of the English, with text of its own. */
type InOtherWords<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [K in keyof T]: InOtherWords<T[K]> }
    : T extends object
      ? { readonly [K in keyof T]: K extends 'code' ? T[K] : InOtherWords<T[K]> }
      : T

/**
 * Everything the forms and the function say, in English. The option lists' values stay English in
 * every language (they are what the firm stores and reads); `optionLabels` is what the visitor reads.
 */
export const englishEnquiryCopy = {
  messages: enquiryMessages,
  optionLabels: {
    home: {
      immigrationTypes: enquiryOptions.home.immigrationTypes,
      countryCodes: enquiryOptions.home.countryCodes,
    },
    contact: {
      immigrationTypes: enquiryOptions.contact.immigrationTypes,
      countryCodes: enquiryOptions.contact.countryCodes,
    },
  },
  success: enquirySuccess,
  refusals: enquiryRefusals,
  formPostPages,
} as const

export type EnquiryCopy = InOtherWords<typeof englishEnquiryCopy>
