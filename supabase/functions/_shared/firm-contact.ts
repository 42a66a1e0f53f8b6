// How to reach the firm: the phones, e-mail and WhatsApp number that content/site.ts publishes and the
// `enquiry` function offers when it cannot take an enquiry. Here because the Supabase CLI bundles nothing
// from outside supabase/functions; site.ts reads them from this file. Placeholders the firm replaces.

export const firmContact = {
  phones: [
    { display: '+91 20 0000 0001', tel: '+912000000001' },
    { display: '+91 20 0000 0002', tel: '+912000000002' },
    { display: '+91 20 0000 0003', tel: '+912000000003' },
  ],
  email: 'hello@dreamborder.example',
  /** WhatsApp number in international format without "+" (wa.me links). */
  whatsapp: '912000000001',
} as const

export type FirmContact = typeof firmContact
