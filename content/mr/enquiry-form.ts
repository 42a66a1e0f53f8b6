// Marathi copy of content/enquiry-form.ts (glossary: content/i18n/glossary.ts).
import { enquiryOptions } from '@shared/enquiry-copy.ts'
import { marathiEnquiryCopy } from '@shared/enquiry-copy-mr.ts'
import { messagesFor } from '../../lib/messages'
import { dataNotice } from '../data-notice'
import type { enquiryForms as english } from '../enquiry-form'
import type { Translation } from '../types'

const shared = {
  language: 'mr',
  labels: {
    fullName: 'पूर्ण नाव',
    email: 'ई-मेल पत्ता',
    mobileNumber: 'मोबाईल नंबर',
    countryCode: 'देशाचा कोड',
    immigrationType: 'इमिग्रेशनचा प्रकार',
    marketingConsent: 'मला ई-मेल किंवा WhatsApp वर व्हिसा अपडेट्स आणि ऑफर्स पाठवा',
  },
  placeholders: {
    fullName: 'उदा. प्रिया शर्मा',
    email: 'you@example.com',
    mobileNumber: '10 अंकी नंबर',
    immigrationType: 'इमिग्रेशनचा प्रकार निवडा',
  },
  submitting: 'पाठवत आहोत...',
  notice: dataNotice(messagesFor('mr'), 'enquiry'),
  trapLabel: 'हा रकाना रिकामा ठेवा',
} as const

const beyondSpec = {
  offline: {
    title: 'तुम्ही ऑफलाइन आहात',
    message: 'तुमची चौकशी या पानावर जपून ठेवली आहे आणि तुम्ही पुन्हा ऑनलाइन येताच ती पाठवली जाईल.',
  },
  sentLater: { title: 'चौकशी पाठवली', message: 'तुम्ही पुन्हा ऑनलाइन आला आहात आणि तुमची चौकशी पाठवली गेली आहे.' },
  rateLimited: { title: 'त्रुटी', message: marathiEnquiryCopy.refusals.rateLimited },
} as const

const home = {
  ...shared,
  heading: 'तुमची मोफत सल्लामसलत बुक करा',
  lead: 'तुम्हाला कुठे जायचे आहे ते आम्हाला सांगा. एक सल्लागार 24 तासांच्या आत तुम्हाला परत फोन करेल.',
  submit: 'मोफत सल्लामसलत मिळवा',
  messages: marathiEnquiryCopy.messages.home,
  outcomes: {
    ...beyondSpec,
    invalidTitle: 'त्रुटी',
    success: marathiEnquiryCopy.success.home,
    failure: { title: 'त्रुटी', message: 'तुमची विनंती पाठवता आली नाही. कृपया पुन्हा प्रयत्न करा.' },
  },
  ...enquiryOptions.home,
  countryCodes: marathiEnquiryCopy.optionLabels.home.countryCodes,
  immigrationTypeLabels: marathiEnquiryCopy.optionLabels.home.immigrationTypes,
} as const

export const enquiryForms = {
  home,
  review: {
    ...home,
    heading: 'या रेझ्युमेचे मोफत परीक्षण करून घ्या',
    lead: 'तुमच्याशी कसा संपर्क साधायचा ते आम्हाला सांगा, आणि एक सल्लागार तुमच्यासोबत हा रेझ्युमे पाहील: तुम्ही ज्या पदांचे आणि ज्या देशाचे लक्ष्य ठेवले आहे, त्यांसाठी त्यात काय बदलायचे. मोफत, कोणत्याही बंधनाशिवाय.',
    submit: 'माझे मोफत परीक्षण मागवा',
    defaultImmigrationType: 'Work Visa',
    outcomes: {
      ...home.outcomes,
      success: {
        title: 'परीक्षणाची विनंती पाठवली',
        message: 'धन्यवाद. तुमच्या रेझ्युमेवर तुमच्याशी बोलण्यासाठी एक सल्लागार 24 तासांच्या आत तुम्हाला फोन करेल.',
      },
    },
  },
  contact: {
    ...shared,
    labels: { ...shared.labels, message: 'संदेश (ऐच्छिक)' },
    placeholders: { ...shared.placeholders, message: 'तुमच्या योजना, प्रश्न किंवा वेळापत्रक याबद्दल सांगा' },
    heading: 'आम्हाला चौकशी पाठवा',
    lead: 'फॉर्म भरा, आणि एक सल्लागार 24 तासांच्या आत तुमच्याशी संपर्क साधेल.',
    submit: 'चौकशी पाठवा',
    messages: marathiEnquiryCopy.messages.contact,
    outcomes: {
      ...beyondSpec,
      invalidTitle: 'माहितीत त्रुटी',
      success: marathiEnquiryCopy.success.contact,
      failure: { title: 'त्रुटी', message: 'काहीतरी चूक झाली. कृपया पुन्हा प्रयत्न करा.' },
    },
    ...enquiryOptions.contact,
    countryCodes: marathiEnquiryCopy.optionLabels.contact.countryCodes,
    immigrationTypeLabels: marathiEnquiryCopy.optionLabels.contact.immigrationTypes,
  },
} as const satisfies Translation<typeof english>
