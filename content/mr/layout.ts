// Marathi copy of content/layout.ts (glossary: content/i18n/glossary.ts).
import type { layoutCopy as english } from '../layout'
import { site } from '../site'
import type { Translation } from '../types'

export const layoutCopy = {
  breadcrumb: 'नेव्हिगेशन मार्ग',
  skipLink: 'मुख्य मजकुराकडे जा',
  homeLink: `${site.name}, मुख्यपान`,
  mainNav: 'मुख्य',
  mobileMenu: { nav: 'मोबाईल', open: 'मेनू उघडा', close: 'मेनू बंद करा' },
  footer: {
    nav: 'फूटर',
    explore: 'अधिक जाणून घ्या',
    getInTouch: 'संपर्क साधा',
    socials: 'सोशल मीडिया',
    trustedSince: `${site.foundingYear} पासून विश्वासार्ह.`,
    rights: 'सर्व हक्क राखीव.',
  },
  contactFab: {
    open: 'संपर्क साधा',
    close: 'संपर्क पर्याय बंद करा',
    panel: 'संपर्क पर्याय',
    chat: 'WhatsApp वर चॅट करा',
    call: 'आता कॉल करा',
  },
  notifications: { close: 'सूचना बंद करा' },
  routeMapAlt: 'पुण्याहून कॅनडा, अमेरिका, यूके, जर्मनी, ऑस्ट्रेलिया आणि न्यूझीलंडपर्यंतच्या मार्गांचा नकाशा',
  languages: { label: 'भाषा' },
  translation: {
    notice: 'हे पान इंग्रजी पानाचा मराठी अनुवाद आहे. कायदेशीर अटींसाठी इंग्रजी पानच अधिकृत आवृत्ती आहे:',
    englishLink: 'इंग्रजी पान वाचा',
  },
  legal: { lastUpdated: 'शेवटचे अपडेट:' },
  factReview: {
    heading: 'स्रोत',
    lastReviewed: 'शेवटची तपासणी',
    intro:
      'या पानावरील आकडे आणि नियम या अधिकृत पानांवरून घेतले आहेत. नियम बदलत असतात: अर्ज करण्यापूर्वी स्रोत नक्की तपासा.',
    newTab: '(नवीन टॅबमध्ये उघडते)',
    reportsIntro:
      'जिथे एखादे अधिकृत पान स्वतःहून एखाद्या आकड्याची किंवा नियमाची पुष्टी करू शकले नाही, तिथे पान तसे सांगते, आणि हे अहवाल तो आकडा किंवा नियम नमूद करतात:',
  },
} as const satisfies Translation<typeof english>
