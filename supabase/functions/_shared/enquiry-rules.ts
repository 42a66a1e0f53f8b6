// The enquiry forms' rules, in the spec's order and words (spec §5): one module for every path that
// takes an enquiry, the page's script, the no-JavaScript `enquiry` function and the tests, and the
// database checks the same character rules again (supabase/migrations). Plain TypeScript with web
// APIs only, because the function runs it under Deno; imports carry .ts extensions.
import { checkEmail, normalEmail } from './email-address.ts'
import { fieldLimits } from './enquiry-fields.ts'
import { type FormLanguage, formLanguageOf } from './languages.ts'
import { noticeVersion } from './personal-data.ts'
import { invisibleCharacters, nameForbidden, nameHasLetterOrDigit } from './text-classes.ts'

export type FormVariant = 'home' | 'contact'

/** A form's validation messages: the spec's words for its variant (§5), then the ones beyond it. */
export interface EnquiryMessages {
  /** A required field left empty (the Home form names only the full name). */
  required: string
  email: string
  /** An address whose part before the @ holds letters of another script (email-address.ts). */
  emailLocalPart: string
  mobileNumber: string
  immigrationType: string
  nameTooLong: string
  nameCharacters: string
  messageCharacters: string
  messageTooLong: string
  countryCode: string
}

/** What the visitor typed, as the form holds it. */
export interface EnquiryForm {
  fullName: string
  email: string
  mobileNumber: string
  countryCode: string
  immigrationType: string
  message?: string
  /** The page's language (a hidden field); anything else is English. */
  language?: string
  /** The optional "send me updates and offers" box: ticked or not; never required. */
  marketingConsent?: boolean
}

export type EnquiryField = keyof EnquiryForm

export interface EnquiryOptions {
  immigrationTypes: readonly string[]
  countryCodes: readonly string[]
  messages: EnquiryMessages
}

/** A row of form_submissions, as the consultation forms send it. */
export interface Enquiry {
  full_name: string
  mobile_number: string
  email: string
  immigration_type: string
  country_code: string
  message: string | null
  /** The scanned resume a "free review" request is about (the scanner's form only). */
  resume_id?: string
  /** Which form sent it, for the firm's mail: the form's variant, or the resume scanner's review request. */
  source?: FormVariant | 'review'
  /** The language of the page it was sent from, so the consultant replies in it. */
  language: FormLanguage
  /** Whether the visitor ticked "send me updates and offers": false unless they did. */
  marketing_consent: boolean
  /** The version of the data notice the form showed (personal-data.ts); the database sets the time. */
  consent_version: string
}

// The character rules come from text-classes.ts, which also writes the database's CHECK constraints
// (migration honest_text): the form and the table accept exactly the same text. An e-mail address is
// checked and stored in its one spelling (email-address.ts).
const nameForbiddenPattern = new RegExp(nameForbidden.js, 'u')
const nameLetterOrDigit = new RegExp(nameHasLetterOrDigit.js, 'u')
// biome-ignore lint/suspicious/noControlCharactersInRegex: these rules exist to refuse control characters
const messageForbidden = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u
const tenDigits = /^[0-9]{10}$/
/**
 * NUL, which text-classes.ts leaves out of its patterns because Postgres text cannot hold it at all:
 * the form refuses it in a name as the table would (a message refuses every control; an e-mail address
 * every character but printable ASCII before its @).
 */
const holdsNul = (text: string) => text.includes('\u0000')
/** A field of only invisible characters and spaces is as good as empty. */
const isBlank = (text: string | undefined) => !(text ?? '').replace(invisibleCharacters, '').trim()

type Rule = [field: EnquiryField, passes: (form: EnquiryForm) => boolean, message: string]

/** Every rule in the order the spec checks them; validation stops at the first that fails. */
function rules(variant: FormVariant, options: EnquiryOptions): Rule[] {
  const name = (form: EnquiryForm) => form.fullName.trim()
  const m = options.messages
  const shared: Rule[] = [
    ['fullName', (form) => name(form).length <= fieldLimits.fullName, m.nameTooLong],
    [
      'fullName',
      (form) =>
        nameLetterOrDigit.test(name(form)) && !nameForbiddenPattern.test(name(form)) && !holdsNul(name(form)),
      m.nameCharacters,
    ],
    ['countryCode', (form) => options.countryCodes.includes(form.countryCode), m.countryCode],
    ['message', (form) => (form.message ?? '').trim().length <= fieldLimits.message, m.messageTooLong],
    ['message', (form) => !messageForbidden.test(form.message ?? ''), m.messageCharacters],
  ]
  const emailProblem = (form: EnquiryForm) => {
    const checked = checkEmail(form.email)
    return checked.ok ? null : checked.problem
  }
  const email: Rule[] = [
    ['email', (form) => emailProblem(form) !== 'shape', m.email],
    ['email', (form) => emailProblem(form) !== 'localPart', m.emailLocalPart],
  ]
  const knownType = (form: EnquiryForm) => options.immigrationTypes.includes(form.immigrationType)
  if (variant === 'home') {
    return [
      ['fullName', (form) => !isBlank(form.fullName), m.required],
      ...email,
      ['mobileNumber', (form) => tenDigits.test(form.mobileNumber), m.mobileNumber],
      ['immigrationType', knownType, m.immigrationType],
      ...shared,
    ]
  }
  return [
    ...requiredOnContact.map((field): Rule => [field, (form) => !isBlank(form[field]), m.required]),
    ...email,
    ['mobileNumber', (form) => tenDigits.test(form.mobileNumber), m.mobileNumber],
    ['immigrationType', knownType, m.immigrationType],
    ...shared,
  ]
}

/** The fields "Please fill in all required fields." is about on the Contact form. */
const requiredOnContact = ['fullName', 'mobileNumber', 'email', 'immigrationType'] as const

export type EnquiryCheck =
  | { ok: true; enquiry: Enquiry }
  | { ok: false; field: EnquiryField; message: string; fields: EnquiryField[] }

/** Checks a form in the spec's order and stops at the first failure; a valid one becomes its row. */
export function checkEnquiry(variant: FormVariant, options: EnquiryOptions, form: EnquiryForm): EnquiryCheck {
  const failed = rules(variant, options).find(([, passes]) => !passes(form))
  if (!failed) {
    return {
      ok: true,
      enquiry: {
        full_name: form.fullName.trim(),
        mobile_number: form.mobileNumber,
        // The rules above passed, so the address has its one spelling.
        email: normalEmail(form.email) as string,
        immigration_type: form.immigrationType,
        country_code: form.countryCode,
        message: form.message?.trim() || null,
        source: variant,
        language: formLanguageOf(form.language),
        marketing_consent: form.marketingConsent === true,
        consent_version: noticeVersion,
      },
    }
  }
  const [field, , message] = failed
  // "Please fill in all required fields." concerns every empty required field at once.
  const fields =
    variant === 'contact' && message === options.messages.required
      ? requiredOnContact.filter((name) => isBlank(form[name]))
      : [field]
  return { ok: false, field, message, fields }
}
