// Marathi copy of content/enquiry-sent.ts (glossary: content/i18n/glossary.ts).
import { marathiEnquiryCopy } from '@shared/enquiry-copy-mr.ts'
import type { enquirySent as english } from '../enquiry-sent'
import type { Translation } from '../types'
import { routes } from './routes'

export const enquirySent = {
  success: marathiEnquiryCopy.success,
  seo: {
    title: 'चौकशी मिळाली',
    description:
      'तुमची चौकशी DreamBorder Immigration पर्यंत पोहोचली आहे. आमचे एक सल्लागार 24 तासांच्या आत तुमच्याशी संपर्क साधतील.',
  },
  nextHeading: 'तोपर्यंत',
  next: [
    { href: routes.visaServices.path, label: 'तुम्हाला ज्या व्हिसामध्ये रस आहे, त्याबद्दल वाचा' },
    { href: routes.fees.path, label: 'व्हिसासाठी किती सरकारी शुल्क लागते आणि आम्ही शुल्क कसे आकारतो ते पाहा' },
    { href: routes.crsCalculator.path, label: 'तुमचा कॅनडा CRS स्कोअर काढा' },
    { href: routes.australiaPointsCalculator.path, label: 'तुमचे ऑस्ट्रेलिया गुण मोजा' },
    { href: routes.home.path, label: 'मुख्यपानावर परत जा' },
  ],
} as const satisfies Translation<typeof english>
