// Hindi copy of content/enquiry-sent.ts (glossary: content/i18n/glossary.ts).
import { hindiEnquiryCopy } from '@shared/enquiry-copy-hi.ts'
import type { enquirySent as english } from '../enquiry-sent'
import type { Translation } from '../types'
import { routes } from './routes'

export const enquirySent = {
  success: hindiEnquiryCopy.success,
  seo: {
    title: 'पूछताछ मिल गई',
    description: 'आपकी पूछताछ DreamBorder Immigration तक पहुँच गई है। एक सलाहकार 24 घंटे के भीतर आपसे संपर्क करेंगे।',
  },
  nextHeading: 'इस बीच',
  next: [
    { href: routes.visaServices.path, label: 'जिस वीज़ा में आपकी रुचि है, उसके बारे में पढ़ें' },
    { href: routes.fees.path, label: 'देखें कि किसी वीज़ा पर कितना सरकारी शुल्क लगता है, और हम शुल्क कैसे लेते हैं' },
    { href: routes.crsCalculator.path, label: 'अपना कनाडा CRS स्कोर निकालें' },
    { href: routes.australiaPointsCalculator.path, label: 'अपने ऑस्ट्रेलिया के अंक निकालें' },
    { href: routes.home.path, label: 'होम पेज पर वापस जाएँ' },
  ],
} as const satisfies Translation<typeof english>
