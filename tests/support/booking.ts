// A booking as /book's script sends it to the booking function: a form body, asking for JSON.

export const bookingHeaders = (site: string) => ({
  'Content-Type': 'application/x-www-form-urlencoded',
  Origin: site,
  Accept: 'application/json',
})

/** The nth visitor's booking of `start` (its own e-mail and mobile), with `fields` over the rest. */
export const bookingBody = (visitor: number, start: string, fields: Record<string, string> = {}) =>
  new URLSearchParams({
    fullName: 'Asha Kulkarni',
    email: `visitor${visitor}@example.com`,
    countryCode: '+91',
    mobileNumber: String(9800000000 + visitor),
    immigrationType: 'Work Visa',
    message: 'Moving to Canada with my family.',
    meeting: 'office',
    language: 'en',
    zone: 'Europe/London',
    start,
    ...fields,
  }).toString()
