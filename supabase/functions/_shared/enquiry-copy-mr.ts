// Marathi copy of supabase/functions/_shared/enquiry-copy.ts (glossary: content/i18n/glossary.ts).
import { type EnquiryCopy, enquirySuccessIn } from './enquiry-copy.ts'

const beyondSpecMessages = {
  nameTooLong: 'कृपया तुमचे नाव लहान करून 100 अक्षरे किंवा त्याहून कमी ठेवा.',
  emailLocalPart:
    'कृपया तुमच्या ई-मेल पत्त्यातील @ च्या आधीचा भाग इंग्रजी अक्षरांत आणि अंकांत लिहा, जसा तुमचा ई-मेल पुरवठादार तो दाखवतो.',
  nameCharacters: 'कृपया तुमचे नाव अक्षरांत लिहा; < > { } [ ] " अशी चिन्हे किंवा लपलेली अक्षरे वापरू नका.',
  messageCharacters: 'कृपया तुमच्या संदेशातील लपलेले कंट्रोल कॅरेक्टर काढून टाका.',
  messageTooLong: 'कृपया तुमचा संदेश लहान करून 2000 अक्षरे किंवा त्याहून कमी ठेवा.',
  countryCode: 'कृपया यादीतून देशाचा कोड निवडा.',
} as const

const homeCountryCodes = [
  { code: '+91', label: '+91 भारत' },
  { code: '+1', label: '+1 अमेरिका/कॅनडा' },
  { code: '+44', label: '+44 यूके' },
  { code: '+61', label: '+61 ऑस्ट्रेलिया' },
  { code: '+49', label: '+49 जर्मनी' },
] as const

const refusals = {
  rateLimited:
    'गेल्या एका तासात तुमच्या कनेक्शनवरून एखादी व्यक्ती पाठवेल त्यापेक्षा कितीतरी जास्त चौकश्या आल्या आहेत (मोबाईल नेटवर्कवर अनेक लोक एकच कनेक्शन वापरतात), त्यामुळे सध्या आम्ही या कनेक्शनवरून आणखी चौकशी घेऊ शकत नाही. कृपया आम्हाला फोन करा किंवा WhatsApp वर संदेश पाठवा, किंवा एका तासाने पुन्हा प्रयत्न करा.',
} as const

export const marathiEnquiryCopy = {
  messages: {
    home: {
      required: 'पूर्ण नाव लिहिणे आवश्यक आहे',
      email: 'कृपया योग्य ई-मेल पत्ता लिहा',
      mobileNumber: 'कृपया योग्य 10 अंकी मोबाईल नंबर लिहा',
      immigrationType: 'कृपया इमिग्रेशनचा प्रकार निवडा',
      ...beyondSpecMessages,
    },
    contact: {
      required: 'कृपया सर्व आवश्यक माहिती भरा.',
      email: 'कृपया योग्य ई-मेल पत्ता लिहा.',
      mobileNumber: 'कृपया योग्य 10 अंकी मोबाईल नंबर लिहा.',
      immigrationType: 'कृपया इमिग्रेशनचा प्रकार निवडा.',
      ...beyondSpecMessages,
    },
  },
  optionLabels: {
    home: {
      immigrationTypes: [
        'कायम निवास (PR)',
        'स्टुडंट व्हिसा',
        'वर्क व्हिसा',
        'बिझनेस/गुंतवणूक व्हिसा',
        'कुटुंब व्हिसा',
        'टुरिस्ट व्हिसा',
        'Express Entry',
        'प्रांतीय नामांकन कार्यक्रम (PNP)',
      ],
      countryCodes: homeCountryCodes,
    },
    contact: {
      immigrationTypes: [
        'कायम निवास (PR)',
        'स्टडी व्हिसा',
        'वर्क व्हिसा',
        'कुटुंब स्पॉन्सरशिप',
        'बिझनेस/गुंतवणूकदार व्हिसा',
        'टुरिस्ट/व्हिजिटर व्हिसा',
      ],
      countryCodes: [...homeCountryCodes, { code: '+33', label: '+33 फ्रान्स' }],
    },
  },
  success: enquirySuccessIn('mr'),
  refusals,
  formPostPages: {
    invalid: {
      title: 'कृपया तुमची चौकशी तपासा',
      lead: 'तुमची चौकशी अजून पाठवली गेलेली नाही. कृपया हे दुरुस्त करून पुन्हा पाठवा:',
      back: 'दुरुस्त करण्यासाठी तुमच्या ब्राउझरचे Back (मागे) बटण दाबा: तुम्ही लिहिलेले सर्व अजूनही फॉर्ममध्ये आहे. किंवा फॉर्म पुन्हा उघडा',
    },
    rateLimited: { title: 'चौकशी पाठवली गेली नाही', lead: refusals.rateLimited },
    failed: {
      title: 'चौकशी पाठवली गेली नाही',
      lead: 'आमच्याकडून काहीतरी चूक झाली आणि तुमची चौकशी जतन झाली नाही. कृपया पुन्हा प्रयत्न करा, किंवा आमच्याशी थेट संपर्क साधा:',
    },
    badRequest: {
      title: 'चौकशी पाठवली गेली नाही',
      lead: 'ही विनंती आमच्या वेबसाइटवरून आलेली चौकशी म्हणून वाचता आली नाही. कृपया आमच्या साइटवरील फॉर्म वापरा, किंवा आमच्याशी थेट संपर्क साधा:',
    },
    reachUs: { call: 'फोन करा', whatsapp: 'WhatsApp वर चॅट करा', email: 'ई-मेल' },
    home: 'वेबसाइटवर परत जा',
  },
} as const satisfies EnquiryCopy
