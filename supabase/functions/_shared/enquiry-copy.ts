// The enquiry forms' structure that the no-JavaScript `enquiry` function needs as much as the page: the
// option lists (spec §3), and the words around them from the message catalogues (messages/): the
// validation messages (spec §5), the success messages (spec §8) and the pages the function answers
// with. content/enquiry-form.ts builds the forms' copy from the same words, so each is written once.
import type { EnquiryMessages, FormVariant } from './enquiry-rules.ts'
import type { FormLanguage } from './languages.ts'
import { type MessageKey, type Messages, messagesIn } from './messages.ts'

/**
 * What the visitor reads for each immigration type: the name of the service it asks about, as the
 * visa services page names it, or the programme's own. The type itself is what the firm stores,
 * English in every language.
 */
const immigrationTypeLabels = {
  'Permanent Residency (PR)': 'visaServices.permanent-residence.title',
  'Student Visa': 'visaServices.student-visas.title',
  'Work Visa': 'visaServices.work-visas.title',
  'Business/Investment Visa': 'visaServices.business-immigration.title',
  'Family Visa': 'visaServices.family-visas.title',
  'Tourist Visa': 'visaServices.tourist-and-visitor.title',
  'Express Entry': 'enquiry.immigrationType.expressEntry',
  'Provincial Nominee Program (PNP)': 'enquiry.immigrationType.provincialNominee',
  'Study Visa': 'visaServices.student-visas.title',
  'Family Sponsorship': 'visaServices.family-visas.title',
  'Business/Investor Visa': 'visaServices.business-immigration.title',
  'Tourist/Visitor Visa': 'visaServices.tourist-and-visitor.title',
} as const satisfies Record<string, MessageKey>

type ImmigrationType = keyof typeof immigrationTypeLabels

const homeCountryCodes = [
  { code: '+91', country: 'india' },
  { code: '+1', country: 'usaCanada' },
  { code: '+44', country: 'uk' },
  { code: '+61', country: 'australia' },
  { code: '+49', country: 'germany' },
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
    ] as const satisfies readonly ImmigrationType[],
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
    ] as const satisfies readonly ImmigrationType[],
    countryCodes: [...homeCountryCodes, { code: '+33', country: 'france' }] as const,
  },
}

/** Everything the forms and the function say about an enquiry, in one language's words. */
export function enquiryWords(m: Messages) {
  const messages = (form: FormVariant): EnquiryMessages => ({
    required: m(`enquiry.message.${form}.required`),
    email: m(`enquiry.message.${form}.email`),
    mobileNumber: m(`enquiry.message.${form}.mobileNumber`),
    immigrationType: m(`enquiry.message.${form}.immigrationType`),
    nameTooLong: m('enquiry.message.nameTooLong'),
    emailLocalPart: m('enquiry.message.emailLocalPart'),
    nameCharacters: m('enquiry.message.nameCharacters'),
    messageCharacters: m('enquiry.message.messageCharacters'),
    messageTooLong: m('enquiry.message.messageTooLong'),
    countryCode: m('enquiry.message.countryCode'),
  })
  /** What the visitor reads for each option; the values sent stay enquiryOptions'. */
  const optionLabels = (form: FormVariant) => ({
    immigrationTypes: enquiryOptions[form].immigrationTypes.map((type) => m(immigrationTypeLabels[type])),
    countryCodes: enquiryOptions[form].countryCodes.map(({ code, country }) => ({
      code,
      label: `${code} ${m(`enquiry.countryCode.${country}`)}`,
    })),
  })
  const success = (form: FormVariant) => ({
    title: m(`enquiry.success.${form}.title`),
    message: m(`enquiry.success.${form}.message`),
  })
  /** The refusal beyond the spec, in the same words on the page and from the function. */
  const rateLimited = m('enquiry.refusal.rateLimited')
  return {
    messages: { home: messages('home'), contact: messages('contact') },
    optionLabels: { home: optionLabels('home'), contact: optionLabels('contact') },
    success: { home: success('home'), contact: success('contact') },
    rateLimited,
    /** The pages the `enquiry` function answers with when it cannot send the visitor to the confirmation. */
    formPostPages: {
      invalid: {
        title: m('enquiry.page.invalid.title'),
        lead: m('enquiry.page.invalid.lead'),
        back: m('enquiry.page.invalid.back'),
      },
      rateLimited: { title: m('enquiry.page.rateLimited.title'), lead: rateLimited },
      failed: { title: m('enquiry.page.failed.title'), lead: m('enquiry.page.failed.lead') },
      badRequest: { title: m('enquiry.page.badRequest.title'), lead: m('enquiry.page.badRequest.lead') },
    },
  }
}

export const enquiryWordsIn = (language: FormLanguage) => enquiryWords(messagesIn(language))
