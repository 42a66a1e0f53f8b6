import { checkEnquiry, type EnquiryForm, type FormVariant } from '@shared/enquiry-rules.ts'
import { noticeVersion } from '@shared/personal-data.ts'
import { describe, expect, it } from 'vitest'
import { copyIn } from '../../content/copy'

const { enquiryForms } = copyIn('en')

const optionsOf = (variant: FormVariant) => ({
  immigrationTypes: enquiryForms[variant].immigrationTypes,
  countryCodes: enquiryForms[variant].countryCodes.map((option) => option.code),
  messages: enquiryForms[variant].messages,
})

const valid: EnquiryForm = {
  fullName: 'Priya Sharma',
  email: 'priya@example.com',
  mobileNumber: '9876543210',
  countryCode: '+91',
  immigrationType: 'Work Visa',
  message: '',
}

const check = (variant: FormVariant, change: Partial<EnquiryForm>) =>
  checkEnquiry(variant, optionsOf(variant), { ...valid, ...change })

describe('the Home form, in the spec order, stopping at the first failure', () => {
  it.each<[string, Partial<EnquiryForm>, string]>([
    ['blank name', { fullName: '' }, 'Full name is required'],
    ['name of spaces', { fullName: '   ' }, 'Full name is required'],
    ['blank name before a bad e-mail', { fullName: ' ', email: 'x' }, 'Full name is required'],
    ['e-mail without @', { email: 'priya.example.com' }, 'Please enter a valid email address'],
    ['e-mail without a dot', { email: 'priya@example' }, 'Please enter a valid email address'],
    ['e-mail with a space inside', { email: 'pri ya@example.com' }, 'Please enter a valid email address'],
    ['e-mail with two @', { email: 'a@b@example.com' }, 'Please enter a valid email address'],
    [
      'bad e-mail before a bad mobile',
      { email: 'x', mobileNumber: '1' },
      'Please enter a valid email address',
    ],
    ['9 digits', { mobileNumber: '987654321' }, 'Please enter a valid 10-digit mobile number'],
    ['11 digits', { mobileNumber: '98765432101' }, 'Please enter a valid 10-digit mobile number'],
    ['letters in the mobile', { mobileNumber: '98765abc10' }, 'Please enter a valid 10-digit mobile number'],
    ['spaces in the mobile', { mobileNumber: '98765 4321' }, 'Please enter a valid 10-digit mobile number'],
    ['no immigration type', { immigrationType: '' }, 'Please select an immigration type'],
    ['a Contact-only type', { immigrationType: 'Study Visa' }, 'Please select an immigration type'],
    ['+33, which Home does not offer', { countryCode: '+33' }, 'Please choose a country code from the list.'],
    [
      'a name over 100 characters',
      { fullName: 'A'.repeat(101) },
      'Please shorten your name to 100 characters or fewer.',
    ],
  ])('%s: "%s"', (_case, change, message) => {
    expect(check('home', change)).toMatchObject({ ok: false, message })
  })

  it('names the field that failed, for the message beside it', () => {
    expect(check('home', { email: 'x' })).toMatchObject({ field: 'email', fields: ['email'] })
  })
})

describe('the Contact form, in the spec order', () => {
  it.each<[string, Partial<EnquiryForm>, string]>([
    ['blank name', { fullName: ' ' }, 'Please fill in all required fields.'],
    ['blank mobile', { mobileNumber: '' }, 'Please fill in all required fields.'],
    ['blank e-mail', { email: '' }, 'Please fill in all required fields.'],
    ['no immigration type', { immigrationType: '' }, 'Please fill in all required fields.'],
    [
      'missing fields before a bad e-mail',
      { fullName: '', email: 'x' },
      'Please fill in all required fields.',
    ],
    ['e-mail with a space', { email: 'priya @example.com' }, 'Please enter a valid email address.'],
    ['e-mail without a dot', { email: 'priya@example' }, 'Please enter a valid email address.'],
    [
      'bad e-mail before a bad mobile',
      { email: 'x', mobileNumber: '12' },
      'Please enter a valid email address.',
    ],
    ['9 digits', { mobileNumber: '987654321' }, 'Please enter a valid 10-digit mobile number.'],
    ['11 digits', { mobileNumber: '98765432101' }, 'Please enter a valid 10-digit mobile number.'],
    ['letters in the mobile', { mobileNumber: 'abcdefghij' }, 'Please enter a valid 10-digit mobile number.'],
    [
      'a message over 2000 characters',
      { message: 'x'.repeat(2001) },
      'Please shorten your message to 2000 characters or fewer.',
    ],
  ])('%s: "%s"', (_case, change, message) => {
    expect(check('contact', { immigrationType: 'Study Visa', ...change })).toMatchObject({
      ok: false,
      message,
    })
  })

  it('marks every empty required field at once', () => {
    expect(check('contact', { fullName: '', email: ' ' })).toMatchObject({ fields: ['fullName', 'email'] })
  })

  it('accepts +33 France', () => {
    expect(check('contact', { countryCode: '+33', immigrationType: 'Study Visa' }).ok).toBe(true)
  })
})

describe('an accepted enquiry', () => {
  it('is trimmed and keeps the Contact message', () => {
    const result = check('contact', {
      fullName: '  Priya Sharma ',
      email: ' priya@example.com ',
      immigrationType: 'Family Sponsorship',
      message: '  Moving with my family.  ',
    })
    expect(result).toEqual({
      ok: true,
      enquiry: {
        full_name: 'Priya Sharma',
        email: 'priya@example.com',
        mobile_number: '9876543210',
        immigration_type: 'Family Sponsorship',
        country_code: '+91',
        message: 'Moving with my family.',
        source: 'contact',
        language: 'en',
        marketing_consent: false,
        consent_version: noticeVersion,
      },
    })
  })

  it('stores the "updates and offers" box as the visitor left it, and never refuses for it', () => {
    expect(check('home', { marketingConsent: true })).toMatchObject({
      ok: true,
      enquiry: { marketing_consent: true },
    })
    expect(check('home', { marketingConsent: false })).toMatchObject({
      ok: true,
      enquiry: { marketing_consent: false },
    })
    expect(check('home', {})).toMatchObject({ ok: true, enquiry: { marketing_consent: false } })
  })

  it('stores no message when none was written', () => {
    const result = check('home', { message: undefined })
    expect(result.ok && result.enquiry.message).toBeNull()
  })
})
