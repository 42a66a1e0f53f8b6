// Hindi copy of content/layout.ts (glossary: content/i18n/glossary.ts).
import type { layoutCopy as english } from '../layout'
import { site } from '../site'
import type { Translation } from '../types'

export const layoutCopy = {
  breadcrumb: 'नेविगेशन पथ',
  skipLink: 'मुख्य सामग्री पर जाएँ',
  homeLink: `${site.name}, होम`,
  mainNav: 'मुख्य',
  mobileMenu: { nav: 'मोबाइल', open: 'मेनू खोलें', close: 'मेनू बंद करें' },
  footer: {
    nav: 'फ़ुटर',
    explore: 'और जानें',
    getInTouch: 'संपर्क करें',
    socials: 'सोशल मीडिया',
    trustedSince: `${site.foundingYear} से भरोसेमंद।`,
    rights: 'सर्वाधिकार सुरक्षित।',
  },
  contactFab: {
    open: 'संपर्क करें',
    close: 'संपर्क विकल्प बंद करें',
    panel: 'संपर्क विकल्प',
    chat: 'WhatsApp पर चैट करें',
    call: 'अभी कॉल करें',
  },
  notifications: { close: 'सूचना बंद करें' },
  routeMapAlt: 'पुणे से कनाडा, अमेरिका, यूके, जर्मनी, ऑस्ट्रेलिया और न्यूज़ीलैंड तक के रास्तों का नक्शा',
  languages: { label: 'भाषा' },
  translation: {
    notice: 'यह पेज अंग्रेज़ी पेज का हिन्दी अनुवाद है। कानूनी शर्तों के लिए अंग्रेज़ी पेज ही मान्य संस्करण है:',
    englishLink: 'अंग्रेज़ी पेज पढ़ें',
  },
  legal: { lastUpdated: 'अंतिम अपडेट:' },
  factReview: {
    heading: 'स्रोत',
    lastReviewed: 'अंतिम जाँच',
    intro: 'इस पेज के आँकड़े और नियम इन आधिकारिक पेजों से लिए गए हैं। नियम बदलते रहते हैं: आवेदन करने से पहले स्रोत ज़रूर देखें।',
    newTab: '(नए टैब में खुलता है)',
    reportsIntro:
      'जहाँ कोई आधिकारिक पेज अपने आप में किसी आँकड़े या नियम की पुष्टि नहीं कर सका, वहाँ पेज यह बताता है, और ये रिपोर्ट उसे बताती हैं:',
  },
} as const satisfies Translation<typeof english>
