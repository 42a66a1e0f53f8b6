// Hindi copy of content/direct-contact.ts (glossary: content/i18n/glossary.ts).
import { whatsAppHref } from '../../lib/whatsapp'
import type { directContact as english } from '../direct-contact'
import { site } from '../site'
import type { Translation } from '../types'

const [phone] = site.phones

export const directContact = {
  call: { label: `${phone.display} पर कॉल करें`, href: `tel:${phone.tel}` },
  email: { label: `${site.email} पर ई-मेल करें`, href: `mailto:${site.email}` },
  chat: {
    label: 'WhatsApp पर चैट करें',
    href: whatsAppHref(site.whatsapp, 'नमस्ते, मेरा एक सवाल है!'),
  },
} as const satisfies Translation<typeof english>
