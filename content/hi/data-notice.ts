// Hindi copy of content/data-notice.ts's enquiry notice (glossary: content/i18n/glossary.ts).
import { retentionDefaults } from '@shared/personal-data.ts'
import { processorsText } from '../../lib/data-notice'
import { type dataNotices as english, handledBy } from '../data-notice'
import type { Translation } from '../types'

export const enquiryNotice = {
  heading: 'हम आपकी जानकारी कैसे संभालते हैं',
  items: [
    { term: 'हम क्या लेते हैं', detail: 'आपका नाम, फ़ोन नंबर, ई-मेल पता और आपका लिखा कोई भी संदेश।' },
    {
      term: 'किसलिए',
      detail: 'इस पूछताछ का जवाब देने के लिए। अपडेट और ऑफ़र हम तभी भेजते हैं जब आप ऊपर वाला बॉक्स चुनें।',
    },
    {
      term: 'कितने समय तक',
      detail: `भेजने के दिन से ${retentionDefaults.enquiryMonths} महीने; उसके बाद इसे मिटा दिया जाता है।`,
    },
    {
      term: 'हमारे लिए इसे कौन संभालता है',
      detail: processorsText(
        handledBy.enquiry,
        {
          service: { database: 'डेटाबेस', files: 'रिज़्यूमे फ़ाइलें', mail: 'ई-मेल' },
          unnamed: { database: 'हमारा डेटाबेस होस्ट', files: 'हमारा फ़ाइल होस्ट', mail: 'हमारा ई-मेल प्रदाता' },
        },
        'hi',
      ),
    },
  ],
  privacy: { label: 'हमारी पूरी गोपनीयता नीति पढ़ें', href: '/privacy-policy' },
  yourData: { label: 'अपना डेटा देखें, संपर्क बंद करवाएँ या डेटा मिटवाएँ', href: '/your-data' },
} as const satisfies Translation<typeof english.enquiry>
