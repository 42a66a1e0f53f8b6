// Marathi copy of content/contact.ts (glossary: content/i18n/glossary.ts).
import type { contact as english } from '../contact'
import { site } from '../site'
import type { Translation } from '../types'

export const contact = {
  hero: {
    heading: 'संपर्क करा',
    lead: 'तुमच्या योजनांबद्दल आम्हाला सांगा. तुमची पहिली 30 मिनिटांची सल्लामसलत मोफत आहे, आणि प्रत्येक चौकशीला आम्ही 24 तासांच्या आत उत्तर देतो.',
  },
  details: {
    heading: 'भेट द्या, फोन करा किंवा लिहा',
    lead: 'कल्याणीनगर, पुणे येथील आमचे ऑफिस आठवड्यातून सहा दिवस उघडे असते. आधी वेळ न घेताही तुम्ही येऊ शकता; अपॉइंटमेंट घेतल्यास तुम्हाला थांबावे लागत नाही.',
  },
  whyChooseUs: {
    heading: 'आम्हाला का निवडावे',
    points: [
      {
        title: 'पडताळून पाहता येईल असा अनुभव',
        body: `आमच्या टीमचा ${site.claims.experience} वर्षांचा अनुभव आणि ${site.claims.countries} देशांमध्ये ${site.claims.applications} यशस्वी अर्ज.`,
        icon: 'award',
      },
      {
        title: 'एकच केस मॅनेजर',
        body: 'पहिल्या कॉलपासून तुम्ही तिथे पोहोचेपर्यंत एक समर्पित केस मॅनेजर तुमची फाइल सांभाळतो.',
        icon: 'users',
      },
      {
        title: 'प्रामाणिक सल्ला',
        body: 'तुम्ही कोणतेही पैसे भरण्यापूर्वीच, कोणते मार्ग तुमच्या प्रोफाइलला योग्य आहेत आणि कोणते नाहीत, हे आम्ही स्पष्टपणे सांगतो.',
        icon: 'shield',
      },
      {
        title: 'झटपट उत्तर',
        body: 'प्रत्येक चौकशीला 24 तासांच्या आत उत्तर, सोमवार ते शनिवार.',
        icon: 'clock',
      },
    ],
  },
} as const satisfies Translation<typeof english>
