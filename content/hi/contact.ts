// Hindi copy of content/contact.ts (glossary: content/i18n/glossary.ts).
import type { contact as english } from '../contact'
import { site } from '../site'
import type { Translation } from '../types'

export const contact = {
  hero: {
    heading: 'संपर्क करें',
    lead: 'हमें अपनी योजनाओं के बारे में बताइए। आपका पहला 30 मिनट का परामर्श मुफ़्त है, और हम हर पूछताछ का जवाब 24 घंटे के भीतर देते हैं।',
  },
  details: {
    heading: 'आइए, कॉल करें या लिखें',
    lead: 'कल्याणी नगर, पुणे में हमारा ऑफ़िस हफ़्ते में छह दिन खुला रहता है। आप बिना अपॉइंटमेंट भी आ सकते हैं; अपॉइंटमेंट लेकर आने से इंतज़ार नहीं करना पड़ता।',
  },
  whyChooseUs: {
    heading: 'हमें क्यों चुनें',
    points: [
      {
        title: 'अनुभव, जिसे आप जाँच सकते हैं',
        body: `हमारी टीम का ${site.claims.experience} वर्षों का अनुभव और ${site.claims.countries} देशों में ${site.claims.applications} सफल आवेदन।`,
        icon: 'award',
      },
      {
        title: 'एक ही केस मैनेजर',
        body: 'पहली कॉल से लेकर आपके वहाँ पहुँचने तक एक समर्पित केस मैनेजर आपकी फ़ाइल सँभालता है।',
        icon: 'users',
      },
      {
        title: 'ईमानदार सलाह',
        body: 'आपसे कोई भी भुगतान लेने से पहले हम साफ़-साफ़ बताते हैं कि कौन से रास्ते आपकी प्रोफ़ाइल के लिए सही हैं, और कौन से नहीं।',
        icon: 'shield',
      },
      {
        title: 'जल्दी जवाब',
        body: 'हर पूछताछ का जवाब 24 घंटे के भीतर, सोमवार से शनिवार।',
        icon: 'clock',
      },
    ],
  },
} as const satisfies Translation<typeof english>
