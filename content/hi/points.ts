// Hindi copy of content/points.ts (glossary: content/i18n/glossary.ts).
import type { pointsReading as english } from '../points'
import type { Translation } from '../types'
import { routes } from './routes'

export const pointsReading = {
  capped: '{label}: {uncapped}, अधिकतम {cap} तक सीमित',
  line: '{label}: {points}',
  points: 'अंक',
  gridAsOf: 'अंक तालिका इस तारीख़ के अनुसार:',
  sourcesHeading: 'आधिकारिक स्रोत',
  newTab: '(नए टैब में खुलता है)',
  noScript:
    'कैलकुलेटर को JavaScript चाहिए, जो बंद है या लोड नहीं हुआ है। नीचे दी गई पूरी आधिकारिक अंक तालिका से आप अपने अंक खुद जोड़ सकते हैं।',
  tableHeadings: { situation: 'आपकी स्थिति', points: 'अंक' },
  years: { none: '1 साल से कम', one: '1 साल', many: '{n} साल' },
  finder: {
    lead: 'पक्का नहीं पता कि यह रास्ता आपके लिए सही है या नहीं?',
    label: 'वीज़ा फ़ाइंडर में छह देशों के रास्तों की तुलना करें',
    href: routes.visaFinder.path,
  },
} as const satisfies Translation<typeof english>
