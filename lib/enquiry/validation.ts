// The consultation forms' rules, in the spec's order and words (spec §5). The database checks the
// same rules again (supabase/migrations), so what passes here is what the table accepts.
import * as v from 'valibot'
import type { EnquiryMessages } from '../../content/enquiry-form'
import type { Enquiry } from '../backend/contract'
import { limits } from './limits'

export type FormVariant = 'home' | 'contact'

/** What the visitor typed, as the form holds it. */
export interface EnquiryForm {
  fullName: string
  email: string
  mobileNumber: string
  countryCode: string
  immigrationType: string
  message?: string
}

export type EnquiryField = keyof EnquiryForm

export interface EnquiryOptions {
  immigrationTypes: readonly string[]
  countryCodes: readonly string[]
  messages: EnquiryMessages
}

// The same character rules as the database's CHECK constraints (migration public_write_path), code
// point for code point, so that the form and the table accept exactly the same text.
const emailPart =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these rules exist to refuse control characters
  /[^\x00-\x20\x7f-\x9f\u00a0\u061c\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff@<>"'`(),;:\\[\]]+/u
    .source
const emailShape = new RegExp(`^${emailPart}@${emailPart}\\.${emailPart}$`, 'u')
// biome-ignore lint/suspicious/noControlCharactersInRegex: these rules exist to refuse control characters
const nameForbidden = /[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069<>{}[\]"\\]/u
/** A character that is not a space, an invisible character, an ASCII digit or ASCII punctuation. */
const nameLetter =
  // biome-ignore lint/suspicious/noControlCharactersInRegex lint/suspicious/noMisleadingCharacterClass: it lists control and invisible characters one by one
  /[^\x00-\x40\x5b-\x60\x7b-\x9f\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufeff\uffa0]/u
// biome-ignore lint/suspicious/noControlCharactersInRegex: these rules exist to refuse control characters
const messageForbidden = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u
const tenDigits = /^[0-9]{10}$/
/** Characters that print as nothing: a field of only these and spaces is as good as empty. */
const invisible =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: it lists invisible characters one by one
  /[\u00ad\u034f\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0]/gu
const isBlank = (text: string | undefined) => !(text ?? '').replace(invisible, '').trim()

type Rule = [field: EnquiryField, passes: (form: EnquiryForm) => boolean, message: string]

/** Every rule in the order the spec checks them; validation stops at the first that fails. */
function rules(variant: FormVariant, options: EnquiryOptions): Rule[] {
  const name = (form: EnquiryForm) => form.fullName.trim()
  const email = (form: EnquiryForm) => form.email.trim()
  const shared: Rule[] = [
    ['fullName', (form) => name(form).length <= limits.fullName, options.messages.nameTooLong],
    [
      'fullName',
      (form) => nameLetter.test(name(form)) && !nameForbidden.test(name(form)),
      options.messages.nameCharacters,
    ],
    ['countryCode', (form) => options.countryCodes.includes(form.countryCode), options.messages.countryCode],
    [
      'message',
      (form) => (form.message ?? '').trim().length <= limits.message,
      options.messages.messageTooLong,
    ],
    ['message', (form) => !messageForbidden.test(form.message ?? ''), options.messages.messageCharacters],
  ]
  const validEmail = (form: EnquiryForm) => emailShape.test(email(form)) && email(form).length <= limits.email
  const m = options.messages
  if (variant === 'home') {
    return [
      ['fullName', (form) => !isBlank(form.fullName), m.required],
      ['email', validEmail, m.email],
      ['mobileNumber', (form) => tenDigits.test(form.mobileNumber), m.mobileNumber],
      [
        'immigrationType',
        (form) => options.immigrationTypes.includes(form.immigrationType),
        m.immigrationType,
      ],
      ...shared,
    ]
  }
  const required: EnquiryField[] = ['fullName', 'mobileNumber', 'email', 'immigrationType']
  return [
    ...required.map((field): Rule => [field, (form) => !isBlank(form[field]), m.required]),
    ['email', validEmail, m.email],
    ['mobileNumber', (form) => tenDigits.test(form.mobileNumber), m.mobileNumber],
    ['immigrationType', (form) => options.immigrationTypes.includes(form.immigrationType), m.immigrationType],
    ...shared,
  ]
}

export function enquirySchema(variant: FormVariant, options: EnquiryOptions) {
  const ordered = rules(variant, options)
  return v.pipe(
    v.object({
      fullName: v.string(),
      email: v.string(),
      mobileNumber: v.string(),
      countryCode: v.string(),
      immigrationType: v.string(),
      message: v.optional(v.string()),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const form = dataset.value
      const failed = ordered.find(([, passes]) => !passes(form))
      if (!failed) return
      const [key, , message] = failed
      addIssue({ message, path: [{ type: 'object', origin: 'value', input: form, key, value: form[key] }] })
    }),
    v.transform(
      (form): Enquiry => ({
        full_name: form.fullName.trim(),
        mobile_number: form.mobileNumber,
        email: form.email.trim(),
        immigration_type: form.immigrationType,
        country_code: form.countryCode,
        message: form.message?.trim() || null,
      }),
    ),
  )
}

export type EnquiryCheck =
  | { ok: true; enquiry: Enquiry }
  | { ok: false; field: EnquiryField; message: string; fields: EnquiryField[] }

/** Checks a form in the spec's order and stops at the first failure. */
export function checkEnquiry(variant: FormVariant, options: EnquiryOptions, form: EnquiryForm): EnquiryCheck {
  const result = v.safeParse(enquirySchema(variant, options), form)
  if (result.success) return { ok: true, enquiry: result.output }
  const issue = result.issues[0]
  const field = (issue.path?.[0]?.key ?? 'fullName') as EnquiryField
  const message = issue.message
  // "Please fill in all required fields." concerns every empty required field at once.
  const fields =
    variant === 'contact' && message === options.messages.required
      ? (['fullName', 'mobileNumber', 'email', 'immigrationType'] as const).filter((name) =>
          isBlank(form[name]),
        )
      : [field]
  return { ok: false, field, message, fields }
}
