// The messages the Edge Functions say, copied from the catalogues (messages/) into
// supabase/functions/_shared/messages.generated.json: the Supabase CLI deploys a function with what
// lies under supabase/functions and nothing else. A key a function says but this list leaves out is a
// type error there (its MessageKey is the generated file's); `npm run messages` writes the file.

import type { Locale } from './languages'
import type { Catalogue } from './messages'

/** Blocks (a prefix ending in ".") and single messages the functions and their shared code say. */
const functionMessages = [
  // data-request/handler.ts and data-request-outbox.ts: the pages and mails of a data request.
  'dataRequest.',
  // booking/handler.ts and booking-outbox.ts: why a time is refused, the pages and the visitor's mails.
  'booking.',
  // enquiry-copy.ts: the enquiry function's checks, option labels and pages.
  'enquiry.',
  // round-alerts.ts and round-alerts/handler.ts: the round alerts' mails and pages, with the rounds' types.
  'roundAlerts.',
  'expressEntryDraws.roundTypes.',
  // function-page.ts: the foot of every page a function answers with.
  'functionPage.',
  // lead-mail.ts: the firm's mails, in English.
  'leadMail.',
  // site-origin.ts: the page for a form posted from another site.
  'siteOrigin.',
  // enquiry-copy.ts: the immigration types, named as the visa services page names them.
  'visaServices.business-immigration.title',
  'visaServices.family-visas.title',
  'visaServices.permanent-residence.title',
  'visaServices.student-visas.title',
  'visaServices.tourist-and-visitor.title',
  'visaServices.work-visas.title',
] as const

/** Whether a function says the message `key`. */
const saidByFunctions = (key: string) =>
  functionMessages.some((entry) => (entry.endsWith('.') ? key.startsWith(entry) : key === entry))

/** The entries of the list no English message answers to: a block renamed or gone. */
export const unknownFunctionMessages = (english: Catalogue): string[] =>
  functionMessages.filter((entry) => !Object.keys(english).some((key) => key.startsWith(entry)))

/** The generated file's text: each language's catalogue narrowed to the functions' messages, in its order. */
export function functionMessagesFile(catalogues: Record<Locale, Catalogue>): string {
  const narrowed = Object.fromEntries(
    Object.entries(catalogues).map(([language, catalogue]) => [
      language,
      Object.fromEntries(Object.entries(catalogue).filter(([key]) => saidByFunctions(key))),
    ]),
  )
  return `${JSON.stringify(narrowed, null, 2)}\n`
}

/** Where the generated file lies, from the repository's root. */
export const functionMessagesPath = 'supabase/functions/_shared/messages.generated.json'
