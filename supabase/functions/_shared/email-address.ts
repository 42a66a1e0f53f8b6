// One address, one spelling (issue 51, item 5): every path that takes an e-mail address (the enquiry
// forms by script and by plain form, the resume review request, /your-data) stores and compares it in
// one form, so a lookalike (the Kelvin sign U+212A for "K", fullwidth letters, capitals) is either the
// same address or refused, never a second spelling of someone else's. The database holds the result to
// the same pattern (text-classes.ts emailNormalForm, migration data_request_fairness).
//
// The rule: Unicode NFKC first (compatibility characters become the letters they stand for), then
// - the local part (before the @) must be ASCII, and is lower-cased. Indian addresses' local parts are
//   ASCII in practice, and an ASCII-only local part leaves no lookalike letters of other scripts;
// - the domain is lower-cased and, when it holds other scripts (उदाहरण.भारत), written in its ASCII form
//   (xn--…) by the platform's IDNA (the URL parser, as browsers do for an e-mail field), so it compares
//   as the mail system sees it.
// Web APIs only: the page, Deno and Node run it alike.
import { fieldLimits } from './enquiry-fields.ts'
import { emailNormalForm, emailShape } from './text-classes.ts'

export type EmailCheck = { ok: true; address: string } | { ok: false; problem: 'shape' | 'localPart' }

const shape = new RegExp(emailShape.js, 'u')
const normalForm = new RegExp(emailNormalForm.js, 'u')
const printableAscii = /^[\x21-\x7e]+$/
const domainCharacters = /^[\p{L}\p{M}\p{N}.-]+$/u

/** The domain in ASCII, lower-case; null when it is no domain the URL parser takes. */
function asciiDomain(domain: string): string | null {
  if (printableAscii.test(domain)) return domain.toLowerCase()
  if (!domainCharacters.test(domain)) return null
  try {
    return new URL(`http://${domain}/`).hostname
  } catch {
    return null
  }
}

/** An address as typed: its one spelling, or why it cannot have one. */
export function checkEmail(typed: string): EmailCheck {
  const text = typed.trim().normalize('NFKC')
  if (!shape.test(text)) return { ok: false, problem: 'shape' }
  const at = text.indexOf('@')
  const local = text.slice(0, at)
  if (!printableAscii.test(local)) return { ok: false, problem: 'localPart' }
  const domain = asciiDomain(text.slice(at + 1))
  const address = `${local.toLowerCase()}@${domain}`
  return domain && address.length <= fieldLimits.email && normalForm.test(address) && shape.test(address)
    ? { ok: true, address }
    : { ok: false, problem: 'shape' }
}

/** The address's one spelling, or null when it has none. */
export const normalEmail = (typed: string): string | null => {
  const checked = checkEmail(typed)
  return checked.ok ? checked.address : null
}
