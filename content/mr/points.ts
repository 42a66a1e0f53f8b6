// Marathi copy of content/points.ts (glossary: content/i18n/glossary.ts).
import type { pointsReading as english } from '../points'
import type { Translation } from '../types'
import { routes } from './routes'

export const pointsReading = {
  capped: '{label}: {uncapped}, कमाल {cap} पर्यंत मर्यादित',
  line: '{label}: {points}',
  points: 'गुण',
  gridAsOf: 'गुण तक्ता या तारखेनुसार:',
  sourcesHeading: 'अधिकृत स्रोत',
  newTab: '(नवीन टॅबमध्ये उघडते)',
  noScript:
    'कॅल्क्युलेटरसाठी JavaScript लागते, जे बंद आहे किंवा लोड झालेले नाही. खाली दिलेल्या संपूर्ण अधिकृत गुण तक्त्यावरून तुम्ही तुमचे गुण स्वतः मोजू शकता.',
  tableHeadings: { situation: 'तुमची परिस्थिती', points: 'गुण' },
  years: { none: '1 वर्षापेक्षा कमी', one: '1 वर्ष', many: '{n} वर्षे' },
  finder: {
    lead: 'हा मार्ग तुमच्यासाठी योग्य आहे की नाही, याची खात्री नाही?',
    label: 'व्हिसा फाइंडरमध्ये सहा देशांच्या मार्गांची तुलना करा',
    href: routes.visaFinder.path,
  },
} as const satisfies Translation<typeof english>
