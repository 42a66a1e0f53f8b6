// Hindi copy of supabase/functions/_shared/enquiry-copy.ts (glossary: content/i18n/glossary.ts).
import { type EnquiryCopy, enquirySuccessIn } from './enquiry-copy.ts'

const beyondSpecMessages = {
  nameTooLong: 'कृपया अपना नाम छोटा करके 100 अक्षरों या उससे कम में लिखें।',
  emailLocalPart:
    'कृपया अपने ई-मेल पते में @ से पहले का हिस्सा अंग्रेज़ी अक्षरों और अंकों में लिखें, जैसा आपका ई-मेल प्रदाता उसे दिखाता है।',
  nameCharacters: 'कृपया अपना नाम अक्षरों में लिखें, < > { } [ ] " जैसे चिह्नों या छिपे हुए अक्षरों के बिना।',
  messageCharacters: 'कृपया अपने संदेश से छिपे हुए कंट्रोल कैरेक्टर हटा दें।',
  messageTooLong: 'कृपया अपना संदेश छोटा करके 2000 अक्षरों या उससे कम में लिखें।',
  countryCode: 'कृपया सूची में से देश का कोड चुनें।',
} as const

const homeCountryCodes = [
  { code: '+91', label: '+91 भारत' },
  { code: '+1', label: '+1 अमेरिका/कनाडा' },
  { code: '+44', label: '+44 यूके' },
  { code: '+61', label: '+61 ऑस्ट्रेलिया' },
  { code: '+49', label: '+49 जर्मनी' },
] as const

const refusals = {
  rateLimited:
    'पिछले एक घंटे में आपके कनेक्शन से इतनी पूछताछ आई हैं जितनी कोई एक व्यक्ति नहीं भेजता (मोबाइल नेटवर्क पर कई लोग एक ही कनेक्शन इस्तेमाल करते हैं), इसलिए अभी हम इस कनेक्शन से और पूछताछ नहीं ले सकते। कृपया हमें फ़ोन करें या WhatsApp पर संदेश भेजें, या एक घंटे बाद फिर कोशिश करें।',
} as const

export const hindiEnquiryCopy = {
  messages: {
    home: {
      required: 'पूरा नाम लिखना ज़रूरी है',
      email: 'कृपया सही ई-मेल पता लिखें',
      mobileNumber: 'कृपया सही 10 अंकों का मोबाइल नंबर लिखें',
      immigrationType: 'कृपया इमिग्रेशन का प्रकार चुनें',
      ...beyondSpecMessages,
    },
    contact: {
      required: 'कृपया सभी ज़रूरी जानकारी भरें।',
      email: 'कृपया सही ई-मेल पता लिखें।',
      mobileNumber: 'कृपया सही 10 अंकों का मोबाइल नंबर लिखें।',
      immigrationType: 'कृपया इमिग्रेशन का प्रकार चुनें।',
      ...beyondSpecMessages,
    },
  },
  optionLabels: {
    home: {
      immigrationTypes: [
        'स्थायी निवास (PR)',
        'स्टूडेंट वीज़ा',
        'वर्क वीज़ा',
        'बिज़नेस/निवेश वीज़ा',
        'परिवार वीज़ा',
        'टूरिस्ट वीज़ा',
        'Express Entry',
        'प्रांतीय नामांकन कार्यक्रम (PNP)',
      ],
      countryCodes: homeCountryCodes,
    },
    contact: {
      immigrationTypes: [
        'स्थायी निवास (PR)',
        'स्टडी वीज़ा',
        'वर्क वीज़ा',
        'परिवार स्पॉन्सरशिप',
        'बिज़नेस/निवेशक वीज़ा',
        'टूरिस्ट/विज़िटर वीज़ा',
      ],
      countryCodes: [...homeCountryCodes, { code: '+33', label: '+33 फ़्रांस' }],
    },
  },
  success: enquirySuccessIn('hi'),
  refusals,
  formPostPages: {
    invalid: {
      title: 'कृपया अपनी पूछताछ जाँच लें',
      lead: 'आपकी पूछताछ अभी भेजी नहीं गई है। कृपया इसे ठीक करके फिर से भेजें:',
      back: 'ठीक करने के लिए अपने ब्राउज़र का Back (पीछे) बटन दबाएँ: आपने जो लिखा था, वह फ़ॉर्म में अब भी है। या फ़ॉर्म फिर से खोलें',
    },
    rateLimited: { title: 'पूछताछ नहीं भेजी गई', lead: refusals.rateLimited },
    failed: {
      title: 'पूछताछ नहीं भेजी गई',
      lead: 'हमारी ओर से कुछ गड़बड़ हो गई और आपकी पूछताछ सहेजी नहीं गई। कृपया फिर से कोशिश करें, या हमसे सीधे संपर्क करें:',
    },
    badRequest: {
      title: 'पूछताछ नहीं भेजी गई',
      lead: 'इस अनुरोध को हमारी वेबसाइट से आई पूछताछ के रूप में पढ़ा नहीं जा सका। कृपया हमारी साइट का फ़ॉर्म इस्तेमाल करें, या हमसे सीधे संपर्क करें:',
    },
    reachUs: { call: 'फ़ोन करें', whatsapp: 'WhatsApp पर बात करें', email: 'ई-मेल' },
    home: 'वेबसाइट पर वापस जाएँ',
  },
} as const satisfies EnquiryCopy
