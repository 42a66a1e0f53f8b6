// Marathi copy of content/data-notice.ts's enquiry notice (glossary: content/i18n/glossary.ts).
import { retentionDefaults } from '@shared/personal-data.ts'
import { processorsText } from '../../lib/data-notice'
import { type dataNotices as english, handledBy } from '../data-notice'
import type { Translation } from '../types'

export const enquiryNotice = {
  heading: 'आम्ही तुमची माहिती कशी हाताळतो',
  items: [
    { term: 'आम्ही काय घेतो', detail: 'तुमचे नाव, फोन नंबर, ई-मेल पत्ता आणि तुम्ही लिहिलेला कोणताही संदेश.' },
    {
      term: 'कशासाठी',
      detail: 'या चौकशीला उत्तर देण्यासाठी. अपडेट्स आणि ऑफर्स आम्ही फक्त तुम्ही वरचा बॉक्स निवडल्यासच पाठवतो.',
    },
    {
      term: 'किती काळ',
      detail: `पाठवल्याच्या दिवसापासून ${retentionDefaults.enquiryMonths} महिने; त्यानंतर ती पुसून टाकली जाते.`,
    },
    {
      term: 'आमच्यासाठी ती कोण हाताळते',
      detail: processorsText(
        handledBy.enquiry,
        {
          service: { database: 'डेटाबेस', files: 'रेझ्युमे फाइल्स', mail: 'ई-मेल' },
          unnamed: { database: 'आमचा डेटाबेस होस्ट', files: 'आमचा फाइल होस्ट', mail: 'आमचा ई-मेल पुरवठादार' },
        },
        'mr',
      ),
    },
  ],
  privacy: { label: 'आमचे संपूर्ण गोपनीयता धोरण वाचा', href: '/privacy-policy' },
  yourData: { label: 'तुमचा डेटा पाहा, संपर्क थांबवा किंवा पुसून टाका', href: '/your-data' },
} as const satisfies Translation<typeof english.enquiry>
