// From a score to the contact form: the link that opens /contact with the immigration type chosen and
// a message summing up the answers, and how the form reads it back. Both ends use these names.

const prefillParams = { immigrationType: 'immigrationType', message: 'message' } as const

export function enquiryHref(contactPath: string, immigrationType: string, message: string): string {
  const query = new URLSearchParams({
    [prefillParams.immigrationType]: immigrationType,
    [prefillParams.message]: message,
  })
  return `${contactPath}?${query}`
}

export interface EnquiryPrefill {
  immigrationType?: string
  message?: string
}

/** What a /contact address asks the form to start with: only an offered type, and a message cut to the limit. */
export function readPrefill(
  search: string,
  immigrationTypes: readonly string[],
  messageLimit: number,
): EnquiryPrefill {
  const query = new URLSearchParams(search)
  const type = query.get(prefillParams.immigrationType)
  const message = query.get(prefillParams.message)?.trim()
  return {
    ...(type && immigrationTypes.includes(type) ? { immigrationType: type } : {}),
    ...(message ? { message: message.slice(0, messageLimit) } : {}),
  }
}
