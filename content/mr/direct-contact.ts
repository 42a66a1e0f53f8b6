// Marathi copy of content/direct-contact.ts (glossary: content/i18n/glossary.ts).
import { whatsAppHref } from '../../lib/whatsapp'
import type { directContact as english } from '../direct-contact'
import { site } from '../site'
import type { Translation } from '../types'

const [phone] = site.phones

export const directContact = {
  call: { label: `${phone.display} वर कॉल करा`, href: `tel:${phone.tel}` },
  email: { label: `${site.email} वर ई-मेल करा`, href: `mailto:${site.email}` },
  chat: {
    label: 'WhatsApp वर चॅट करा',
    href: whatsAppHref(site.whatsapp, 'नमस्कार, माझा एक प्रश्न आहे!'),
  },
} as const satisfies Translation<typeof english>
