// Hindi copy of content/enquiry-form.ts (glossary: content/i18n/glossary.ts).
import { enquiryOptions } from '@shared/enquiry-copy.ts'
import { hindiEnquiryCopy } from '@shared/enquiry-copy-hi.ts'
import { messagesFor } from '../../lib/messages'
import { dataNotice } from '../data-notice'
import type { enquiryForms as english } from '../enquiry-form'
import type { Translation } from '../types'

const shared = {
  language: 'hi',
  labels: {
    fullName: 'पूरा नाम',
    email: 'ई-मेल पता',
    mobileNumber: 'मोबाइल नंबर',
    countryCode: 'देश का कोड',
    immigrationType: 'इमिग्रेशन का प्रकार',
    marketingConsent: 'मुझे ई-मेल या WhatsApp पर वीज़ा अपडेट और ऑफ़र भेजें',
  },
  placeholders: {
    fullName: 'जैसे: प्रिया शर्मा',
    email: 'you@example.com',
    mobileNumber: '10 अंकों का नंबर',
    immigrationType: 'इमिग्रेशन का प्रकार चुनें',
  },
  submitting: 'भेजा जा रहा है...',
  notice: dataNotice(messagesFor('hi'), 'enquiry'),
  trapLabel: 'इस फ़ील्ड को खाली छोड़ दें',
} as const

const beyondSpec = {
  offline: {
    title: 'आप ऑफ़लाइन हैं',
    message: 'आपकी पूछताछ इस पेज पर सुरक्षित है और जैसे ही आप फिर से ऑनलाइन होंगे, भेज दी जाएगी।',
  },
  sentLater: { title: 'पूछताछ भेज दी गई', message: 'आप फिर से ऑनलाइन हैं और आपकी पूछताछ भेज दी गई है।' },
  rateLimited: { title: 'त्रुटि', message: hindiEnquiryCopy.refusals.rateLimited },
} as const

const home = {
  ...shared,
  heading: 'अपना मुफ़्त परामर्श बुक करें',
  lead: 'हमें बताएँ कि आप कहाँ जाना चाहते हैं। एक सलाहकार 24 घंटों के भीतर आपको वापस फ़ोन करेगा।',
  submit: 'मुफ़्त परामर्श पाएँ',
  messages: hindiEnquiryCopy.messages.home,
  outcomes: {
    ...beyondSpec,
    invalidTitle: 'त्रुटि',
    success: hindiEnquiryCopy.success.home,
    failure: { title: 'त्रुटि', message: 'आपका अनुरोध भेजा नहीं जा सका। कृपया फिर से कोशिश करें।' },
  },
  ...enquiryOptions.home,
  countryCodes: hindiEnquiryCopy.optionLabels.home.countryCodes,
  immigrationTypeLabels: hindiEnquiryCopy.optionLabels.home.immigrationTypes,
} as const

export const enquiryForms = {
  home,
  review: {
    ...home,
    heading: 'इस रिज़्यूमे की मुफ़्त समीक्षा पाएँ',
    lead: 'हमें बताएँ कि आपसे कैसे संपर्क करें, और एक सलाहकार आपके साथ इस रिज़्यूमे को देखेगा: आप जिन पदों और जिस देश का लक्ष्य रख रहे हैं, उनके लिए इसमें क्या बदलना है। मुफ़्त, बिना किसी बाध्यता के।',
    submit: 'मेरी मुफ़्त समीक्षा का अनुरोध करें',
    defaultImmigrationType: 'Work Visa',
    outcomes: {
      ...home.outcomes,
      success: {
        title: 'समीक्षा का अनुरोध भेज दिया गया',
        message: 'धन्यवाद। एक सलाहकार 24 घंटों के भीतर आपको फ़ोन करके आपके रिज़्यूमे पर आपके साथ बात करेगा।',
      },
    },
  },
  contact: {
    ...shared,
    labels: { ...shared.labels, message: 'संदेश (वैकल्पिक)' },
    placeholders: { ...shared.placeholders, message: 'अपनी योजनाओं, सवालों या समय-सीमा के बारे में बताएँ' },
    heading: 'हमें अपनी पूछताछ भेजें',
    lead: 'फ़ॉर्म भरें, और एक सलाहकार 24 घंटों के भीतर आपसे संपर्क करेगा।',
    submit: 'पूछताछ भेजें',
    messages: hindiEnquiryCopy.messages.contact,
    outcomes: {
      ...beyondSpec,
      invalidTitle: 'जानकारी में त्रुटि',
      success: hindiEnquiryCopy.success.contact,
      failure: { title: 'त्रुटि', message: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।' },
    },
    ...enquiryOptions.contact,
    countryCodes: hindiEnquiryCopy.optionLabels.contact.countryCodes,
    immigrationTypeLabels: hindiEnquiryCopy.optionLabels.contact.immigrationTypes,
  },
} as const satisfies Translation<typeof english>
