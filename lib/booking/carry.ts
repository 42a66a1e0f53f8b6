// What a visitor already told a form or a tool, carried to /book (issue 66): the topic and a tool's
// summary of its result in the address (?type=…&message=…, as the enquiry hand-off carries them), and
// the name, e-mail and mobile of an enquiry just sent in the tab's session storage, never the address:
// an address is kept in history, logs and a shared link.
import { type EnquiryPrefill, enquiryHref, readPrefill } from '../enquiry/prefill'

/** The fields an enquiry just sent fills in on /book, by their names in both forms. */
const carriedFields = ['fullName', 'email', 'countryCode', 'mobileNumber'] as const

const storageKey = 'booking-carried'

/** /book with the topic and the tool's summary, the enquiry hand-off's names. */
export const bookingHref = (bookPath: string, immigrationType: string, message = ''): string =>
  message
    ? enquiryHref(bookPath, immigrationType, message)
    : `${bookPath}?${new URLSearchParams({ immigrationType })}`

/** Keeps an enquiry's contact fields for /book in this tab; a browser that refuses storage carries none. */
export function carryToBooking(form: FormData, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  const fields = Object.fromEntries(carriedFields.map((name) => [name, String(form.get(name) ?? '')]))
  try {
    storage.setItem(storageKey, JSON.stringify(fields))
  } catch {}
}

/**
 * What /book starts with: the address's topic and message, and the carried contact fields, which are
 * taken (removed) so they fill one form once.
 */
export function carriedToBooking(
  search: string,
  immigrationTypes: readonly string[],
  messageLimit: number,
  storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage,
): EnquiryPrefill & Partial<Record<(typeof carriedFields)[number], string>> {
  let carried: Record<string, unknown> = {}
  try {
    carried = JSON.parse(storage.getItem(storageKey) ?? '{}')
    storage.removeItem(storageKey)
  } catch {}
  const fields = Object.fromEntries(
    carriedFields.flatMap((name) =>
      typeof carried[name] === 'string' && carried[name] ? [[name, carried[name]]] : [],
    ),
  )
  return { ...fields, ...readPrefill(search, immigrationTypes, messageLimit) }
}
