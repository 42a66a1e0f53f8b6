// The enquiry forms' field limits and hidden fields: what a form needs with the page, apart from the
// rules (enquiry-rules.ts), which the page's script loads only at the first submit.

/** Field lengths the forms cap and the database checks. */
export const fieldLimits = { fullName: 100, email: 254, message: 2000, mobileDigits: 10 } as const

/** The form's hidden fields: which form sent it and in which language, and the honeypot people never see. */
export const enquiryFormFields = { variant: 'form', language: 'language', trap: 'website' } as const
