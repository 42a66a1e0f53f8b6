// The consultation forms' rules, in the spec's order and words (spec §5). The database checks the
// same rules again (supabase/migrations), so what passes here is what the table accepts.
import * as v from 'valibot'
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

/** A row of form_submissions. */
export interface Enquiry {
  full_name: string
  mobile_number: string
  email: string
  immigration_type: string
  country_code: string
  message: string | null
}

export type EnquiryField = keyof EnquiryForm

export interface EnquiryOptions {
  immigrationTypes: readonly string[]
  countryCodes: readonly string[]
}

export const enquiryMessages = {
  home: {
    fullName: 'Full name is required',
    email: 'Please enter a valid email address',
    mobileNumber: 'Please enter a valid 10-digit mobile number',
    immigrationType: 'Please select an immigration type',
  },
  contact: {
    required: 'Please fill in all required fields.',
    email: 'Please enter a valid email address.',
    mobileNumber: 'Please enter a valid 10-digit mobile number.',
    immigrationType: 'Please select an immigration type.',
  },
  nameTooLong: 'Please shorten your name to 100 characters or fewer.',
  messageTooLong: 'Please shorten your message to 2000 characters or fewer.',
  countryCode: 'Please choose a country code from the list.',
} as const

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const tenDigits = /^[0-9]{10}$/

type Rule = [field: EnquiryField, passes: (form: EnquiryForm) => boolean, message: string]

/** Every rule in the order the spec checks them; validation stops at the first that fails. */
function rules(variant: FormVariant, options: EnquiryOptions): Rule[] {
  const name = (form: EnquiryForm) => form.fullName.trim()
  const email = (form: EnquiryForm) => form.email.trim()
  const shared: Rule[] = [
    ['fullName', (form) => name(form).length <= limits.fullName, enquiryMessages.nameTooLong],
    ['countryCode', (form) => options.countryCodes.includes(form.countryCode), enquiryMessages.countryCode],
    [
      'message',
      (form) => (form.message ?? '').trim().length <= limits.message,
      enquiryMessages.messageTooLong,
    ],
  ]
  const validEmail = (form: EnquiryForm) => emailShape.test(email(form)) && email(form).length <= limits.email
  if (variant === 'home') {
    const m = enquiryMessages.home
    return [
      ['fullName', (form) => name(form).length > 0, m.fullName],
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
  const m = enquiryMessages.contact
  const required: EnquiryField[] = ['fullName', 'mobileNumber', 'email', 'immigrationType']
  return [
    ...required.map(
      (field): Rule => [field, (form) => String(form[field] ?? '').trim().length > 0, m.required],
    ),
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
    message === enquiryMessages.contact.required
      ? (['fullName', 'mobileNumber', 'email', 'immigrationType'] as const).filter(
          (name) => !form[name].trim(),
        )
      : [field]
  return { ok: false, field, message, fields }
}
