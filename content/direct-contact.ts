// The ways to reach the office without a form, built from the facts in site.ts: the floating
// contact button and every form's JavaScript-off notice link to these.
import type { Messages } from '../lib/messages'
import { whatsAppHref } from '../lib/whatsapp'
import { site } from './site'

const [phone] = site.phones

export const directContact = (m: Messages) => ({
  call: { label: m('directContact.call', { phone: phone.display }), href: `tel:${phone.tel}` },
  email: { label: m('directContact.email', { email: site.email }), href: `mailto:${site.email}` },
  chat: { label: m('directContact.chat'), href: whatsAppHref(site.whatsapp, m('directContact.greeting')) },
})

export type DirectContact = ReturnType<typeof directContact>
