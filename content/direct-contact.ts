// The ways to reach the office without a form, built from the facts in site.ts: the floating
// contact button and every form's JavaScript-off notice link to these.
import { whatsAppHref } from '../lib/whatsapp'
import { site } from './site'

const [phone] = site.phones

export const directContact = {
  call: { label: `Call ${phone.display}`, href: `tel:${phone.tel}` },
  email: { label: `E-mail ${site.email}`, href: `mailto:${site.email}` },
  chat: {
    label: 'Chat on WhatsApp',
    href: whatsAppHref(site.whatsapp, site.chatGreeting),
  },
} as const satisfies Record<string, { label: string; href: string }>

export type DirectContact = typeof directContact
